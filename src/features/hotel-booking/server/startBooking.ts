'use server'
/**
 * "Continue" of step 1 ROOMS (spec §2, §4): the guest's first action toward booking, a form post
 * (works without script). Creates the payment-reservation session (POST; or reuses the cookie's one
 * when it matches), applies the partial-payment choice (PUT: a restored or chosen `partial=1|0`, else
 * the deposit on a new session whose rates take one — `initialPartialChoice`), remembers the session in the
 * 7-day cookies and redirects to step 2 BOOK. A view of the booking page never creates a session.
 * An API refusal (e.g. LAST_ROOM_TAKEN, MIN_STAY_NOT_MET) comes back as the
 * API's localized message, shown beside the button.
 */
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ActionButtonState } from '../../../components/ui/ActionButtonForm'
import { call } from '../../../lib/hotel-api'
import { isRouteLocale } from '../../../lib/i18n/locales'
import { hotelErrorText } from '../domain/hotelMessages'
import { initialPartialChoice, partialChoice } from '../domain/partialPayment'
import { flowPath } from '../domain/paths'
import { queryRecord } from '../domain/searchParams'
import { bookingCallContext, bookingRequestOf } from './bookingRequest'
import { applyPartialChoice, ensureSession, rememberSession } from './session'

/** Idle, or the API's refusal in the visitor's language (shown by `ActionButtonForm`). */
export type StartBookingState = ActionButtonState

/** Form action of the summary's "Continue": fields `locale` and `query` (step 2's query string). */
export async function startBooking(_prev: StartBookingState, form: FormData): Promise<StartBookingState> {
  const locale = form.get('locale')
  const rawQuery = form.get('query')
  if (typeof locale !== 'string' || !isRouteLocale(locale)) redirect('/')
  if (typeof rawQuery !== 'string' || rawQuery.length > 4_000) redirect(flowPath(locale, 'search'))
  const query = queryRecord(rawQuery)
  const request = await bookingRequestOf(locale, query)
  if ('incomplete' in request) redirect(request.incomplete)
  const ctx = await bookingCallContext(locale)
  const created = await call(() => ensureSession(request.bookingSearch, ctx))
  if (created.hasError) {
    const text = hotelErrorText(created.error, locale) ?? (await getTranslations({ locale, namespace: 'booking.guest.errors' }))('GENERIC_ERROR')
    return { status: 'error', message: text }
  }
  // the partial-payment choice (spec §4 pending amount) is PUT on the session before step 2: a
  // restored or chosen `partial=1|0`, else the deposit on a new session whose rates take one
  const wanted = initialPartialChoice(partialChoice(query.partial), created.data.isNew)
  const session = await applyPartialChoice(created.data.session, request.bookingSearch, wanted, ctx)
  await rememberSession(session)
  redirect(flowPath(locale, 'booking', rawQuery.replace(/^\?/, '')))
}
