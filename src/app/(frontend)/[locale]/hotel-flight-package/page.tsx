import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PackageSearch } from '@/features/hotel-booking/server/PackageSearch'
import { ContentPageArticle, contentPageMetadata, loadContentPage } from '@/features/site/server/ContentPageView'
import { LinkedProducts } from '@/features/ticket-shop/server/views/LinkedProducts'

type Props = { params: Promise<{ locale: string }> }

/**
 * The hotel + flight package content page (same slug in es and en) with the package search form.
 * Its own route so the form's client JS loads only here, not on every content page.
 */
export default async function HotelFlightPackagePage({ params }: Props) {
  const found = await loadContentPage((await params).locale, 'hotel-flight-package')
  if (!found) notFound()
  setRequestLocale(found.locale)
  return (
    <ContentPageArticle found={found} linked={<LinkedProducts locale={found.locale} slug={found.slug} />}>
      <PackageSearch locale={found.locale} />
    </ContentPageArticle>
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await loadContentPage((await params).locale, 'hotel-flight-package'))
}
