/**
 * Order confirmation page: `/es/pedido/{code}/` ↔ `/en/order/{code}/`.
 * Readable with the order's access token (orderAccess.ts): `?k=` from the confirmation
 * email, or a grant in the `shop-orders` cookie (set when ordering and by the lookup `/es/mi-pedido/`
 * ↔ `/en/my-order/`); anything else is a 404. Order code,
 * lines with every amount paid (tickets, add-ons with what the visitor needs to use them, deposit)
 * and the total paid, one QR e-ticket per visitor (signed reference, the add-ons it comes with), the cancellation policy and
 * the cancel button with the server's refund quote; once cancelled, where the refund stands at the
 * payment provider (sent with its reference, or owed with a "send again" button). GA4 purchase after
 * consent.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies } from 'next/headers'
import { after } from 'next/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { TrackEvent } from '../../../../lib/analytics/TrackEvent'
import { textLocaleOf, isRouteLocale, type RouteLocale } from '../../../../lib/i18n/locales'
import { formatMoney, toMajorUnits } from '../../../../lib/money/format'
import { calendarNow } from '../../../../lib/clock'
import { getCurrencies } from '../../../../cms/reads/queries'
import { shopPath, shopSegment } from '../../domain/paths'
import { CancelOrder } from '../../components/CancelOrder'
import { ChangeOrderDateLauncher } from '../../components/ChangeOrderDateLauncher'
import { RetryRefund } from '../../components/RetryRefund'
import { refundDisplay } from '../../../checkout/domain/refundDisplay'
import { canChangeDate, messageFor } from '../../domain'
import { hotelLocalDate } from '../../../../lib/hotel-date'
import { shopService } from '../index'
import { sendOrderMailOnce } from '../orderMail'
import { orderFormat, type ShopParamPageProps } from './common'
import { ORDER_PAGE_CODE, orderPageAccess, SHOP_ORDERS_COOKIE } from './orderAccess'
import { formatCalendarDate } from '../../../../lib/i18n/dates'

export async function orderMetadata({ params }: ShopParamPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getTranslations({ locale, namespace: 'meta' })])
  return { title: t('orderTitle'), description: tm('order'), robots: { index: false, follow: false } }
}

export async function OrderView({ params, searchParams, segment }: ShopParamPageProps & { segment: string }) {
  const [{ locale, code }, query] = await Promise.all([params, searchParams])
  if (!isRouteLocale(locale) || !code || !ORDER_PAGE_CODE.test(code)) notFound()
  if (segment !== shopSegment(locale, 'order')) permanentRedirect(shopPath(locale, 'order', code, typeof query.k === 'string' ? `k=${encodeURIComponent(query.k)}` : ''))
  setRequestLocale(locale)
  const lang = textLocaleOf(locale)
  const [jar, t, tq, tb] = await Promise.all([cookies(), getTranslations('shop'), getTranslations('shop'), getTranslations('booking')])
  // the access token: from the email link (?k=) or this browser's grants (ordering, lookup)
  const access = orderPageAccess(code, query.k, jar.get(SHOP_ORDERS_COOKIE)?.value)
  const email = access ? await shopService().orderEmail(code) : null
  const order = email ? structuredClone(await shopService().getOrder(code, email, lang)) : null
  if (!order || !email || !access) notFound()
  // a guest who reaches the page before the confirmation email went out gets it now (once per order)
  after(() => sendOrderMailOnce(order.orderCode).catch(() => undefined))
  const currencies = await getCurrencies(textLocaleOf(locale))
  const fmt = orderFormat(currencies, order.currency, order.decimals)
  const money = (m: number) => formatMoney(m, fmt)
  // the refund as the guest is told it (sent, on its way at the provider, owed, or a released hold)
  const refundShown = order.refund
    ? refundDisplay({ status: order.refund.status, reference: order.refund.reference, providerStatus: order.refund.providerStatus, amountMinor: order.refund.amountMinor })
    : null
  const visitorsText = (q: { adults: number; minors: number; infants: number }) =>
    [t('lineAdult', { count: q.adults }), q.minors ? t('lineMinor', { count: q.minors }) : null, q.infants ? t('lineInfant', { count: q.infants }) : null].filter(Boolean).join(', ')
  const quote = order.status === 'paid' ? await shopService().quoteOrderCancellation(code, email, calendarNow()) : null
  const cancelled = order.status === 'cancelled'
  // date change (not on the visit day, hotel-local): the earliest dated line decides
  const dated = order.lines.filter((l) => l.date !== null).sort((a, b) => a.date!.localeCompare(b.date!))
  const visitDate = dated[0]?.date ?? null
  const now = calendarNow()
  const dateChangeAllowed = visitDate !== null && canChangeDate(visitDate, now)
  return (
    <article className="page page--flow shop-order">
      {!cancelled ? (
        <TrackEvent
          event="purchase"
          payload={{
            currency: order.currency,
            value: toMajorUnits(order.totalMinor, order.decimals),
            transaction_id: order.orderCode,
            items: order.lines.map((l) => ({ item_id: String(l.productId), item_name: l.name, price: toMajorUnits(l.totalMinor, order.decimals), quantity: 1 })),
          }}
        />
      ) : null}
      <h1>{cancelled ? t('orderCancelledTitle') : t('orderTitle')}</h1>
      <dl className="summary__dates shop-order__facts">
        <dt>{t('orderCode')}</dt>
        <dd>
          <strong className="confirmation-code" data-testid="order-code">
            {order.orderCode}
          </strong>
        </dd>
        <dt>{t('orderPaid')}</dt>
        <dd data-testid="order-paid">{money(order.totalMinor)}</dd>
      </dl>
      {order.refund ? (
        <p className="notice" role="status" data-testid="order-refund">
          {t('cancelled', { refund: money(order.refund.amountMinor) })}
        </p>
      ) : null}
      {refundShown === 'sent' && order.refund?.reference ? (
        <p data-testid="order-refund-state" data-state="succeeded">
          {t('refundSent', { refund: money(order.refund.amountMinor), reference: order.refund.reference })}
        </p>
      ) : null}
      {refundShown === 'processing' && order.refund ? (
        <p data-testid="order-refund-state" data-state="processing">
          {t('refundProcessing', { refund: money(order.refund.amountMinor), reference: order.refund.reference ?? '' })}
        </p>
      ) : null}
      {refundShown === 'released' && order.refund ? (
        <p data-testid="order-refund-state" data-state="released">
          {t('refundReleased', { refund: money(order.refund.amountMinor), retained: money(order.totalMinor - order.refund.amountMinor) })}
        </p>
      ) : null}
      {refundShown === 'owed' && order.refund ? (
        <div data-testid="order-refund-state" data-state={order.refund.status}>
          <p className="notice notice--error">{t('refundOwed', { refund: money(order.refund.amountMinor) })}</p>
          <RetryRefund locale={locale} code={order.orderCode} access={access} texts={{ retry: t('retryRefund'), done: t('refundRetried') }} />
        </div>
      ) : null}
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orderSummary')}</h2>
        <ul className="shop-lines shop-lines--compact">
          {order.lines.map((l, i) => (
            <li key={i} className="shop-line" data-testid="order-line">
              <h3 className="shop-line__name">{l.name}</h3>
              <p className="shop-line__meta">
                {[
                  l.date ? formatCalendarDate(l.date, lang) : l.openTicketValidUntil ? t('openTicketUntil', { date: formatCalendarDate(l.openTicketValidUntil, lang) }) : '',
                  l.scheduleTime,
                  l.routeName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {/* every amount charged for the line: tickets, each add-on, the deposit; they add up to its total */}
              <table className="shop-quote__table shop-order__items" aria-label={t('orderItems')}>
                <tbody>
                  <tr data-testid="order-item" data-kind="tickets">
                    <th scope="row">
                      {t('lineTickets')}
                      <span className="shop-order__item-note">{visitorsText(l.quantities)}</span>
                    </th>
                    <td>{money(l.ticketsMinor)}</td>
                  </tr>
                  {l.addOns.map((a) => (
                    <tr key={a.complementId} data-testid="order-item" data-kind="addOn">
                      <th scope="row">
                        {t('lineItem', { name: a.name, count: a.quantity })}
                        {a.details ? <span className="shop-order__item-note">{a.details}</span> : null}
                      </th>
                      <td>{money(a.amountMinor)}</td>
                    </tr>
                  ))}
                  {l.deposit ? (
                    <tr data-testid="order-item" data-kind="deposit">
                      <th scope="row">{t('lineItem', { name: t('lineDeposit'), count: l.deposit.quantity })}</th>
                      <td>{money(l.deposit.amountMinor)}</td>
                    </tr>
                  ) : null}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('subtotal')}</th>
                    <td data-testid="order-line-total">{money(l.totalMinor)}</td>
                  </tr>
                </tfoot>
              </table>
            </li>
          ))}
        </ul>
      </section>
      {!cancelled ? (
        <section aria-labelledby="order-tickets">
          <h2 id="order-tickets">{t('tickets')}</h2>
          <p>{t('ticketsHint')}</p>
          <ul className="shop-tickets" data-testid="tickets">
            {order.tickets.map((tk) => (
              <li key={tk.reference} className="shop-ticket" data-testid="ticket">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={tk.qrDataUrl} alt={t('ticketQr', { reference: tk.reference })} width={160} height={160} className="shop-ticket__qr" />
                <div className="shop-ticket__body">
                  <strong>{tk.productName}</strong>
                  <span>{[tk.visitorLabel, tk.date ? formatCalendarDate(tk.date, lang) : null, tk.scheduleTime].filter(Boolean).join(' · ')}</span>
                  {tk.routeName ? <span>{tk.routeName}</span> : null}
                  {tk.addOns.map((a) => (
                    <span key={a.complementId} className="shop-ticket__addon" data-testid="ticket-addon">
                      {t('ticketIncludes', { items: a.name })}
                      {a.details ? <span className="shop-ticket__addon-details">{a.details}</span> : null}
                    </span>
                  ))}
                  <code className="shop-ticket__ref">{tk.reference}</code>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!cancelled && visitDate ? (
        <section aria-labelledby="order-change-date" className="shop-policy" data-testid="change-date">
          <h2 id="order-change-date">{t('changeDateTitle')}</h2>
          {dateChangeAllowed ? (
            <>
              <p>{t('changeDateHint', { date: formatCalendarDate(visitDate, lang) })}</p>
              <ChangeOrderDateLauncher
                openLabel={t('changeDateOpen')}
                locale={locale}
                code={order.orderCode}
                access={access}
                productId={dated[0]!.productId}
                currentDate={visitDate}
                today={hotelLocalDate(now)}
                texts={{
                  calendar: t('changeDateCalendar'),
                  previousMonth: t('previousMonth'),
                  nextMonth: t('nextMonth'),
                  chosenDate: t.raw('chosenDate') as string,
                  noDateYet: t('noDateYet'),
                  changeDate: t('changeDate'),
                  changed: t.raw('dateChanged') as string,
                }}
              />
            </>
          ) : (
            <p className="notice" data-testid="date-change-closed">
              {messageFor('DATE_CHANGE_NOT_ALLOWED', lang)}
            </p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="order-policy" className="shop-policy">
        <h2 id="order-policy">{t('policyTitle')}</h2>
        <p>{t('policyText')}</p>
        {quote && quote.ok ? (
          <CancelOrder
            locale={locale}
            code={order.orderCode}
            access={access}
            texts={{
              cancelOrder: t('cancelOrder'),
              confirmCancel: t('confirmCancel'),
              keepOrder: t('keepOrder'),
              cancelDialog: t('cancelDialog'),
              quote: quote.refund.refund > 0 ? t('refundQuote', { refund: money(quote.refund.refund), fee: money(quote.refund.fee) }) : t('noRefund'),
              cancelled: t('cancelled', { refund: money(quote.refund.refund) }),
              close: tb('close'),
            }}
          />
        ) : null}
      </section>
      <p>
        <a href={shopPath(locale as RouteLocale, 'shop')}>{tq('keepShopping')}</a>
      </p>
    </article>
  )
}
