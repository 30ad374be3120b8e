/**
 * Changing an order's visit date: the seats move to the new date in one transaction with the guarded capacity updates, at the price paid; refused on the visit day, for full dates, cancelled orders and open tickets.
 */
import { checkDateChange, type CartItem } from '../../domain'
import { addDays, daysBetween, hotelLocalDate, isIsoDate, type IsoDate } from '../../../../lib/hotel-date'
import { logger } from '../../../../lib/logger'
import { withTransaction } from '../db'
import { shopFailure } from '../messages'
import type * as T from '../types'
import { loc, toIso, Refused } from './shared'
import type { ShopContext } from './context'

/** The dateChange capability over the service's shared context (what it does and its rules: the module doc); returns its operations. */
export function dateChangeOps(ctx: ShopContext) {
  const { deps, seatNeeds, findOrder, orderLines } = ctx

  /**
   * Moves a paid order's dated lines to `newDateIn` (the new date of its earliest visit; every dated
   * line shifts by the same number of days, so a package keeps its spacing; open-ticket lines stay).
   * One transaction: the order row is locked, the seats the order took (its 'sold' holds) are given
   * back and the same seats are taken on the new dates with the checkout's guarded update (never past
   * `total`), capacity rows touched in key order (no deadlock between crossing changes). The price
   * paid is kept (no re-quote, no charge, no refund); ticket references do not carry the date, so they
   * stay valid.
   */
  async function changeOrderDate(orderCode: string, email: string, newDateIn: string, now: Date, localeIn: T.ShopLocale): Promise<T.ChangeOrderDateResult> {
    const locale = loc(localeIn)
    if (typeof newDateIn !== 'string' || !isIsoDate(newDateIn) || !(now instanceof Date) || Number.isNaN(now.getTime())) return shopFailure('INVALID_INPUT', locale)
    const newDate: IsoDate = newDateIn
    const cat = await deps.catalog()
    try {
      return await withTransaction(deps.pool(), async (client) => {
        const o = await findOrder(client, orderCode, email, true)
        if (!o) throw new Refused(shopFailure('ORDER_NOT_FOUND', locale))
        if (o.status !== 'paid') throw new Refused(shopFailure('ORDER_CANCELLED', locale))
        const lines = (await orderLines(client, o.order_code)).filter((l) => l.visit_date !== null)
        if (!lines.length) throw new Refused(shopFailure('OPEN_TICKET_NO_DATE', locale))
        const previousDate = lines.map((l) => toIso(l.visit_date)!).sort()[0]!
        if (previousDate === newDate) return { ok: true as const, orderCode: o.order_code, previousDate, date: newDate, changed: false }
        // spec §9: no date change on the visit day (hotel-local) — nor after it
        const rule = checkDateChange(previousDate, now)
        if (!rule.ok) throw new Refused(shopFailure(rule.code, locale, rule.params))
        const todayLocal = hotelLocalDate(now)
        const shift = daysBetween(previousDate, newDate)
        const moved = lines.map((l) => ({ ...l, newDate: addDays(toIso(l.visit_date)!, shift) }))
        for (const l of moved) {
          const cp = cat.byId.get(l.product_id)
          const p = cp?.product.en
          const days = Array.from({ length: l.request.admissionDays ?? 1 }, (_, d) => addDays(l.newDate, d))
          if (!cp || !p || cat.unavailable.some((u) => u.productId === l.product_id) || daysBetween(todayLocal, l.newDate) < 0 || days.some((d) => cp.closedDates.includes(d)))
            throw new Refused(shopFailure('NO_AVAILABILITY', locale, { date: l.newDate }))
          if (p.schedules.length && !p.schedules.some((sc) => sc.id === l.schedule_id)) throw new Refused(shopFailure('NO_AVAILABILITY', locale, { date: l.newDate }))
        }
        // seats: give back what the order holds, take the same on the new dates (current capacity)
        const sold = await client.query<{ hold_id: string; product_id: number; visit_date: string; schedule_id: string; seats: number }>(
          `SELECT hold_id, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, seats FROM shop.holds WHERE checkout_id = $1 AND state = 'sold' FOR UPDATE`,
          [o.checkout_id],
        )
        const needs = seatNeeds(
          cat,
          moved.map((l) => ({
            product_id: l.product_id,
            request: l.request,
            cart_item: { date: l.newDate, scheduleId: l.schedule_id, quantities: l.quantities, admissionDays: l.request.admissionDays } as unknown as CartItem,
          })),
        )
        type Op = { productId: number; date: string; scheduleId: string; delta: number; total?: number }
        const ops = new Map<string, Op>()
        const keyOf = (pid: number, d: string, sid: string) => `${String(pid).padStart(10, '0')}|${d}|${sid}`
        for (const h of sold.rows) {
          const k = keyOf(h.product_id, h.visit_date, h.schedule_id)
          const op = ops.get(k) ?? { productId: h.product_id, date: h.visit_date, scheduleId: h.schedule_id, delta: 0 }
          op.delta -= h.seats
          ops.set(k, op)
        }
        for (const n of needs) {
          const k = keyOf(n.productId, n.date, n.scheduleId)
          const op = ops.get(k) ?? { productId: n.productId, date: n.date, scheduleId: n.scheduleId, delta: 0 }
          op.delta += n.seats
          op.total = n.total
          ops.set(k, op)
        }
        for (const [, op] of [...ops.entries()].sort(([a], [b]) => a.localeCompare(b))) {
          if (op.total !== undefined)
            await client.query(
              `INSERT INTO shop.capacity (product_id, visit_date, schedule_id, total) VALUES ($1, $2, $3, $4)
               ON CONFLICT (product_id, visit_date, schedule_id) DO UPDATE SET total = GREATEST(EXCLUDED.total, shop.capacity.held + shop.capacity.sold)
               WHERE shop.capacity.total <> EXCLUDED.total`,
              [op.productId, op.date, op.scheduleId, op.total],
            )
          if (op.delta === 0) continue
          const r =
            op.delta > 0
              ? await client.query(`UPDATE shop.capacity SET sold = sold + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held + sold + $4 <= total`, [
                  op.productId,
                  op.date,
                  op.scheduleId,
                  op.delta,
                ])
              : await client.query(`UPDATE shop.capacity SET sold = GREATEST(sold + $4, 0) WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3`, [
                  op.productId,
                  op.date,
                  op.scheduleId,
                  op.delta,
                ])
          if (op.delta > 0 && !r.rowCount) throw new Refused(shopFailure('NO_AVAILABILITY', locale, { date: op.date }))
        }
        if (sold.rows.length) await client.query(`UPDATE shop.holds SET state = 'released' WHERE hold_id = ANY($1::bigint[])`, [sold.rows.map((h) => h.hold_id)])
        for (const n of needs)
          await client.query(`INSERT INTO shop.holds (checkout_id, product_id, visit_date, schedule_id, seats, state, expires_at) VALUES ($1, $2, $3, $4, $5, 'sold', $6)`, [
            o.checkout_id,
            n.productId,
            n.date,
            n.scheduleId,
            n.seats,
            now,
          ])
        for (const l of moved)
          await client.query(`UPDATE shop.order_lines SET visit_date = $3::date, request = jsonb_set(request, '{date}', to_jsonb($3::text)) WHERE order_code = $1 AND line_no = $2`, [
            o.order_code,
            l.line_no,
            l.newDate,
          ])
        logger.info('shop: order date changed', { orderCode: o.order_code, from: previousDate, to: newDate })
        return { ok: true as const, orderCode: o.order_code, previousDate, date: newDate, changed: true }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.ChangeOrderDateResult
      const code = (err as { code?: string }).code
      // the CHECK (held + sold <= total) or a lost race: never oversell, never a 5xx
      if (code === '23514') return shopFailure('NO_AVAILABILITY', locale, { date: newDate })
      throw err
    }
  }

  // ── catalogue reads ──

  return { changeOrderDate }
}
