import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundView, notFoundMetadata } from '@/features/site/server/NotFoundView'
import { messagesFor } from '@/lib/i18n/dictionaries'
import { isRouteLocale } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/**
 * Rendered per request and never stored by a shared cache: the proxy (src/proxy.ts) rewrites here,
 * with status 404, addresses that name nothing yet (a product or an order may exist a moment later).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
}

/**
 * The 404 page as a page of its own (it never calls `notFound()`, so its HTML is complete): the
 * proxy's rewrite target for the dynamic routes' unknown products, orders and confirmation codes.
 * Its `<title>` is in the page too (React puts it in the head): answered with status 404, Next
 * renders the metadata of its own 404 instead (a `noindex` and no title).
 */
export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params
  if (isRouteLocale(locale)) setRequestLocale(locale)
  return (
    <>
      <title>{messagesFor(isRouteLocale(locale) ? locale : 'en').errors.notFound}</title>
      <NotFoundView locale={locale} />
    </>
  )
}
