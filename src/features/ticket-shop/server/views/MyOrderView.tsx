/**
 * The ticket order lookup page `/es/mi-pedido/` ↔ `/en/my-order/`: the code + email form,
 * and the orders this browser already holds (each a link to its page), newest first — a second
 * order never hides the first. `noindex`.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { messagesFor } from '../../../../lib/i18n/dictionaries'
import { isRouteLocale } from '../../../../lib/i18n/locales'
import { shopPath, shopSegment } from '../../domain/paths'
import { CodeEmailLookupForm } from '../../../../components/CodeEmailLookupForm'
import { lookupOrderAction } from '../lookupActions'
import type { ShopPageProps } from './common'
import { ORDER_CODE_INPUT, parseOrderGrants, SHOP_ORDERS_COOKIE } from './orderAccess'

export async function myOrderMetadata({ params }: ShopPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'myOrder' })
  return { title: t('title'), description: t('intro'), robots: { index: false, follow: false } }
}

export async function MyOrderView({ params, searchParams, slug }: ShopPageProps & { slug: string }) {
  const [{ locale }, query] = await Promise.all([params, searchParams])
  if (!isRouteLocale(locale)) notFound()
  if (shopSegment(locale, 'myOrder') !== slug) permanentRedirect(shopPath(locale, 'myOrder'))
  setRequestLocale(locale)
  const [t, ts, jar] = await Promise.all([getTranslations('myOrder'), getTranslations('shop'), cookies()])
  const m = messagesFor(locale).myOrder
  const known = [...parseOrderGrants(jar.get(SHOP_ORDERS_COOKIE)?.value).keys()]
  const code = typeof query.code === 'string' && ORDER_CODE_INPUT.test(query.code.toUpperCase()) ? query.code.toUpperCase() : ''
  return (
    <article className="page page--flow my-order">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <CodeEmailLookupForm
        id="order-lookup"
        action={lookupOrderAction}
        codeMaxLength={30}
        locale={locale}
        defaultCode={code}
        texts={{ code: t('code'), email: t('email'), find: t('find'), errors: m.errors }}
      />
      {known.length > 0 ? (
        <section aria-labelledby="known-orders">
          <h2 id="known-orders">{ts('orderSummary')}</h2>
          <ul data-testid="known-orders">
            {known.map((c) => (
              <li key={c}>
                <a href={shopPath(locale, 'order', c)}>{c}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
