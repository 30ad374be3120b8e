/**
 * A signed-in customer's ticket orders, for the account page (`/es/cuenta/` ↔ `/en/account/`): the
 * orders placed with the account's email, newest first (`ordersForEmail`, at most 20), each with its
 * products, code, earliest visit date (or "open ticket"), total in the order's currency, a
 * "cancelled" mark, and a link to its page carrying the order's access token (orderAccess.ts), so it
 * opens in any browser the customer is signed in on. Rendered only for an account whose email is
 * verified: an order is as private as the email it was placed with (the account page checks it).
 */
import { getCurrencies } from '../../../../cms/reads/queries'
import { formatCalendarDate } from '../../../../lib/i18n/dates'
import { messagesFor } from '../../../../lib/i18n/dictionaries'
import { textLocaleOf, type RouteLocale } from '../../../../lib/i18n/locales'
import { formatMoney } from '../../../../lib/money/format'
import { hotelLocalDate } from '../../../../lib/hotel-date'
import { formatMessage } from '../../../../lib/i18n/format'
import { shopPath } from '../../domain/paths'
import { shopService } from '../index'
import { orderFormat } from './common'
import { orderAccessToken } from './orderAccess'

/**
 * The "My ticket orders" section's list, or its empty text.
 * @param email the signed-in customer's verified email
 */
export async function CustomerOrders({ locale, email }: { locale: RouteLocale; email: string }) {
  const t = messagesFor(locale).account
  const [orders, currencies] = await Promise.all([shopService().ordersForEmail(email, textLocaleOf(locale)), getCurrencies(textLocaleOf(locale))])
  if (orders.length === 0) return <p className="account-empty">{t.ordersEmpty}</p>
  return (
    <>
      <p>{formatMessage(t.ordersFor, { email }, locale)}</p>
      <ul className="account-orders" data-testid="account-orders">
        {orders.map((o) => {
          const placed = hotelLocalDate(new Date(o.createdAt)) // the day it was placed, hotel-local (America/Cancun)
          return (
            <li key={o.orderCode} className="account-order" data-order={o.orderCode}>
              <p className="account-order__title">
                <a href={shopPath(locale, 'order', o.orderCode, `k=${orderAccessToken(o.orderCode)}`)}>{o.productNames.join(' · ')}</a>
                {o.status === 'cancelled' ? <span className="account-order__status">{t.orderCancelled}</span> : null}
              </p>
              <p className="account-order__meta">
                <span>{formatMessage(t.orderCode, { code: o.orderCode }, locale)}</span>
                <span>{o.firstVisit ? formatMessage(t.orderVisit, { date: formatCalendarDate(o.firstVisit, locale) }, locale) : t.orderOpen}</span>
                <span>{formatMessage(t.orderPlaced, { date: formatCalendarDate(placed, locale) }, locale)}</span>
                <strong>{formatMoney(o.totalMinor, orderFormat(currencies, o.currency, o.decimals))}</strong>
              </p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
