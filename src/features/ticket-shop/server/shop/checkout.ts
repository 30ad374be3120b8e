/**
 * Checkout and payment: the 15-minute seat hold (start, read, expiry sweep), the payment intent of an open checkout (prepare, confirm with an MSI plan), and placeOrder — idempotent per key, the order and its signed tickets written in one transaction, then the capture.
 */
import { type AddItem, type CartItem } from '../../domain'
import { daysBetween, type IsoDate } from '../../../../lib/hotel-date'
import { isPaymentError, PaymentError, type Authorization, type AuthorizeInput, type CheckoutPaymentProvider } from '../../../checkout/payments'
import { logger } from '../../../../lib/logger'
import { captureAfterCommit } from '../../../checkout/server/captureOwed'
import { withTransaction } from '../db'
import { shopFailure, shopMessage } from '../messages'
import { signTicketReference } from '../tickets'
import { crashPoint } from '../../../../lib/crashPoints'
import type * as T from '../types'
import { PlaceOrderSchema, PrepareOrderPaymentSchema, ConfirmOrderPaymentSchema, isCheckoutProvider, paymentMetadata, paymentCode, ID, newId, newOrderCode, loc, sleep, Refused } from './shared'
import type { ShopContext } from './context'
import { visitorLabels } from '../../domain/visitors'
import { addOnSnapshots, type OrderAddOnSnapshot } from '../../domain/orderItems'

/** A ferry route's name per language (the catalogue's per-locale products); languages without the route are left out. */
function routeNamesOf(products: Partial<Record<T.ShopLocale, { ferryRoutes: { id: string; name: string }[] }>>, routeId: string): Partial<Record<T.ShopLocale, string>> {
  const out: Partial<Record<T.ShopLocale, string>> = {}
  for (const [lang, p] of Object.entries(products) as [T.ShopLocale, { ferryRoutes: { id: string; name: string }[] } | undefined][]) {
    const name = p?.ferryRoutes.find((r) => r.id === routeId)?.name
    if (name) out[lang] = name
  }
  return out
}

