/**
 * Cached CMS reads of the storefront (architecture §9): tagged with `unstable_cache` and expired by
 * Payload hooks, so an editor's change shows on the next request without a redeploy. A 5-minute
 * safety revalidation also brings scheduled banners in and out on time.
 */
import { unstable_cache } from 'next/cache'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { AllPageSlugsDocument, CurrenciesDocument, LayoutDocument, MaintenanceDocument, PageByIdDocument, PageBySlugDocument, PageSlugsDocument } from '../../lib/graphql/documents'
import { cmsQuery } from './graphql'
import { currencyDecimals } from '../../lib/money/format'
import type { TextLocale } from '../../lib/i18n/locales'

const REVALIDATE_SECONDS = 300

/** Site settings, header, footer and visible banners for one language (`pt` texts fall back to `en` field by field). */
export const getLayoutData = (locale: TextLocale) =>
  unstable_cache(() => cmsQuery(LayoutDocument, { locale }, { locale }), ['layout', locale], {
    tags: [cacheTags.all, cacheTags.siteSettings, cacheTags.header, cacheTags.footer, cacheTags.banners],
    revalidate: REVALIDATE_SECONDS,
  })()

/**
 * The maintenance switch (spec §1 maintenance flag) read fresh, not from the cache: for the actions
 * that take money, which must stop the moment ops switch maintenance on. `returnAt` an ISO instant
 * or null; `phones` the customer-service numbers. @throws CmsQueryError when the CMS cannot be read
 */
export async function getMaintenanceNow(): Promise<{ on: boolean; returnAt: string | null; phones: { mexico: string | null; usa: string | null } | null }> {
  const s = (await cmsQuery(MaintenanceDocument, {}, { locale: 'en' })).SiteSetting
  return { on: s?.maintenanceMode === true, returnAt: s?.maintenanceReturnAt ?? null, phones: s?.phones ?? null }
}

/**
 * A published page by its slug in one language, or null. Portuguese URLs carry the English slug:
 * `pt` finds the page by its English slug and reads it in Portuguese, each
 * field an editor has not translated in English.
 */
export const getPageBySlug = (slug: string, locale: TextLocale) =>
  unstable_cache(
    async () => {
      if (locale !== 'pt') return (await cmsQuery(PageBySlugDocument, { slug, locale }, { locale })).Pages?.docs[0] ?? null
      const en = (await cmsQuery(PageBySlugDocument, { slug, locale: 'en' }, { locale: 'en' })).Pages?.docs[0]
      return en ? ((await cmsQuery(PageByIdDocument, { id: en.id, locale: 'pt', fallbackLocale: 'en' }, { locale: 'pt' })).Pages?.docs[0] ?? null) : null
    },
    ['page', locale, slug],
    // media: a hero photo's alt text or focal point changed
    { tags: [cacheTags.all, cacheTags.pages, cacheTags.media], revalidate: REVALIDATE_SECONDS },
  )()

/** The page's slug per content language (null where it has none). */
export const getPageSlugs = (id: number) =>
  unstable_cache(
    async () => {
      const data = await cmsQuery(PageSlugsDocument, { id }, { locale: 'es' })
      return { es: data.es?.slug ?? null, en: data.en?.slug ?? null }
    },
    ['page-slugs', String(id)],
    { tags: [cacheTags.all, cacheTags.pages], revalidate: REVALIDATE_SECONDS },
  )()

/** Every published page with its slug in both languages (sitemap, language switch). */
export const getAllPageSlugs = () =>
  unstable_cache(
    async () => {
      const data = await cmsQuery(AllPageSlugsDocument, {}, { locale: 'es' })
      const en = new Map((data.en?.docs ?? []).map((d) => [d.id, d.slug]))
      return (data.es?.docs ?? []).map((d) => ({ id: d.id, es: d.slug, en: en.get(d.id) ?? null, updatedAt: d.updatedAt }))
    },
    ['all-page-slugs'],
    { tags: [cacheTags.all, cacheTags.pages], revalidate: REVALIDATE_SECONDS },
  )()

/** Sale currencies with their display settings; `decimals` is the ISO 4217 minor-unit count (`currencyDecimals`). */
export const getCurrencies = (locale: TextLocale) =>
  unstable_cache(
    async () =>
      // digits from the ISO 4217 table: what amounts are computed in, whatever the CMS field says
      ((await cmsQuery(CurrenciesDocument, { locale }, { locale })).Currencies?.docs ?? []).map((c) => ({ ...c, decimals: currencyDecimals(c.isoCode) })),
    ['currencies', locale],
    {
      tags: [cacheTags.all, cacheTags.currencies],
      revalidate: REVALIDATE_SECONDS,
    },
  )()
