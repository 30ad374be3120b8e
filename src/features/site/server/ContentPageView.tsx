/**
 * A CMS content page by its localized slug (spec §2 Content pages): loading with validated params,
 * the article (breadcrumb JSON-LD, blocks, linked shop products) and its metadata. Shared by the
 * catch-all route and the few content pages that add an interactive part in their own route folder
 * (so that part's client JS is not in every content page's first load).
 */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { SLUG_PATTERN } from '@/lib/slug'
import { JsonLd } from '@/components/JsonLd'
import { PageBlocks } from '@/features/site/components/PageBlocks'
import { breadcrumbJsonLd } from '@/lib/seo/structuredData'
import { absoluteUrl, buildMetadata, pagePath } from '@/lib/seo/metadata'
import { getPageBySlug, getPageSlugs } from '@/cms/reads/queries'
import { pageForRequest } from '@/cms/reads/preview'
import { isRouteLocale, textLocaleOf, type RouteLocale } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/dictionaries'

const ParamsSchema = z.object({
  locale: z.string().refine(isRouteLocale),
  slug: z
    .string()
    .max(330)
    .refine((s) => SLUG_PATTERN.test(s) && s !== 'home'),
})

type Page = NonNullable<Awaited<ReturnType<typeof getPageBySlug>>>
/** `slug` is the one of the URL (Portuguese pages carry the English slug). */
export type FoundContentPage = { locale: RouteLocale; slug: string; page: Page }

/** The page for a route locale and slug (`a/b` for nested), or null (→ 404) when invalid or unknown. */
export async function loadContentPage(locale: string, slug: string): Promise<FoundContentPage | null> {
  const parsed = ParamsSchema.safeParse({ locale, slug })
  if (!parsed.success) return null
  const routeLocale = parsed.data.locale as RouteLocale
  // a staff user previewing reads the latest draft; everyone else the cached published page
  const { page } = await pageForRequest(parsed.data.slug, textLocaleOf(routeLocale))
  return page ? { locale: routeLocale, slug: parsed.data.slug, page } : null
}

/**
 * The page's article; `children` render after the CMS blocks, then `linked` (the shop's cards of the
 * products linked to this page, composed by the route: no feature imports another).
 */
export function ContentPageArticle({ found, children, linked }: { found: FoundContentPage; children?: ReactNode; linked?: ReactNode }) {
  const { locale, page } = found
  return (
    <article className="page">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: messagesFor(locale).common.home, url: absoluteUrl(`/${locale}/`) },
          { name: page.title, url: absoluteUrl(`/${locale}/${found.slug}/`) },
        ])}
      />
      <PageBlocks blocks={page.layout ?? []} locale={locale} />
      {children}
      {linked}
    </article>
  )
}

/** Title, description, canonical and hreflang alternates of a content page. */
export async function contentPageMetadata(found: FoundContentPage | null): Promise<Metadata> {
  if (!found) return {}
  const slugs = await getPageSlugs(found.page.id)
  return buildMetadata(found.locale, { title: found.page.meta?.title || found.page.title, description: found.page.meta?.description }, { es: pagePath('es', slugs.es), en: pagePath('en', slugs.en) })
}
