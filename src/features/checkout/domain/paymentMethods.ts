/**
 * Which payment methods the guest may choose (spec §9 Card methods): per currency from the CMS, the
 * financing method only on the English site and only for USD/CAD, disabled methods never. Pure.
 */
export type MethodConfig = { apiCode: string; name: string; kind: string; enabled: boolean | null; languages: string[] | null; currencies: { isoCode: string }[] | null }

/** @param language the site's content language (`pt` pages are English: pass `en`) */
export function methodsFor<M extends MethodConfig>(methods: M[], currency: string, language: 'es' | 'en'): M[] {
  return methods.filter(
    (m) =>
      m.enabled !== false &&
      (m.languages ?? []).includes(language) &&
      (m.currencies ?? []).some((c) => c.isoCode === currency) &&
      // Spec §9: the instalment-financing method is English-site only, USD and CAD only.
      (m.kind !== 'financing' || (language === 'en' && (currency === 'USD' || currency === 'CAD'))),
  )
}