/** The checkout capability over the service's shared context (what it does and its rules: the module doc); returns its operations. */
export function checkoutOps(ctx: ShopContext) {
  const { deps, today, unavailableMessage, currencyOr, quoteLine, loadLines, packageSizes, lockCart, seatNeeds, releaseHolds, releaseSold } = ctx

  async function sweepExpiredHolds(now: Date): Promise<number> {
    return withTransaction(deps.pool(), async (client) => {
      // open checkouts past their expiry; and 'paying' ones stuck for 10 minutes past it (a process
      // that died between claim and order — its authorization, if any, expires at the provider)
      const expired = await client.query<{ checkout_id: string }>(
        `UPDATE shop.checkouts SET status = 'expired' WHERE checkout_id IN (
           SELECT checkout_id FROM shop.checkouts
           WHERE (status = 'open' AND expires_at <= $1) OR (status = 'paying' AND expires_at <= $1 - interval '10 minutes' AND claimed_at <= $1 - interval '10 minutes')
           ORDER BY checkout_id FOR UPDATE SKIP LOCKED
         ) RETURNING checkout_id`,
        [now],
      )
      return releaseHolds(
        client,
        expired.rows.map((r) => r.checkout_id),
      )
    })
  }

  // ── cart views ──

  function checkoutViewOf(row: {
    checkout_id: string
    expires_at: Date
    total_minor: string | number
    currency: string
    decimals: number
    lines: T.CheckoutLine[]
    status: string
    order_code: string | null
  }): T.CheckoutView {
    const status = row.status === 'paying' ? 'open' : (row.status as T.CheckoutView['status'])
    return {
      checkoutId: row.checkout_id,
      holdExpiresAt: new Date(row.expires_at).toISOString(),
      totalMinor: Number(row.total_minor),
      currency: row.currency,
      decimals: row.decimals,
      lines: row.lines,
      status,
      orderCode: row.order_code,
    }
  }

  async function startCheckout(cartId: string, currencyCode: string, localeIn: T.ShopLocale): Promise<T.StartCheckoutResult> {
    const locale = loc(localeIn)
    const cat = await deps.catalog()
    const cur = currencyOr(cat, currencyCode)
    if (!cur) return shopFailure('CURRENCY_UNAVAILABLE', locale, { currency: String(currencyCode).slice(0, 8) })
    if (typeof cartId !== 'string' || !ID.test(cartId)) return shopFailure('CART_NOT_FOUND', locale)
    const now = deps.now()
    await sweepExpiredHolds(now)
    try {
      return await withTransaction(deps.pool(), async (client) => {
        const locked = await lockCart(client, cartId, false)
        if (!locked) throw new Refused(shopFailure('CART_NOT_FOUND', locale))
        const lines = await loadLines(client, cartId)
        if (!lines.length) throw new Refused(shopFailure('CART_EMPTY', locale))
        // one open checkout per cart: starting again gives the previous seats back
        const previous = await client.query<{ checkout_id: string }>(`UPDATE shop.checkouts SET status = 'released' WHERE cart_id = $1 AND status = 'open' RETURNING checkout_id`, [cartId])
        await releaseHolds(
          client,
          previous.rows.map((r) => r.checkout_id),
        )
        const paying = await client.query(`SELECT 1 FROM shop.checkouts WHERE cart_id = $1 AND status = 'paying'`, [cartId])
        if (paying.rowCount) throw new Refused(shopFailure('CHECKOUT_CLOSED', locale))

        const sizes = packageSizes(lines)
        const out: T.CheckoutLine[] = []
        const stored: unknown[] = []
        let total = 0
        for (const l of lines) {
          const cp = cat.byId.get(l.product_id)
          const product = cp?.product[locale]
          const ci = l.cart_item
          const invalid = (reason: string) => new Refused({ ...shopFailure('CART_LINE_INVALID', locale, { reason }), lineId: l.line_id })
          if (!cp || !product) throw invalid(shopMessage('GENERIC_ERROR', locale))
          const un = unavailableMessage(cat, product.id, locale)
          if (un) throw invalid(un)
          if (ci.date !== null && (daysBetween(today(), ci.date) < 0 || cp.closedDates.includes(ci.date)))
            throw new Refused({ ...shopFailure('NO_AVAILABILITY', locale, { date: ci.date }), lineId: l.line_id })
          if (product.schedules.length && ci.date !== null && !product.schedules.some((s) => s.id === ci.scheduleId))
            throw new Refused({ ...shopFailure('SCHEDULE_REQUIRED', locale), lineId: l.line_id })
          const q = quoteLine(product, l.request, cur, ci.packageId != null && (sizes.get(ci.packageId) ?? 0) >= 2)
          if (!q.ok) throw invalid(shopMessage(q.code, locale))
          total += q.quote.total
          const schedule = product.schedules.find((s) => s.id === ci.scheduleId)
          const line: T.CheckoutLine = {
            lineId: l.line_id,
            productId: product.id,
            name: cp.content[locale].name,
            date: ci.date,
            scheduleTime: schedule?.time ?? null,
            quantities: { ...ci.quantities },
            quoteLines: q.quote.lines,
            totalMinor: q.quote.total,
          }
          out.push(line)
          stored.push({
            ...line,
            request: l.request,
            cartItem: ci,
            openTicketValidUntil: q.quote.openTicketValidUntil,
            routeName: product.ferryRoutes.find((r) => r.id === l.request.routeId)?.name ?? null,
            routeNames: l.request.routeId ? routeNamesOf(cp.product, l.request.routeId) : null,
            names: { es: cp.content.es.name, en: cp.content.en.name, pt: cp.content.pt.name },
            addOnInfo: addOnSnapshots(cp.product, l.request.addOns ?? []),
          })
        }
        if (!Number.isSafeInteger(total)) throw new Refused(shopFailure('GENERIC_ERROR', locale, { reason: 'total' }))

        const checkoutId = newId(24)
        const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000)
        await client.query(
          `INSERT INTO shop.checkouts (checkout_id, cart_id, status, currency, decimals, total_minor, lines, locale, expires_at, created_at)
           VALUES ($1, $2, 'open', $3, $4, $5, $6, $7, $8, $9)`,
          [checkoutId, cartId, cur.code, cur.decimals, total, JSON.stringify(stored), locale, expiresAt, now],
        )
        const byKey = new Map(lines.map((l) => [l.line_id, l]))
        for (const need of seatNeeds(cat, lines)) {
          await client.query(
            `INSERT INTO shop.capacity (product_id, visit_date, schedule_id, total) VALUES ($1, $2, $3, $4)
             ON CONFLICT (product_id, visit_date, schedule_id) DO UPDATE SET total = GREATEST(EXCLUDED.total, shop.capacity.held + shop.capacity.sold)
             WHERE shop.capacity.total <> EXCLUDED.total`,
            [need.productId, need.date, need.scheduleId, need.total],
          )
          const taken = await client.query(`UPDATE shop.capacity SET held = held + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held + sold + $4 <= total`, [
            need.productId,
            need.date,
            need.scheduleId,
            need.seats,
          ])
          if (!taken.rowCount) {
            const line = [...byKey.values()].find((l) => l.product_id === need.productId)
            throw new Refused({ ...shopFailure('NO_AVAILABILITY', locale, { date: need.date }), lineId: line?.line_id ?? '' })
          }
          await client.query(`INSERT INTO shop.holds (checkout_id, product_id, visit_date, schedule_id, seats, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
            checkoutId,
            need.productId,
            need.date,
            need.scheduleId,
            need.seats,
            expiresAt,
          ])
        }
        return {
          ok: true as const,
          checkoutId,
          holdExpiresAt: expiresAt.toISOString(),
          totalMinor: total,
          currency: cur.code,
          decimals: cur.decimals,
          lines: out,
          status: 'open' as const,
          orderCode: null,
        }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.StartCheckoutResult
      throw err
    }
  }

  async function getCheckout(checkoutId: string): Promise<T.CheckoutView | null> {
    if (typeof checkoutId !== 'string' || !ID.test(checkoutId)) return null
    const r = await deps.pool().query(`SELECT * FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])
    const row = r.rows[0]
    if (!row) return null
    const view = checkoutViewOf(row)
    view.lines = (row.lines as (T.CheckoutLine & Record<string, unknown>)[]).map((l) => ({
      lineId: l.lineId,
      productId: l.productId,
      name: l.name,
      date: l.date,
      scheduleTime: l.scheduleTime,
      quantities: l.quantities,
      quoteLines: l.quoteLines,
      totalMinor: l.totalMinor,
    }))
    if (view.status === 'open' && new Date(row.expires_at).getTime() <= deps.now().getTime() && row.status === 'open') view.status = 'expired'
    return view
  }

  // ── orders ──

  type StoredCheckoutLine = T.CheckoutLine & {
    request: AddItem
    cartItem: CartItem
    openTicketValidUntil: IsoDate | null
    routeName: string | null
    routeNames: Partial<Record<T.ShopLocale, string>> | null
    names: Record<T.ShopLocale, string>
    addOnInfo: OrderAddOnSnapshot[]
  }

  async function waitForOutcome(checkoutId: string, key: string, locale: T.ShopLocale): Promise<T.PlaceOrderResult | null> {
    const deadline = Date.now() + deps.duplicateWaitMs
    while (Date.now() < deadline) {
      const r = await deps.pool().query<{ status: string; order_code: string | null; state: string | null; error_code: string | null; expires_at: Date }>(
        `SELECT c.status, c.order_code, c.expires_at, a.state, a.error_code FROM shop.checkouts c
         LEFT JOIN shop.payment_attempts a ON a.idempotency_key = $2
         WHERE c.checkout_id = $1`,
        [checkoutId, key],
      )
      const row = r.rows[0]
      if (!row) return shopFailure('CHECKOUT_NOT_FOUND', locale)
      if (row.status === 'ordered' && row.order_code) return { ok: true, orderCode: row.order_code, replayed: true }
      if (row.state === 'failed') return shopFailure((row.error_code as T.ShopErrorCode) ?? 'PAYMENT_FAILED', locale)
      if (row.status === 'expired' || row.status === 'released') return shopFailure('CHECKOUT_EXPIRED', locale)
      if (row.status === 'open' && row.state === null) return null // the first attempt gave up: try ourselves
      await sleep(40)
    }
    return shopFailure('CHECKOUT_CLOSED', locale)
  }

  /** An open, unexpired checkout's currency and total, or the refusal. */
  async function openCheckout(checkoutId: string, locale: T.ShopLocale): Promise<{ currency: string; totalMinor: number } | T.ShopFailure> {
    const c = (
      await deps
        .pool()
        .query<{ status: string; currency: string; total_minor: string; expires_at: Date }>(`SELECT status, currency, total_minor, expires_at FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])
    ).rows[0]
    if (!c) return shopFailure('CHECKOUT_NOT_FOUND', locale)
    if (c.status === 'expired' || c.status === 'released' || (c.status === 'open' && new Date(c.expires_at) <= deps.now())) return shopFailure('CHECKOUT_EXPIRED', locale)
    if (c.status !== 'open') return shopFailure('CHECKOUT_CLOSED', locale)
    return { currency: c.currency, totalMinor: Number(c.total_minor) }
  }

  async function prepareOrderPayment(input: T.PrepareOrderPaymentInput): Promise<T.PrepareOrderPaymentResult> {
    const locale = loc((input as { locale?: unknown } | null)?.locale)
    const parsed = PrepareOrderPaymentSchema.safeParse(input)
    if (!parsed.success) return shopFailure('INVALID_INPUT', locale, { field: parsed.error.issues[0]?.path.join('.') ?? '' })
    const { checkoutId, methodCode, paymentMethodId } = parsed.data
    const provider = deps.payments()
    if (!isCheckoutProvider(provider)) return shopFailure('PAYMENT_FAILED', locale)
    const c = await openCheckout(checkoutId, locale)
    if ('ok' in c) return c
    const allowed = (await deps.catalog()).paymentMethods.get(c.currency)
    if (allowed && allowed.size > 0 && !allowed.has(methodCode)) return shopFailure('INVALID_INPUT', locale, { field: 'methodCode' })
    try {
      const p = await provider.prepare({
        amountMinor: c.totalMinor,
        currency: c.currency,
        // one PaymentIntent per checkout (and method: Stripe refuses a key reused with other parameters)
        idempotencyKey: `shop-payment:${checkoutId}:${methodCode}`,
        description: `Ticket shop checkout ${checkoutId.slice(0, 12)}`,
        methodCode,
        metadata: paymentMetadata(checkoutId),
        enableInstallments: c.currency === 'MXN',
        ...(paymentMethodId ? { paymentMethodId } : {}),
      })
      if (p.status === 'canceled' || p.status === 'captured') return shopFailure('CHECKOUT_CLOSED', locale)
      return {
        ok: true,
        reference: p.reference,
        clientSecret: p.clientSecret,
        amountMinor: p.amountMinor,
        currency: p.currency,
        status: p.status,
        installmentPlans: p.installmentPlans.map((x) => x.count),
      }
    } catch (err) {
      if (isPaymentError(err) && err.code === 'PAYMENT_INVALID') return shopFailure('INVALID_INPUT', locale, { field: paymentMethodId ? 'paymentMethodId' : 'methodCode' })
      if (!isPaymentError(err)) logger.error('shop: payment preparation failed', { checkoutId, err: (err as Error).message })
      return shopFailure(paymentCode(err), locale)
    }
  }

  async function confirmOrderPayment(input: { checkoutId: string; reference: string; months?: number | null; locale?: T.ShopLocale }): Promise<T.ConfirmOrderPaymentResult> {
    const locale = loc((input as { locale?: unknown } | null)?.locale)
    const parsed = ConfirmOrderPaymentSchema.safeParse(input)
    if (!parsed.success) return shopFailure('INVALID_INPUT', locale, { field: parsed.error.issues[0]?.path.join('.') ?? '' })
    const { checkoutId, reference, months } = parsed.data
    const provider = deps.payments()
    if (!isCheckoutProvider(provider)) return shopFailure('PAYMENT_FAILED', locale)
    const c = await openCheckout(checkoutId, locale)
    if ('ok' in c) return c
    try {
      const p = await provider.confirm(reference, { installments: months ?? undefined, metadata: { checkoutId } })
      return { ok: true, status: p.status, clientSecret: p.status === 'requires_action' ? p.clientSecret : null }
    } catch (err) {
      if (isPaymentError(err) && err.code === 'PAYMENT_INVALID') return shopFailure('INVALID_INPUT', locale, { field: 'months' })
      if (!isPaymentError(err)) logger.error('shop: payment confirmation failed', { checkoutId, err: (err as Error).message })
      return shopFailure(paymentCode(err), locale)
    }
  }

  /**
   * Where the order write of `checkoutId` stands after its transaction threw (an error at or after
   * the COMMIT leaves it unclear whether the order was written):
   * - 'ordered': the checkout is ordered and its order was paid with `reference` (committed);
   * - 'not-written': the checkout row, locked here, has no order paid with `reference`. The order
   *   transaction held that row's lock until it ended, so taking the lock proves it ended without
   *   writing the order;
   * - 'unknown': the database did not answer (3 tries) or the lock was not granted within 5 s (the
   *   failed transaction's session may still be open): nothing may be concluded.
   * Never throws.
   */
  async function orderWriteOutcome(checkoutId: string, reference: string): Promise<{ state: 'ordered'; orderCode: string } | { state: 'not-written' } | { state: 'unknown' }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt) await sleep(250 * attempt)
      try {
        return await withTransaction(deps.pool(), async (client) => {
          await client.query(`SET LOCAL lock_timeout = '5s'`)
          const r = await client.query<{ order_code: string | null; payment_reference: string | null }>(
            `SELECT o.order_code, o.payment_reference FROM shop.checkouts c LEFT JOIN shop.orders o ON o.checkout_id = c.checkout_id
              WHERE c.checkout_id = $1 FOR UPDATE OF c`,
            [checkoutId],
          )
          const row = r.rows[0]
          if (row?.order_code && row.payment_reference === reference) return { state: 'ordered' as const, orderCode: row.order_code }
          return { state: 'not-written' as const }
        })
      } catch (err) {
        logger.warn('shop: re-reading the order after a write error failed', { checkoutId, attempt, err: (err as Error).message })
      }
    }
    return { state: 'unknown' }
  }

  async function placeOrder(input: T.PlaceOrderInput): Promise<T.PlaceOrderResult> {
    const parsed = PlaceOrderSchema.safeParse(input)
    const locale = loc((input as { locale?: unknown } | null)?.locale)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? ''
      return shopFailure('INVALID_INPUT', locale, { field })
    }
    const { checkoutId, customer, methodCode, installments, idempotencyKey: key, paymentMethodId, paymentReference } = parsed.data
    const pool = deps.pool()
    const payments = deps.payments()
    if (paymentReference && !isCheckoutProvider(payments)) return shopFailure('INVALID_INPUT', locale, { field: 'paymentReference' })

    for (let round = 0; round < 3; round++) {
      let verified: Authorization | null = null
      // 1. a replay of this key, or an order for this checkout
      const prior = await pool.query<{ checkout_id: string; state: string; order_code: string | null; error_code: string | null }>(
        `SELECT checkout_id, state, order_code, error_code FROM shop.payment_attempts WHERE idempotency_key = $1`,
        [key],
      )
      const p = prior.rows[0]
      if (p && p.checkout_id !== checkoutId) return shopFailure('IDEMPOTENCY_CONFLICT', locale)
      if (p?.state === 'ordered' && p.order_code) return { ok: true, orderCode: p.order_code, replayed: true }
      if (p?.state === 'failed') return shopFailure((p.error_code as T.ShopErrorCode) ?? 'PAYMENT_FAILED', locale)

      // the method must be one the CMS offers for the checkout's currency
      if (round === 0) {
        const cur = await pool.query<{ currency: string }>(`SELECT currency FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])
        if (!cur.rows[0]) return shopFailure('CHECKOUT_NOT_FOUND', locale)
        const allowed = (await deps.catalog()).paymentMethods.get(cur.rows[0].currency)
        if (allowed && allowed.size > 0 && !allowed.has(methodCode)) return shopFailure('INVALID_INPUT', locale, { field: 'methodCode' })
      }

      // 1b. Payment Element: the browser-confirmed payment must be this checkout's authorization of
      // its server total (verify: authorized, amount, currency, metadata). Nothing is recorded when it
      // is not, and it is never cancelled on the browser's word alone.
      if (paymentReference) {
        const c = (
          await pool.query<{ status: string; order_code: string | null; currency: string; total_minor: string }>(
            `SELECT status, order_code, currency, total_minor FROM shop.checkouts WHERE checkout_id = $1`,
            [checkoutId],
          )
        ).rows[0]
        if (!c) return shopFailure('CHECKOUT_NOT_FOUND', locale)
        if (c.status === 'ordered' && c.order_code) return { ok: true, orderCode: c.order_code, replayed: true }
        try {
          verified = await (payments as CheckoutPaymentProvider).verify(paymentReference, { amountMinor: Number(c.total_minor), currency: c.currency, metadata: paymentMetadata(checkoutId) })
        } catch (err) {
          if (!isPaymentError(err)) logger.error('shop: payment verification failed', { checkoutId, err: (err as Error).message })
          // a duplicate submit whose twin already captured or is placing the order: its outcome
          const now = (await pool.query<{ status: string; order_code: string | null }>(`SELECT status, order_code FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])).rows[0]
          if (now?.status === 'ordered' && now.order_code) return { ok: true, orderCode: now.order_code, replayed: true }
          if (now?.status === 'paying') {
            const outcome = await waitForOutcome(checkoutId, key, locale)
            if (outcome) return outcome
            continue
          }
          return shopFailure(paymentCode(err), locale)
        }
      }

      if (verified) crashPoint('shop.after-verify')
      // 2. claim the checkout (one winner); the attempt row records the key
      const now = deps.now()
      const claim = await withTransaction(pool, async (client) => {
        const ins = await client.query(
          `INSERT INTO shop.payment_attempts (idempotency_key, checkout_id, state) SELECT $1, $2, 'authorizing' WHERE EXISTS (SELECT 1 FROM shop.checkouts WHERE checkout_id = $2) ON CONFLICT DO NOTHING`,
          [key, checkoutId],
        )
        if (!ins.rowCount) return null
        const c = await client.query(`UPDATE shop.checkouts SET status = 'paying', claimed_at = $2 WHERE checkout_id = $1 AND status = 'open' AND expires_at > $2 RETURNING *`, [checkoutId, now])
        if (!c.rowCount) throw new Refused(shopFailure('CHECKOUT_CLOSED', locale))
        return c.rows[0] as { checkout_id: string; currency: string; total_minor: string; lines: StoredCheckoutLine[]; cart_id: string; locale: string }
      }).catch((err) => {
        if (err instanceof Refused) return null
        throw err
      })

      if (!claim) {
        const state = await pool.query<{ status: string; order_code: string | null; expires_at: Date }>(`SELECT status, order_code, expires_at FROM shop.checkouts WHERE checkout_id = $1`, [
          checkoutId,
        ])
        const c = state.rows[0]
        if (!c) return shopFailure('CHECKOUT_NOT_FOUND', locale)
        if (c.status === 'ordered' && c.order_code) return { ok: true, orderCode: c.order_code, replayed: true }
        if (c.status === 'expired' || c.status === 'released' || (c.status === 'open' && new Date(c.expires_at) <= now)) {
          // the seats are gone: release the authorization proven to be this checkout's
          if (verified) await payments.cancel(verified.reference).catch((e) => logger.error('shop: payment cancel failed', { checkoutId, err: String(e) }))
          return shopFailure('CHECKOUT_EXPIRED', locale)
        }
        const outcome = await waitForOutcome(checkoutId, key, locale)
        if (outcome) return outcome
        continue
      }

      crashPoint('shop.after-claim')
      // 3. authorize the server's total (or take the verified Payment Element authorization)
      const amount = Number(claim.total_minor)
      const provider = payments
      const giveBack = async (code: T.ShopErrorCode) => {
        await withTransaction(pool, async (client) => {
          await client.query(`UPDATE shop.payment_attempts SET state = 'failed', error_code = $2 WHERE idempotency_key = $1`, [key, code])
          await client.query(`UPDATE shop.checkouts SET status = 'open', claimed_at = NULL WHERE checkout_id = $1 AND status = 'paying'`, [checkoutId])
        })
        return shopFailure(code, locale)
      }
      let auth: Authorization
      if (verified) auth = verified
      else
        try {
          const authInput: AuthorizeInput = {
            amountMinor: amount,
            currency: claim.currency,
            idempotencyKey: `shop-order:${checkoutId}:${key}`,
            description: `Ticket shop checkout ${checkoutId.slice(0, 12)}`,
            methodCode,
            ...(installments && installments > 1 ? { installments } : {}),
            metadata: paymentMetadata(checkoutId),
            ...(paymentMethodId ? ({ paymentMethodId } as Record<string, string>) : {}),
          }
          auth = await provider.authorize(authInput)
          if (auth.amountMinor !== amount || auth.currency !== claim.currency) {
            await provider.cancel(auth.reference).catch(() => {})
            return giveBack('PAYMENT_FAILED')
          }
        } catch (err) {
          if (!(err instanceof PaymentError)) logger.error('shop: authorization failed', { checkoutId, err: (err as Error).message })
          const code =
            err instanceof PaymentError || (err as { code?: string }).code === 'PAYMENT_DECLINED'
              ? (err as PaymentError).code === 'PAYMENT_DECLINED'
                ? 'PAYMENT_DECLINED'
                : 'PAYMENT_FAILED'
              : 'PAYMENT_FAILED'
          return giveBack(code)
        }

      // 4. the order, in one transaction: holds → sold, order, lines, tickets
      const orderLocale = loc(claim.locale)
      let orderCode = ''
      try {
        orderCode = await withTransaction(pool, async (client) => {
          const c = await client.query(`SELECT status FROM shop.checkouts WHERE checkout_id = $1 FOR UPDATE`, [checkoutId])
          if (c.rows[0]?.status !== 'paying') throw new Refused(shopFailure('CHECKOUT_CLOSED', locale))
          const holds = await client.query<{ hold_id: string; product_id: number; visit_date: string; schedule_id: string; seats: number; state: string }>(
            `SELECT hold_id, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, seats, state FROM shop.holds WHERE checkout_id = $1 ORDER BY product_id, visit_date, schedule_id`,
            [checkoutId],
          )
          for (const h of holds.rows) {
            const r =
              h.state === 'held'
                ? await client.query(`UPDATE shop.capacity SET held = held - $4, sold = sold + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held >= $4`, [
                    h.product_id,
                    h.visit_date,
                    h.schedule_id,
                    h.seats,
                  ])
                : await client.query(`UPDATE shop.capacity SET sold = sold + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held + sold + $4 <= total`, [
                    h.product_id,
                    h.visit_date,
                    h.schedule_id,
                    h.seats,
                  ])
            if (!r.rowCount) throw new Refused(shopFailure('SOLD_OUT', locale))
            await client.query(`UPDATE shop.holds SET state = 'sold' WHERE hold_id = $1`, [h.hold_id])
          }
          let code = newOrderCode()
          for (let i = 0; i < 5; i++) {
            const exists = await client.query(`SELECT 1 FROM shop.orders WHERE order_code = $1`, [code])
            if (!exists.rowCount) break
            code = newOrderCode()
          }
          await client.query(
            `INSERT INTO shop.orders (order_code, checkout_id, idempotency_key, status, email, customer, currency, decimals, total_minor, payment_provider, payment_reference, method_code, installments, locale, created_at)
             SELECT $1, checkout_id, $2, 'paid', $3, $4, currency, decimals, total_minor, $5, $6, $7, $8, $9, $10 FROM shop.checkouts WHERE checkout_id = $11`,
            [
              code,
              key,
              customer.email,
              JSON.stringify(customer),
              auth.provider,
              auth.reference,
              methodCode,
              verified ? (auth.installments ?? null) : (installments ?? null),
              orderLocale,
              deps.now(),
              checkoutId,
            ],
          )
          let ticketNo = 0
          for (const [i, l] of claim.lines.entries()) {
            await client.query(
              `INSERT INTO shop.order_lines (order_code, line_no, product_id, visit_date, schedule_id, open_ticket_valid_until, quantities, request, quote, total_minor)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
              [
                code,
                i + 1,
                l.productId,
                l.date,
                l.cartItem.scheduleId,
                l.openTicketValidUntil,
                JSON.stringify(l.quantities),
                JSON.stringify({ ...l.request, names: l.names, scheduleTime: l.scheduleTime, routeName: l.routeName, routeNames: l.routeNames, addOnInfo: l.addOnInfo }),
                JSON.stringify(l.quoteLines),
                l.totalMinor,
              ],
            )
            for (const label of visitorLabels(l.quantities, orderLocale)) {
              ticketNo += 1
              await client.query(`INSERT INTO shop.tickets (order_code, ticket_no, line_no, visitor_label, reference) VALUES ($1, $2, $3, $4, $5)`, [
                code,
                ticketNo,
                i + 1,
                label,
                signTicketReference(code, ticketNo),
              ])
            }
          }
          await client.query(`UPDATE shop.checkouts SET status = 'ordered', order_code = $2 WHERE checkout_id = $1`, [checkoutId, code])
          await client.query(`UPDATE shop.payment_attempts SET state = 'ordered', order_code = $2, authorization_ref = $3 WHERE idempotency_key = $1`, [key, code, auth.reference])
          await client.query(`DELETE FROM shop.cart_lines WHERE cart_id = $1 AND line_id = ANY($2::text[])`, [claim.cart_id, claim.lines.map((l) => l.lineId)])
          return code
        })
      } catch (err) {
        // Never cancel on an unclear outcome: the error may have come at or after the COMMIT, with the
        // order written. The order is re-read; only an order proven not written releases the payment.
        const outcome = await orderWriteOutcome(checkoutId, auth.reference)
        if (outcome.state === 'unknown') {
          logger.error('shop: order write outcome unknown, authorization kept for the sweep', { checkoutId, reference: auth.reference, err: (err as Error).message })
          return shopFailure('ORDER_CONFIRMING', locale)
        }
        if (outcome.state === 'ordered') {
          logger.warn('shop: the order write answered an error but the order is committed', { checkoutId, orderCode: outcome.orderCode, err: (err as Error).message })
          orderCode = outcome.orderCode
        } else {
          if (!(err instanceof Refused)) logger.error('shop: order not written, authorization cancelled', { checkoutId, err: (err as Error).message })
          await provider.cancel(auth.reference).catch(() => {})
          const failure = err instanceof Refused ? err.failure.code : 'PAYMENT_FAILED'
          return giveBack(failure === 'CHECKOUT_CLOSED' ? 'PAYMENT_FAILED' : failure)
        }
      }

      crashPoint('shop.after-order')
      // 5. capture. On an error the payment is re-read (captureAfterCommit): captured
      // or unknown/still capturable (capture marked owed, finished by the Stripe sweep) → the order
      // stands; only a payment proven cancelled (nothing charged) undoes the order.
      const captured = await captureAfterCommit(provider, { reference: auth.reference, amountMinor: auth.amountMinor, currency: auth.currency, metadata: paymentMetadata(checkoutId) }, pool)
      if (captured === 'not-charged') {
        logger.error('shop: capture impossible (payment cancelled), order undone', { orderCode })
        await provider.cancel(auth.reference).catch(() => {})
        await withTransaction(pool, async (client) => {
          await client.query(`UPDATE shop.orders SET status = 'cancelled', cancelled_at = $2, refund_minor = 0, refund_fee_minor = 0, refund_status = 'none' WHERE order_code = $1`, [
            orderCode,
            deps.now(),
          ])
          await releaseSold(client, checkoutId)
          await client.query(`UPDATE shop.payment_attempts SET state = 'failed', error_code = 'PAYMENT_FAILED' WHERE idempotency_key = $1`, [key])
        })
        return shopFailure('PAYMENT_FAILED', locale)
      }
      crashPoint('shop.after-capture')
      return { ok: true, orderCode, replayed: false }
    }
    return shopFailure('CHECKOUT_CLOSED', locale)
  }

  return { sweepExpiredHolds, checkoutViewOf, startCheckout, getCheckout, waitForOutcome, openCheckout, prepareOrderPayment, confirmOrderPayment, placeOrder }
}
