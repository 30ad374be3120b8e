'use server'
/**
 * Step 2 BOOK submit: the form action of the booking page, a thin caller of the hotel checkout service
 * (./checkout/service.ts, where the money steps and their failure rules live). Parses the guest form
 * (zod, localized field errors, every typed value kept), runs `book`, and turns its outcome into the
 * form's state, the session and reservation cookies, the confirmation email sent after the answer
 * (Next's `after`; owed in the database before the commit), or the redirect to the confirmation.
 * With Stripe the form is posted twice (`paymentStage=prepare`, then `commit` with `paymentReference`).
 */
import { cookies, headers } from 'next/headers'
import { after } from 'next/server'
import { redirect } from 'next/navigation'
import { COOKIE_MAX_AGE_SECONDS, RESERVATION_COOKIE, TOKEN_COOKIE } from '../../../lib/cookies'
import { reservationCookieValue } from '../../../lib/reservationCookie'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import { isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { GuestFormSchema } from '../domain/guestForm'
import { fieldErrorsOf } from '../../../lib/validation'
import { flowPath } from '../domain/paths'
import { sendConfirmationOnce } from './confirmationMail'
import { rememberSession } from './session'
import { hotelCheckout } from './checkout'

export type PlaceBookingState =
  | { status: 'idle' }
  | { status: 'error'; code: string; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  /** Stripe: the PaymentIntent the browser confirms (amount from the session, never from the form) */
  | { status: 'payment'; reference: string; clientSecret: string | null; amountMinor: number; currency: string; installmentPlans: number[]; values: Record<string, string> }

/**
 * Form action of the booking page. Returns an error state (codes rendered by the form: field errors,
 * the API's refusals, MAINTENANCE, BOOKING_PENDING when the outcome is not known yet, PAYMENT_NOT_CHARGED),
 * the Stripe payment to confirm, or redirects to the confirmation page.
 */
export async function placeBooking(_prev: PlaceBookingState, form: FormData): Promise<PlaceBookingState> {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const fail = (code: string, extra: Partial<Extract<PlaceBookingState, { status: 'error' }>> = {}): PlaceBookingState => ({ status: 'error', code, fieldErrors: {}, values, ...extra })
  const locale = values.locale
  if (!isRouteLocale(locale)) return fail('GENERIC_ERROR')
  const parsed = GuestFormSchema.safeParse(values)
  if (!parsed.success) return fail('VALIDATION', { fieldErrors: fieldErrorsOf(parsed.error) })
  const sessionId = values.sessionId ?? ''
  if (!/^[0-9a-f-]{36}$/.test(sessionId)) return fail('SESSION_EXPIRED')

  const h = await headers()
  const ctx = { pageUrl: `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${flowPath(locale as RouteLocale, 'booking')}`, language: locale as RouteLocale }
  const outcome = await hotelCheckout().book({
    locale: locale as RouteLocale,
    guest: parsed.data,
    sessionId,
    paymentStage: values.paymentStage,
    paymentReference: values.paymentReference,
    paymentMethodId: values.paymentMethodId,
    installmentForm: { bank: values.bank, installments: values.installments },
    ctx,
  })
  if ((outcome.kind === 'refused' || outcome.kind === 'payment') && outcome.held) await rememberSession(outcome.held)
  switch (outcome.kind) {
    case 'refused':
      return fail(outcome.code, { message: outcome.message, fieldErrors: outcome.fieldErrors ?? {} })
    case 'pending':
      return fail('BOOKING_PENDING')
    case 'payment':
      return {
        status: 'payment',
        reference: outcome.reference,
        clientSecret: outcome.clientSecret,
        amountMinor: outcome.amountMinor,
        currency: outcome.currency,
        installmentPlans: outcome.installmentPlans,
        values,
      }
    case 'confirmed': {
      const { confirmationCode: code, email, reservation } = outcome
      // Sent after the answer: the guest does not wait for the mail server; the row is already owed.
      if (outcome.ownPayment) {
        after(() => sendConfirmationOnce(code, email, locale as RouteLocale, ctx, reservation).catch((e) => logger.warn('booking confirmation deferred to the sweep', { code, error: String(e) })))
      }
      const jar = await cookies()
      jar.set(RESERVATION_COOKIE, reservationCookieValue(code, email), privateCookieOptions({ maxAge: COOKIE_MAX_AGE_SECONDS }))
      jar.delete(TOKEN_COOKIE)
      redirect(`/${locale}/${locale === 'es' ? 'confirmacion' : 'confirmation'}/${code}/`)
    }
  }
}
