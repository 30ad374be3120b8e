/**
 * Express-checkout links ("a link with products in the query fills the cart"; target
 * `/es/carrito/` or `/en/carrito/`). Pure: no I/O.
 *
 * Query format — one `p` parameter per item, fields separated by commas:
 *
 *   p=<productId>,<date|open>,<scheduleId|->,<adults>-<minors>-<infants>[,<routeId|->[,<addOns>]]
 *
 * - date: hotel-local `YYYY-MM-DD`, or `open` for an open ticket;
 * - scheduleId: the product's schedule id (e.g. `09:00`), `-` when none;
 * - quantities: three whole numbers;
 * - routeId: a ferry route id (e.g. `round-trip`), `-` when none;
 * - addOns: complement ids joined by `.`, an id followed by `u` picks its upgrade (e.g. `1u.2`).
 *
 * Example: `/en/carrito/?p=2120,2026-12-24,-,2-1-0&p=3001,2026-12-25,10:00,2-0-0,round-trip,31u.32`
 */
import type { AddItem } from '../domain'

export const EXPRESS_CHECKOUT_PARAM = 'p'
/** At most this many items are read from one link (more are reported as errors). */
export const EXPRESS_CHECKOUT_MAX_ITEMS = 10

export type ParsedExpressItem = { ok: true; raw: string; item: AddItem } | { ok: false; raw: string; productId: number | null }

function values(searchParams: URLSearchParams | Record<string, string | string[] | undefined>): string[] {
  if (searchParams instanceof URLSearchParams) return searchParams.getAll(EXPRESS_CHECKOUT_PARAM)
  const v = searchParams[EXPRESS_CHECKOUT_PARAM]
  return v === undefined ? [] : Array.isArray(v) ? v : [v]
}

/** Parses one `p` value; see the module doc for the format. */
export function parseExpressItem(raw: string): ParsedExpressItem {
  const parts = raw.split(',').map((s) => s.trim())
  const productId = /^\d{1,9}$/.test(parts[0] ?? '') ? Number(parts[0]) : null
  const fail = { ok: false as const, raw, productId }
  if (productId === null || parts.length < 4 || parts.length > 6) return fail
  const [, date, schedule, qty, route = '-', addOns = ''] = parts
  const q = /^(\d{1,3})-(\d{1,3})-(\d{1,3})$/.exec(qty!)
  if (!q) return fail
  if (date !== 'open' && !/^\d{4}-\d{2}-\d{2}$/.test(date!)) return fail
  const choices: { complementId: number; upgrade?: boolean }[] = []
  if (addOns !== '' && addOns !== '-') {
    for (const a of addOns.split('.')) {
      const m = /^(\d{1,9})(u?)$/.exec(a)
      if (!m) return fail
      choices.push(m[2] ? { complementId: Number(m[1]), upgrade: true } : { complementId: Number(m[1]) })
    }
  }
  const item: AddItem = {
    productId,
    date: date === 'open' ? null : date!,
    ...(date === 'open' ? { openTicket: true } : {}),
    scheduleId: schedule === '-' || schedule === '' ? null : schedule!,
    routeId: route === '-' || route === '' ? null : route,
    quantities: { adults: Number(q[1]), minors: Number(q[2]), infants: Number(q[3]) },
    ...(choices.length ? { addOns: choices } : {}),
  }
  return { ok: true, raw, item }
}

/**
 * Every `p` item of an express-checkout query, parsed, in order (at most 10; later ones fail).
 * Accepts `URLSearchParams` or Next's `searchParams` record.
 */
export function parseExpressCheckoutDetailed(searchParams: URLSearchParams | Record<string, string | string[] | undefined>): ParsedExpressItem[] {
  return values(searchParams).map((raw, i) => (i < EXPRESS_CHECKOUT_MAX_ITEMS ? parseExpressItem(raw) : { ok: false as const, raw, productId: null }))
}

/** The well-formed items of an express-checkout query (malformed ones dropped); see the module doc. */
export function parseExpressCheckout(searchParams: URLSearchParams | Record<string, string | string[] | undefined>): AddItem[] {
  return parseExpressCheckoutDetailed(searchParams).flatMap((p) => (p.ok ? [p.item] : []))
}

/** Builds the query string (without '?') of an express-checkout link for `items`. */
export function buildExpressCheckoutQuery(items: readonly AddItem[]): string {
  const sp = new URLSearchParams()
  for (const it of items) {
    const q = it.quantities
    const addOns = (it.addOns ?? []).map((a) => `${a.complementId}${a.upgrade ? 'u' : ''}`).join('.')
    const fields = [String(it.productId), it.openTicket ? 'open' : (it.date ?? ''), it.scheduleId ?? '-', `${q.adults}-${q.minors}-${q.infants}`]
    if (it.routeId || addOns) fields.push(it.routeId ?? '-')
    if (addOns) fields.push(addOns)
    sp.append(EXPRESS_CHECKOUT_PARAM, fields.join(','))
  }
  return sp.toString()
}
