import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { ContentPageArticle, contentPageMetadata, loadContentPage } from '@/features/site/server/ContentPageView'
import { NotFoundResponse, notFoundMetadata } from '@/features/site/server/NotFoundView'
import { LinkedProducts } from '@/features/ticket-shop/server/views/LinkedProducts'

type Props = { params: Promise<{ locale: string; slug: string[] }> }

/** Content pages render on first visit and are then served from the cache. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, slug } = await params
  if (!Array.isArray(slug) || slug.length < 1 || slug.length > 4 || slug.some((s) => s.length > 80)) return null
  return loadContentPage(locale, slug.join('/'))
}

/**
 * A CMS content page by its localized slug (spec §2 Content pages); anything else is the 404, with
 * its HTML (the route is prerendered on first visit: `NotFoundResponse`).
 */
export default async function ContentPage({ params }: Props) {
  const found = await load(params)
  if (!found) return <NotFoundResponse locale={(await params).locale} />
  setRequestLocale(found.locale)
  return <ContentPageArticle found={found} linked={<LinkedProducts locale={found.locale} slug={found.slug} />} />
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  return found ? contentPageMetadata(found) : notFoundMetadata((await params).locale)
}
