/**
 * The payment-reservation session of step 2 BOOK (spec §4: created with a POST, updated with a PUT on
 * the same session). The session id lives in an httpOnly cookie for 7 days (spec §4 cookies: token,
 * booking); the search and chosen rates stay in the URL. A session whose dates, guests, rates,
 * currency or promo differ from the URL is replaced by a new one. The session is created by the
 * guest's "Continue" on step 1 (`startBooking`, a form post), never by a view of the booking page, so
 * crawlers, prefetches and shared links create nothing.
 */
import { cookies } from 'next/headers'
import { BOOKING_COOKIE, COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE } from '../../../lib/cookies'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import { call, type BookingSearch, HotelApiClient, type CallContext, type PaymentReservation } from '../../../lib/hotel-api'
import { partialPaymentOffer } from '../domain/partialPayment'
import { hotelToday } from './today'

/** True when the session prices exactly this search and these rates. */
export function sessionMatches(s: PaymentReservation, search: BookingSearch): boolean {
  const sel = search.selections ?? []
  return (
    s.checkIn === search.checkIn &&
    s.checkOut === search.checkOut &&
    s.currency === search.currency.toUpperCase() &&
    (s.promoCode ?? null) === (search.promoCode ?? null) &&
    s.rooms.length === sel.length &&
    sel.every((c) => s.rooms.some((r) => r.roomNumber === c.roomNumber && r.code === c.roomCode && r.plan === c.ratePlanCode)) &&
    (s.status === 'OPEN' || s.status === 'HELD')
  )
}

/**
 * The visitor's session for this search: the cookie's one when it still matches, else null. Reads
 * only — a page view (GET) never creates a session; `ensureSession` does, on the
 * guest's "Continue".
 */
export async function findSession(search: BookingSearch, ctx: CallContext): Promise<PaymentReservation | null> {
  const jar = await cookies()
  const id = jar.get(BOOKING_COOKIE)?.value
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return null
  const existing = await new HotelApiClient().getPaymentReservation(id, ctx).catch(() => null)
  return existing && sessionMatches(existing, search) ? existing : null
}

/**
 * The session for this search: the cookie's one when it still matches, else a new one (POST;
 * `isNew` true). Only for a guest's action (a form post), never for a page view.
 * @throws HotelApiError from the API (e.g. LAST_ROOM_TAKEN, MIN_STAY_NOT_MET)
 */
export async function ensureSession(search: BookingSearch, ctx: CallContext): Promise<{ session: PaymentReservation; isNew: boolean }> {
  const found = await findSession(search, ctx)
  return found ? { session: found, isNew: false } : { session: await new HotelApiClient().createPaymentReservation(search, ctx), isNew: true }
}

/**
 * Applies the guest's partial-payment choice (spec §4 pending amount; `partial=1|0`, null = keep the
 * session's) with a PUT when the session's rates allow a deposit (`partialPaymentOffer`) and the
 * choice differs. An API refusal keeps the session as it was (the page shows what is true).
 * @returns the session as it now is
 */
export async function applyPartialChoice(session: PaymentReservation, search: BookingSearch, wanted: boolean | null, ctx: CallContext): Promise<PaymentReservation> {
  if (wanted === null || wanted === session.pending.hasPartialPayment || !partialPaymentOffer(session.rooms, session.checkIn, hotelToday())) return session
  const updated = await call(() => new HotelApiClient().updatePaymentReservation(search, session, { hasPartialPayment: wanted }, ctx))
  return updated.hasError ? session : updated.data
}

/** Remembers the session (id and token) for 7 days; only callable from a server action or route. */
export async function rememberSession(s: PaymentReservation): Promise<void> {
  const jar = await cookies()
  const options = privateCookieOptions({ maxAge: COOKIE_MAX_AGE_SECONDS })
  jar.set(BOOKING_COOKIE, s.sessionId, options)
  if (s.token) jar.set(TOKEN_COOKIE, s.token, options)
}
