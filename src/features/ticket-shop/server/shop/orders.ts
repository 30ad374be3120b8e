/**
 * Order reads: an order by code and email (lines with their paid items — tickets, add-ons, deposit —, tickets with QR codes, refunds), the email of an order (for its confirmation mail)
 * and the orders placed with one email (a signed-in customer's list on the account page).
 */
import { qrCode } from '../tickets'
import type * as T from '../types'
import { loc, toIso } from './shared'
import type { ShopContext } from './context'
import { localizeVisitorLabel } from '../../domain/visitors'
import { orderLineItems, type AddOnFallback } from '../../domain/orderItems'

/** A name in `locale`, else English, else Spanish (a line's names per language). */
const nameIn = (names: Partial<Record<T.ShopLocale, string>> | undefined, locale: T.ShopLocale): string | undefined => names?.[locale] ?? names?.en ?? names?.es

/** The orders capability over the service's shared context (what it does and its rules: the module doc); returns its operations. */
export function ordersOps(ctx: ShopContext) {
  const { deps, findOrder, orderLines } = ctx

  /** The customer email of an order (null when there is none): for callers that proved access another way (the order's access token). */
  async function orderEmail(orderCode: string): Promise<string | null> {
    if (typeof orderCode !== 'string' || orderCode.length > 40) return null
    const r = await deps.pool().query<{ email: string }>(`SELECT email FROM shop.orders WHERE order_code = $1`, [orderCode.trim().toUpperCase()])
    return r.rows[0]?.email ?? null
  }

  async function getOrder(orderCode: string, email: string, localeIn: T.ShopLocale): Promise<T.OrderView | null> {
    const locale = loc(localeIn)
    const pool = deps.pool()
    const o = await findOrder(pool, orderCode, email)
    if (!o) return null
    const lines = await orderLines(pool, o.order_code)
    const tickets = await pool.query<{ ticket_no: number; line_no: number; visitor_label: string; reference: string }>(
      `SELECT ticket_no, line_no, visitor_label, reference FROM shop.tickets WHERE order_code = $1 ORDER BY ticket_no`,
      [o.order_code],
    )
    // an add-on a line kept no snapshot of is named from the current catalogue
    const cat = await deps.catalog()
    const fallbackFor =
      (productId: number): AddOnFallback =>
      (id) => {
        const c = cat.byId.get(productId)?.product[locale].addOns.find((a) => a.id === id || a.idUpgrade === id)
        return c ? { name: (c.idUpgrade === id ? c.nameUpgrade : null) ?? c.name, details: c.infoDetails, kind: c.kind } : null
      }
    const lineViews: T.OrderLineView[] = lines.map((l) => {
      const items = orderLineItems(l.quote, l.request.addOnInfo, locale, fallbackFor(l.product_id))
      return {
        productId: l.product_id,
        name: nameIn(l.request.names, locale) ?? `#${l.product_id}`,
        date: toIso(l.visit_date),
        openTicketValidUntil: toIso(l.open_ticket_valid_until),
        scheduleTime: l.request.scheduleTime ?? null,
        routeName: (l.request.routeNames ? nameIn(l.request.routeNames, locale) : null) ?? l.request.routeName ?? null,
        quantities: l.quantities,
        quoteLines: l.quote,
        ticketsMinor: items.ticketsMinor,
        addOns: items.addOns,
        deposit: items.deposit,
        totalMinor: Number(l.total_minor),
      }
    })
    const ticketViews: T.TicketView[] = []
    for (const t of tickets.rows) {
      const i = lines.findIndex((l) => l.line_no === t.line_no)
      const line = lineViews[i]
      const qr = await qrCode(t.reference)
      ticketViews.push({
        reference: t.reference,
        visitorLabel: localizeVisitorLabel(t.visitor_label, locale),
        productName: line?.name ?? '',
        date: line?.date ?? null,
        qrSvg: qr.svg,
        qrDataUrl: qr.dataUrl,
        scheduleTime: line?.scheduleTime ?? null,
        routeName: line?.routeName ?? null,
        addOns: (line?.addOns ?? []).map(({ complementId, kind, name, details, quantity }) => ({ complementId, kind, name, details, quantity })),
      })
    }
    return {
      orderCode: o.order_code,
      status: o.status,
      createdAt: new Date(o.created_at).toISOString(),
      customer: { ...o.customer },
      currency: o.currency,
      decimals: o.decimals,
      totalMinor: Number(o.total_minor),
      payment: { provider: o.payment_provider, reference: o.payment_reference, methodCode: o.method_code, installments: o.installments },
      lines: lineViews,
      tickets: ticketViews,
      refund: o.cancelled_at
        ? {
            amountMinor: Number(o.refund_minor ?? 0),
            feeMinor: Number(o.refund_fee_minor ?? 0),
            cancelledAt: new Date(o.cancelled_at).toISOString(),
            status: o.refund_status ?? 'none',
            reference: o.refund_reference,
            providerStatus: o.refund_provider_status ?? null,
          }
        : null,
    }
  }

  /**
   * The orders placed with `email` (case-insensitive, the `orders_email_idx` index), newest first, at
   * most `limit` (1–50): for the account page of a customer whose email is verified — the caller
   * checks that, since an order is only as private as the email it was placed with. Product names in
   * `localeIn`. An email that is not a string or is over 254 characters has no orders.
   */
  async function ordersForEmail(email: string, localeIn: T.ShopLocale, limit = 20): Promise<T.CustomerOrderSummary[]> {
    if (typeof email !== 'string' || !email.trim() || email.length > 254) return []
    const locale = loc(localeIn)
    const r = await deps.pool().query<{
      order_code: string
      status: 'paid' | 'cancelled'
      created_at: Date
      currency: string
      decimals: number
      total_minor: string
      first_visit: Date | string | null
      names: ({ es?: string; en?: string; pt?: string } | null)[]
      product_ids: number[]
    }>(
      `SELECT o.order_code, o.status, o.created_at, o.currency, o.decimals, o.total_minor,
              min(l.visit_date) AS first_visit,
              array_agg(l.request -> 'names' ORDER BY l.line_no) AS names,
              array_agg(l.product_id ORDER BY l.line_no) AS product_ids
         FROM shop.orders o JOIN shop.order_lines l ON l.order_code = o.order_code
        WHERE lower(o.email) = lower($1)
        GROUP BY o.order_code
        ORDER BY o.created_at DESC, o.order_code
        LIMIT $2`,
      [email.trim(), Math.min(50, Math.max(1, Math.floor(limit)))],
    )
    return r.rows.map((o) => ({
      orderCode: o.order_code,
      status: o.status,
      createdAt: new Date(o.created_at).toISOString(),
      firstVisit: toIso(o.first_visit),
      // one name per product, in the order's line order (a package's add-on lines repeat no product)
      productNames: [...new Set(o.names.map((n, i) => nameIn(n ?? undefined, locale) ?? `#${o.product_ids[i]}`))],
      currency: o.currency,
      decimals: o.decimals,
      totalMinor: Number(o.total_minor),
    }))
  }

  return { orderEmail, getOrder, ordersForEmail }
}
