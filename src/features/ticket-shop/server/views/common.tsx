/**
 * Shared pieces of the ticket shop's pages: the page props, the currency choice (query
 * `currency`, then the currency cookie, then USD — spec §4 default), the CMS currency formats, the
 * client-side dictionary provider and the breadcrumb trail.
 */
import { NextIntlClientProvider } from 'next-intl'
import '../../components/shop.css'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import type { CurrencyDoc } from '../../../../lib/graphql/documents'
import { CURRENCY_COOKIE } from '../../../../lib/cookies'
import { messagesFor } from '../../../../lib/i18n/dictionaries'
import type { RouteLocale, TextLocale } from '../../../../lib/i18n/locales'
import { type CurrencyFormat, USD_FORMAT } from '../../../../lib/money/format'
import { getCurrencies } from '../../../../cms/reads/queries'

export type ShopPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }
export type ShopParamPageProps = { params: Promise<{ locale: string; slug?: string; code?: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)

export function toFormat(c: CurrencyDoc): CurrencyFormat {
  return {
    isoCode: c.isoCode,
    symbol: c.symbol,
    presentationSymbol: c.presentationSymbol,
    position: c.position === 'D' ? 'D' : 'I',
    decimalSeparator: c.decimalSeparator,
    thousandSeparator: c.thousandSeparator,
    decimals: c.decimals,
  }
}

/**
 * How an order's money is written: its currency's CMS format with the order's own `decimals` (the
 * minor units it was charged in), or the ISO code as the symbol when the CMS no longer has it.
 */
export function orderFormat(currencies: readonly CurrencyDoc[], isoCode: string, decimals: number): CurrencyFormat {
  const doc = currencies.find((c) => c.isoCode === isoCode)
  return doc ? { ...toFormat(doc), decimals } : { isoCode, symbol: isoCode, position: 'I', decimalSeparator: '.', thousandSeparator: ',', decimals }
}

/** The currencies of the CMS and the one this page shows (query, cookie, USD). */
export async function chooseCurrency(lang: TextLocale, query: Record<string, string | string[] | undefined>) {
  const [currencies, jar] = await Promise.all([getCurrencies(lang), cookies()])
  const known = (c: string | undefined) => Boolean(c && currencies.some((x) => x.isoCode === c))
  const wanted = [first(query.currency), jar.get(CURRENCY_COOKIE)?.value, 'USD'].find(known) ?? currencies[0]?.isoCode ?? 'USD'
  const doc = currencies.find((c) => c.isoCode === wanted)
  const format: CurrencyFormat = doc ? toFormat(doc) : USD_FORMAT
  return { currencies: currencies.map((c) => ({ ...c })), currency: wanted, format }
}

/** Client texts of the shop (namespaces shop, cart and the guest form's). */
export function ShopIntl({ locale, children }: { locale: RouteLocale; children: ReactNode }) {
  const m = messagesFor(locale)
  return (
    <NextIntlClientProvider locale={locale} messages={{ shop: m.shop, shopMessages: m.shopMessages, cart: m.cart, errors: m.errors }}>
      {children}
    </NextIntlClientProvider>
  )
}

/** Visible breadcrumb trail (the BreadcrumbList JSON-LD carries the same items). */
export function Breadcrumbs({ label, items }: { label: string; items: { name: string; href: string }[] }) {
  return (
    <nav aria-label={label} className="shop-breadcrumbs">
      <ol>
        {items.map((it, i) => (
          <li key={it.href}>{i === items.length - 1 ? <span aria-current="page">{it.name}</span> : <a href={it.href}>{it.name}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
