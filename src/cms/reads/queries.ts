/**
 * Cached CMS reads of the storefront (architecture §9): tagged with `unstable_cache` and expired by
 * Payload hooks, so an editor's change shows on the next request without a redeploy. A 5-minute
 * safety revalidation also brings scheduled banners in and out on time.
 */
import { unstable_cache } from 'next/cache'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { AllPageSlugsDocument, CurrenciesDocument, LayoutDocument, PageBySlugDocument, PageSlugsDocument } from '../../lib/graphql/documents'
import { cmsQuery } from './graphql'
import type { ContentLocale } from '../../lib/i18n/locales'

const REVALIDATE_SECONDS = 300

/** Site settings, header, footer and visible banners for one language. */
export const getLayoutData = (locale: ContentLocale) =>
  unstable_cache(() => cmsQuery(LayoutDocument, { locale }, { locale }), ['layout', locale], {
    tags: [cacheTags.all, cacheTags.siteSettings, cacheTags.header, cacheTags.footer, cacheTags.banners],
    revalidate: REVALIDATE_SECONDS,
  })()

/** A published page by its slug in one language, or null. */
export const getPageBySlug = (slug: string, locale: ContentLocale) =>
  unstable_cache(async () => (await cmsQuery(PageBySlugDocument, { slug, locale }, { locale })).Pages?.docs[0] ?? null, ['page', locale, slug], {
    tags: [cacheTags.all, cacheTags.pages],
    revalidate: REVALIDATE_SECONDS,
  })()

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

/** Sale currencies with their display settings. */
export const getCurrencies = (locale: ContentLocale) =>
  unstable_cache(async () => (await cmsQuery(CurrenciesDocument, { locale }, { locale })).Currencies?.docs ?? [], ['currencies', locale], {
    tags: [cacheTags.all, cacheTags.currencies],
    revalidate: REVALIDATE_SECONDS,
  })()
