/**
 * Promo code rules (design/hotel-api-v1.md: "A promo applies within its stay window, booking window
 * and scope": stay window, booking window, scope and use limit). Dates are hotel-local.
 */

/** A promo code as stored (stay/booking windows inclusive; `roomCategory` null = every category). */
export type Promo = {
  code: string
  discountPct: number
  stayFrom: string
  stayTo: string
  bookFrom: string
  bookTo: string
  roomCategory: string | null
  maxUses: number | null
  uses: number
}

export type PromoVerdict = { ok: true } | { ok: false; code: 'PROMO_EXPIRED' | 'PROMO_NOT_APPLICABLE' | 'PROMO_EXHAUSTED' }

/**
 * Whether a promo can be used for a booking made `today` for the stay nights, and (when given) a room
 * category. Order: booking window (before → not applicable, after → expired), use limit, stay window
 * (at least one stayed night inside), scope.
 */
export function checkPromo(p: Promo, ctx: { today: string; nights: readonly string[]; category?: string }): PromoVerdict {
  if (ctx.today > p.bookTo) return { ok: false, code: 'PROMO_EXPIRED' }
  if (ctx.today < p.bookFrom) return { ok: false, code: 'PROMO_NOT_APPLICABLE' }
  if (p.maxUses !== null && p.uses >= p.maxUses) return { ok: false, code: 'PROMO_EXHAUSTED' }
  if (!ctx.nights.some((n) => promoCoversNight(p, n))) return { ok: false, code: 'PROMO_NOT_APPLICABLE' }
  if (ctx.category !== undefined && p.roomCategory !== null && p.roomCategory !== ctx.category) return { ok: false, code: 'PROMO_NOT_APPLICABLE' }
  return { ok: true }
}

/** True when the night is inside the promo's stay window (the discount applies night by night). */
export function promoCoversNight(p: Pick<Promo, 'stayFrom' | 'stayTo'>, night: string): boolean {
  return night >= p.stayFrom && night <= p.stayTo
}

/** Normalises a promo code as typed by a guest: trimmed, uppercased. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase()
}
