import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { JsonLd } from '@/features/site/components/JsonLd'
import { PageBlocks } from '@/features/site/components/PageBlocks'
import { PackageSearch } from '@/features/hotel-booking/server/PackageSearch'
import { breadcrumbJsonLd } from '@/features/site/domain/structuredData'
import { absoluteUrl, buildMetadata, pagePath } from '@/features/site/server/metadata'
import { getPageBySlug, getPageSlugs } from '@/features/site/server/queries'
import { SLUG_PATTERN } from '@/cms/fields/slug'
import { LinkedProducts } from '@/features/ticket-shop/server/views/LinkedProducts'
import { contentLocaleOf, isRouteLocale, type RouteLocale } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; slug: string[] }> }

const ParamsSchema = z.object({
  locale: z.string().refine(isRouteLocale),
  slug: z
    .array(z.string().max(80))
    .min(1)
    .max(4)
    .transform((s) => s.join('/'))
    .refine((s) => SLUG_PATTERN.test(s) && s !== 'home'),
})

/** Content pages render on first visit and are then served from the cache. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const parsed = ParamsSchema.safeParse(await params)
  if (!parsed.success) return null
  const locale = parsed.data.locale as RouteLocale
  const page = await getPageBySlug(parsed.data.slug, contentLocaleOf(locale))
  return page ? { locale, page } : null
}

/** A CMS content page by its localized slug (spec §2 Content pages); anything else is the 404. */
export default async function ContentPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  const { locale, page } = found
  return (
    <article className="page">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: locale === 'es' ? 'Inicio' : 'Home', url: absoluteUrl(`/${locale}/`) },
          { name: page.title, url: absoluteUrl(`/${locale}/${page.slug}/`) },
        ])}
      />
      <PageBlocks blocks={page.layout ?? []} />
      {page.slug === 'hotel-flight-package' ? <PackageSearch locale={locale} /> : null}
      <LinkedProducts locale={locale} slug={page.slug} />
    </article>
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const slugs = await getPageSlugs(found.page.id)
  return buildMetadata(
    found.locale,
    { title: found.page.meta?.title || found.page.title, description: found.page.meta?.description },
    { es: pagePath('es', slugs.es), en: pagePath('en', slugs.en) },
  )
}
