/**
 * GraphQL reads of every collection and global the storefront uses (issue #2), executed with urql
 * in-process against Payload's schema exactly as the storefront runs them, as an anonymous visitor.
 */
import { describe, expect, it } from 'vitest'
import {
  AllPageSlugsDocument,
  BanksDocument,
  CurrenciesDocument,
  HotelsDocument,
  HotelTaxNotesDocument,
  LayoutDocument,
  PageByIdDocument,
  PageBySlugDocument,
  PageSlugsDocument,
  PaymentMethodsDocument,
  RoomCategoriesDocument,
  UnavailableProductsDocument,
} from '@/lib/graphql/documents'
import { cmsQuery } from '@/cms/reads/graphql'
import { CmsQueryError } from '@/lib/errors'
import { formatMoney } from '@/lib/money/format'
import { isBannerLive } from '@/features/site/domain/banners'
import { testPayload } from '../helpers/payload'

describe('CMS GraphQL documents', () => {
  it('reads a page by its localized slug with its blocks and alternates', async () => {
    const en = await cmsQuery(PageBySlugDocument, { slug: 'privacy-notice', locale: 'en' }, { locale: 'en' })
    const page = en.Pages!.docs[0]
    expect(page.title).toMatch(/privacy/i)
    expect(page.layout![0].__typename).toBe('HeroBlock')
    expect(page.layout!.length).toBeGreaterThan(3)
    const slugs = await cmsQuery(PageSlugsDocument, { id: page.id }, { locale: 'es' })
    expect(slugs).toEqual({ es: { slug: 'aviso-de-privacidad' }, en: { slug: 'privacy-notice' } })
    const es = await cmsQuery(PageBySlugDocument, { slug: 'privacy-notice', locale: 'es' }, { locale: 'es' })
    expect(es.Pages!.docs).toHaveLength(0)
  })

  it('reads a page in Portuguese, field by field falling back to English (issue #14 item 17)', async () => {
    const homeEn = (await cmsQuery(PageBySlugDocument, { slug: 'home', locale: 'en' }, { locale: 'en' })).Pages!.docs[0]
    const homePt = (await cmsQuery(PageByIdDocument, { id: homeEn.id, locale: 'pt', fallbackLocale: 'en' }, { locale: 'pt' })).Pages!.docs[0]
    expect(homePt.title).toBe('Início')
    expect(homePt.layout![0]).toMatchObject({ __typename: 'HeroBlock', heading: 'Hotel Arte: onde o Caribe mexicano vira arte' })
    expect(homePt.slug).toBe('home')
    // a page no editor has translated shows its English text, under the English slug
    const privacyEn = (await cmsQuery(PageBySlugDocument, { slug: 'privacy-notice', locale: 'en' }, { locale: 'en' })).Pages!.docs[0]
    const privacyPt = (await cmsQuery(PageByIdDocument, { id: privacyEn.id, locale: 'pt', fallbackLocale: 'en' }, { locale: 'pt' })).Pages!.docs[0]
    expect(privacyPt.title).toBe(privacyEn.title)
    expect(privacyPt.slug).toBe('privacy-notice')
    expect(privacyPt.layout!.length).toBe(privacyEn.layout!.length)
    // the layout and the reference data in Portuguese, as seeded
    const layout = await cmsQuery(LayoutDocument, { locale: 'pt' }, { locale: 'pt' })
    expect(layout.Header!.navItems!.map((n) => n.label)).toEqual(expect.arrayContaining(['Gastronomia', 'Loja', 'Perguntas frequentes']))
    expect(layout.Header!.navItems!.find((n) => n.label === 'Loja')!.href).toBe('/pt/loja/')
    const usd = (await cmsQuery(CurrenciesDocument, { locale: 'pt' }, { locale: 'pt' })).Currencies!.docs.find((c) => c.isoCode === 'USD')!
    expect(usd.name).toBe('Dólar americano')
  })

  it('lists every published page slug in both languages', async () => {
    const data = await cmsQuery(AllPageSlugsDocument, {}, { locale: 'es' })
    expect(data.es!.docs.map((d) => d.slug)).toContain('terminos-de-uso')
    expect(data.en!.docs.map((d) => d.slug)).toContain('terms-of-use')
  })

  it('reads the layout: settings, navigation, footer and visible banners only', async () => {
    const data = await cmsQuery(LayoutDocument, { locale: 'es' }, { locale: 'es' })
    expect(data.SiteSetting!.phones).toEqual({ mexico: '800 292 2738', usa: '1 888 774 0040' })
    expect(data.SiteSetting!.serviceHours!.weekdaysClose).toBe('23:00')
    expect(data.Header!.navItems!.length).toBeGreaterThan(3)
    expect(data.Footer!.columns!.length).toBe(3)
    expect(data.Banners!.docs).toEqual([]) // seeded off, as the spec's site has them
  })

  it('reads the 17 currencies and formats with their settings', async () => {
    const data = await cmsQuery(CurrenciesDocument, { locale: 'en' }, { locale: 'en' })
    const docs = data.Currencies!.docs
    expect(docs.map((c) => c.isoCode)).toEqual(['USD', 'MXN', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'])
    const eur = docs.find((c) => c.isoCode === 'EUR')!
    expect(formatMoney(11249, eur)).toBe('112,49\u00a0€')
    expect(docs.find((c) => c.isoCode === 'MXN')!.name).toBe('Mexican peso')
  })

  it('reads payment methods per currency: MXN has 4, PayPal only where the spec lists it', async () => {
    const data = await cmsQuery(PaymentMethodsDocument, { locale: 'es' }, { locale: 'es' })
    const methods = data.PaymentMethods!.docs
    const forCurrency = (iso: string) => methods.filter((m) => m.currencies!.some((c) => c.isoCode === iso)).map((m) => m.apiCode)
    expect(forCurrency('MXN')).toHaveLength(4)
    expect(
      methods
        .find((m) => m.apiCode === 'PP')!
        .currencies!.map((c) => c.isoCode)
        .sort(),
    ).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'JPY', 'USD'])
    expect(forCurrency('EUR')).toContain('CB')
    expect(methods.find((m) => m.apiCode === 'UP')!.languages).toEqual(['en'])
  })

  it('reads banks, room categories, hotels and unavailable products', async () => {
    const banks = (await cmsQuery(BanksDocument, { locale: 'es' }, { locale: 'es' })).Banks!.docs
    expect(banks.length).toBeGreaterThanOrEqual(5)
    for (const b of banks) for (const m of b.msiBreakdown!) expect([3, 6, 9, 12, 13, 15]).toContain(m)

    const categories = (await cmsQuery(RoomCategoriesDocument, { locale: 'en' }, { locale: 'en' })).RoomCategories!.docs
    expect(categories.map((c) => c.categoryId)).toEqual(['suites', 'jrsuites', 'swimup', 'mrsuites'])

    const hotels = (await cmsQuery(HotelsDocument, {}, { locale: 'en' })).Hotels!.docs
    expect(hotels.map((h) => h.code)).toEqual(['HXA', 'HXM', 'LCDLP'])
    expect(hotels.find((h) => h.isDefault)!.propertyCode).toBe(31453)
    // the hotels' note on what prices do not include (issue #14 item 16), per language
    const notes = (await cmsQuery(HotelTaxNotesDocument, { locale: 'es' }, { locale: 'es' })).Hotels!.docs
    expect(notes.find((h) => h.code === 'HXA')!.taxNote).toMatch(/^No incluye el VISITAX/)
    expect((await cmsQuery(HotelTaxNotesDocument, { locale: 'en' }, { locale: 'en' })).Hotels!.docs.find((h) => h.propertyCode === 79260)!.taxNote).toMatch(/^Not included: VISITAX/)

    const unavailable = (await cmsQuery(UnavailableProductsDocument, { locale: 'en' }, { locale: 'en' })).UnavailableProducts!.docs
    expect(unavailable.find((u) => u.productId === 2120)!.message).toBe('Available during summer vacation season')
    expect(unavailable.find((u) => u.productId === 1893)!.message).toBe('Not currently available')
  })

  it('gives a date as the ISO string an HTTP client would get, milliseconds kept, so a banner ends on time', async () => {
    // The in-process execution handed over Date objects from Payload's DateTime scalar; the storefront
    // read them as strings (Date.parse(String(date)) drops the milliseconds), so a sale banner came down
    // up to a second before its end on a fresh render (the scheduled-banner e2e test's CI failure).
    const payload = await testPayload()
    const startsAt = '2026-01-01T10:00:00.250Z'
    const endsAt = '2026-01-01T10:00:00.900Z'
    const doc = await payload.create({
      collection: 'banners',
      data: { name: 'GraphQL date probe', kind: 'sale-banner', visible: true, heading: 'Probe', _status: 'published', startsAt, endsAt } as never,
      overrideAccess: true,
    })
    try {
      const banner = (await cmsQuery(LayoutDocument, { locale: 'es' }, { locale: 'es' })).Banners!.docs.find((b) => b.id === doc.id)!
      expect(banner.startsAt).toBe(startsAt)
      expect(banner.endsAt).toBe(endsAt)
      // live at 10:00:00.500, half a second before its end
      expect(isBannerLive({ ...banner, visible: true }, new Date('2026-01-01T10:00:00.500Z'))).toBe(true)
    } finally {
      await payload.delete({ collection: 'banners', id: doc.id, overrideAccess: true })
    }
  })

  it('raises CmsQueryError with the operation name for an invalid variable', async () => {
    await expect(cmsQuery(PageBySlugDocument, { slug: 'x', locale: 'fr' as 'en' }, { locale: 'en' })).rejects.toBeInstanceOf(CmsQueryError)
  })
})
