'use server'
/**
 * Server actions of the reservation lookup and cancel page (`/es/mi-reserva/` ↔ `/en/my-booking/`).
 * The code + email pair found by a lookup is kept in the httpOnly reservation cookie
 * (the same one the booking browser gets; signed: src/lib/reservationCookie.ts), so the page renders the
 * details on the server. Both actions are rate limited per client address (lookupBudget.ts) and answer with message codes the
 * page renders in its language; bad input never reaches the hotel API. A cancel sends the policy's
 * refund to the payment provider (refunds.ts); the page shows where it stands.
 */
import type { LookupFormState } from '../../../components/CodeEmailLookupForm'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { COOKIE_MAX_AGE_SECONDS, RESERVATION_COOKIE } from '../../../lib/cookies'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import { HotelApiClient, HotelApiError } from '../../../lib/hotel-api'
import { isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { LookupFormSchema } from '../domain/lookup'
import { fieldErrorsOf } from '../../../lib/validation'
import { myBookingPath } from '../domain/paths'
import { cancelAndRefund, hotelRefundOf, sendHotelRefund } from './refunds'
import { readReservationCookie, reservationCookieValue } from '../../../lib/reservationCookie'
import { spendLookupBudget } from './lookupBudget'

export type MyBookingState = LookupFormState

/** One point of `kind` for the caller's address (lookupBudget.ts); false when the budget is spent. */
async function allowed(kind: 'lookup' | 'cancel'): Promise<boolean> {
  return spendLookupBudget(kind, await headers())
}

async function context(locale: RouteLocale) {
  const h = await headers()
  return { pageUrl: `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${myBookingPath(locale)}`, language: locale }
}

const stringValues = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>

const apiCode = (err: unknown): string | null => {
  if (err instanceof HotelApiError) return err.code
  const e = err as { code?: unknown; status?: unknown } | null
  return e && typeof e.code === 'string' && typeof e.status === 'number' ? e.code : null
}

/** Lookup by confirmation code + email: on success remembers the pair and shows the reservation. */
export async function lookupReservation(_prev: MyBookingState, form: FormData): Promise<MyBookingState> {
  const values = stringValues(form)
  const fail = (code: string, fieldErrors: Record<string, string> = {}): MyBookingState => ({ status: 'error', code, fieldErrors, values })
  const locale = values.locale
  if (!isRouteLocale(locale)) return fail('GENERIC_ERROR')
  const parsed = LookupFormSchema.safeParse(values)
  if (!parsed.success) return fail('VALIDATION', fieldErrorsOf(parsed.error))
  if (!(await allowed('lookup'))) return fail('RATE_LIMITED')
  const { code, email } = parsed.data
  try {
    await new HotelApiClient().getReservation(code, email, await context(locale))
  } catch (err) {
    const c = apiCode(err)
    if (c === 'RESERVATION_NOT_FOUND' || c === 'VALIDATION_ERROR' || c?.endsWith('NOT_FOUND')) return fail('RESERVATION_NOT_FOUND')
    logger.error('reservation lookup failed', { code: c, error: String(err) })
    return fail('GENERIC_ERROR')
  }
  ;(await cookies()).set(RESERVATION_COOKIE, reservationCookieValue(code, email), privateCookieOptions({ maxAge: COOKIE_MAX_AGE_SECONDS }))
  redirect(myBookingPath(locale))
}

/** Cancels the looked-up reservation per its rate policy (hotel API cancel, idempotent per code). */
export async function cancelBooking(_prev: MyBookingState, form: FormData): Promise<MyBookingState> {
  const values = stringValues(form)
  const fail = (code: string, fieldErrors: Record<string, string> = {}): MyBookingState => ({ status: 'error', code, fieldErrors, values })
  const locale = values.locale
  if (!isRouteLocale(locale)) return fail('GENERIC_ERROR')
  const { code, email } = readReservationCookie((await cookies()).get(RESERVATION_COOKIE)?.value) ?? {}
  if (!code || !email || code !== values.code) return fail('RESERVATION_NOT_FOUND')
  if (values.confirm !== 'on') return fail('VALIDATION', { confirm: 'confirmRequired' })
  if (!(await allowed('cancel'))) return fail('RATE_LIMITED')
  try {
    // Records the request, cancels in the hotel API and sends the policy's refund to the payment the
    // reservation was made with (src/features/hotel-booking/server/refunds.ts).
    await cancelAndRefund(code, email)
  } catch (err) {
    const c = apiCode(err)
    if (c === 'ALREADY_CANCELLED' || c === 'CANCEL_NOT_ALLOWED' || c === 'RESERVATION_NOT_FOUND') return fail(c)
    logger.error('reservation cancel failed', { code: c, error: String(err) })
    return fail('GENERIC_ERROR')
  }
  redirect(myBookingPath(locale, 'cancelled=1'))
}

/**
 * "Send my refund again": re-sends the owed refund of the looked-up reservation
 * with its idempotency key (the provider answers with the first refund, never a second one).
 */
export async function resendHotelRefund(form: FormData): Promise<void> {
  const locale = String(form.get('locale') ?? '')
  const l = isRouteLocale(locale) ? locale : 'en'
  const { code, email } = readReservationCookie((await cookies()).get(RESERVATION_COOKIE)?.value) ?? {}
  if (code && email && code === String(form.get('code') ?? '') && (await allowed('cancel'))) {
    // a cancel whose outcome was never recorded (crash, outage) is finished first
    if ((await hotelRefundOf(code))?.status === 'cancelling') await cancelAndRefund(code, email).catch((err) => logger.warn('hotel refund retry: cancel not finished', { code, error: String(err) }))
    else await sendHotelRefund(code)
  }
  redirect(myBookingPath(l))
}

/** Forgets the looked-up reservation (to look up another one). */
export async function forgetReservation(form: FormData): Promise<void> {
  const locale = String(form.get('locale') ?? '')
  ;(await cookies()).delete(RESERVATION_COOKIE)
  redirect(myBookingPath(isRouteLocale(locale) ? locale : 'en'))
}
