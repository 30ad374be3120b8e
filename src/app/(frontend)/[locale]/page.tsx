import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PageBlocks } from '@/features/site/components/PageBlocks'
import { buildMetadata, pagePath } from '@/features/site/server/metadata'
import { getPageBySlug, getPageSlugs } from '@/features/site/server/queries'
import { contentLocaleOf, isRouteLocale } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/** Home page: the CMS page whose slug is `home` in the visitor's language. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await getPageBySlug('home', contentLocaleOf(locale))
  if (!page) notFound()
  return (
    <article className="page page--home">
      <PageBlocks blocks={page.layout ?? []} />
    </article>
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const page = await getPageBySlug('home', contentLocaleOf(locale))
  if (!page) return {}
  return buildMetadata(
    locale,
    { title: page.meta?.title || page.title, description: page.meta?.description },
    { es: pagePath('es', 'home'), en: pagePath('en', 'home') },
  )
}
