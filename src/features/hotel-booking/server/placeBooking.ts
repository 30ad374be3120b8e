'use server'
/**
 * Step 2 BOOK submit (issue #4 "Payments safety"): validate the guest form (zod), re-read the session
 * (the server never trusts a client total), apply the partial-payment choice with a PUT, hold the
 * rooms, authorize the amount due now with the payment provider (idempotency key = session,
 * version and payment method), commit the reservation with Idempotency-Key = the payment reference, then
 * capture (a capture error re-reads the payment: captured or unknown → the confirmation, the capture
 * marked owed for the Stripe sweep — `captureAfterCommit`, issue #11 item 3). On LAST_ROOM_TAKEN the
 * authorization is cancelled and the guest keeps everything they typed.
 * With Stripe (provider.collection 'payment-element') the form is posted twice: `paymentStage=prepare`
 * stops after the hold and returns the PaymentIntent to confirm in the browser (status 'payment');
 * `paymentStage=commit` with `paymentReference` verifies that intent against the session's amount,
 * currency and id instead of authorizing, then commits and captures as above.
 */
import { cookies, headers } from 'next/headers'
import { after } from 'next/server'
import { redirect } from 'next/navigation'
import { COOKIE_MAX_AGE_SECONDS, RESERVATION_COOKIE, TOKEN_COOKIE } from '../../../lib/cookies'
import { reservationCookieValue } from '../../../lib/reservationCookie'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import { HotelApiClient, HotelApiError } from '../../../lib/hotel-api'
import { isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { allowHold } from '../../../lib/holdLimits'
import { type ExpectedPayment, isPaymentError, paymentProvider } from '../../checkout/payments'
import { captureAfterCommit } from '../../checkout/server/captureOwed'
import { GuestFormSchema } from '../domain/guestForm'
import { fieldErrorsOf } from '../../../lib/validation'
import { methodsFor } from '../../checkout/domain/paymentMethods'
import { flowPath } from '../domain/paths'
import { getHotels, getPaymentMethods } from '../../../cms/reads/reference'
import { recordOwedConfirmation, sendConfirmationOnce } from './confirmationMail'
import { rememberSession } from './session'

export type PlaceBookingState =
  | { status: 'idle' }
  | { status: 'error'; code: string; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  /** Stripe: the PaymentIntent the browser confirms (amount from the session, never from the form) */
  | { status: 'payment'; reference: string; clientSecret: string | null; amountMinor: number; currency: string; installmentPlans: number[]; values: Record<string, string> }

/** Form action of the booking page. Returns an error state, or redirects to the confirmation page. */
export async function placeBooking(_prev: PlaceBookingState, form: FormData): Promise<PlaceBookingState> {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const fail = (code: string, extra: Partial<Extract<PlaceBookingState, { status: 'error' }>> = {}): PlaceBookingState => ({ status: 'error', code, fieldErrors: {}, values, ...extra })
  const locale = values.locale
  if (!isRouteLocale(locale)) return fail('GENERIC_ERROR')
  const lang = locale === 'es' ? 'es' : 'en'
  const parsed = GuestFormSchema.safeParse(values)
  if (!parsed.success) return fail('VALIDATION', { fieldErrors: fieldErrorsOf(parsed.error) })
  const guest = parsed.data
  const sessionId = values.sessionId ?? ''
  if (!/^[0-9a-f-]{36}$/.test(sessionId)) return fail('SESSION_EXPIRED')

  const h = await headers()
  const ctx = { pageUrl: `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${flowPath(locale as RouteLocale, 'booking')}`, language: locale as RouteLocale }
  const client = new HotelApiClient()
  const provider = paymentProvider()
  let authorization: { reference: string; installments?: number } | null = null
  let expected: ExpectedPayment | null = null
  try {
    let session = await client.getPaymentReservation(sessionId, ctx)
    if (session.status !== 'OPEN' && session.status !== 'HELD') return fail('SESSION_EXPIRED')

    // The method must be offered for this currency and site (spec §9); never trust the form.
    const methods = methodsFor(await getPaymentMethods(lang), session.currency, lang)
    if (!methods.some((m) => m.apiCode === guest.methodCode)) return fail('VALIDATION', { fieldErrors: { methodCode: 'methodRequired' } })

    const wantPartial = guest.partialPayment === 'on'
    if (wantPartial !== session.pending.hasPartialPayment) {
      const saved = await client.getSavedReservationByToken(session.token ?? '', ctx).catch(() => null)
      if (!saved) return fail('SESSION_EXPIRED')
      // Channel and client id come from the hotel's CMS settings, never from the form.
      const hotel = (await getHotels()).find((h) => String(h.propertyCode) === saved.hotelCode || h.code === saved.hotelCode)
      if (!hotel) return fail('SESSION_EXPIRED')
      session = await client.updatePaymentReservation(
        {
          hotelCode: saved.hotelCode,
          checkIn: saved.checkIn,
          checkOut: saved.checkOut,
          rooms: saved.occupancy.map((o) => ({ adults: o.adults, childrenAges: o.ages })),
          promoCode: saved.promoCode,
          currency: saved.currency,
          language: locale,
          channel: hotel.channel,
          clientId: hotel.clientId,
          selections: saved.rooms.map((r) => ({ roomNumber: r.roomNumber, roomCode: r.roomCode, ratePlanCode: r.ratePlanCode })),
        },
        session,
        { hasPartialPayment: wantPartial },
        ctx,
      )
    }
    // What a Stripe intent must match before commit: the server's amount due now, never the browser's.
    expected = { amountMinor: session.dueNowMinor, currency: session.currency, metadata: { sessionId: session.sessionId } }
    // a new hold (not the commit step of one already held) spends the address's hold budget (issue #13 item 7)
    if (session.status !== 'HELD' && !(await allowHold('hotel-hold'))) return fail('HOLDS_LIMITED')
    session = await client.holdPaymentReservation(session, ctx)
    await rememberSession(session)

    const paymentInput = {
      amountMinor: session.dueNowMinor,
      currency: session.currency,
      // one payment per session version AND method (issue #11 item 4): Stripe refuses a key reused with
      // other parameters, so switching card ↔ financing (Affirm) on one version needs its own key, as the shop's does.
      idempotencyKey: `${session.sessionId}:${session.version}:${guest.methodCode}`,
      description: `Hotel ${session.hotelCode} ${session.checkIn}→${session.checkOut}`,
      methodCode: guest.methodCode,
      metadata: { sessionId: session.sessionId },
    }
    if (provider.collection === 'payment-element') {
      if (values.paymentStage !== 'commit') {
        const p = await provider.prepare({ ...paymentInput, paymentMethodId: values.paymentMethodId || undefined, enableInstallments: session.currency === 'MXN' })
        return {
          status: 'payment',
          reference: p.reference,
          clientSecret: p.clientSecret,
          amountMinor: p.amountMinor,
          currency: p.currency,
          installmentPlans: p.installmentPlans.map((x) => x.count),
          values,
        }
      }
      authorization = await provider.verify(values.paymentReference ?? '', expected)
    } else {
      authorization = await provider.authorize(paymentInput)
    }
    const reservation = await client.commitReservation(
      {
        sessionId: session.sessionId,
        version: session.version,
        guest: { firstName: guest.firstName, lastName: guest.lastName, email: guest.email, phone: guest.phone, country: guest.country, comments: guest.notes || undefined },
        payment: {
          provider: provider.name,
          reference: authorization.reference,
          methodCode: guest.methodCode,
          currency: session.currency,
          amountAuthorizedMinor: session.dueNowMinor,
          installments: authorization.installments,
        },
      },
      authorization.reference,
      ctx,
    )
    // The reservation is committed with this payment: a capture error never means "nothing charged"
    // (issue #11 item 3). Re-read: captured or unknown (capture marked owed, finished by the Stripe
    // sweep) → the confirmation; only a payment proven cancelled is an error (logged for staff).
    const captured = await captureAfterCommit(provider, {
      reference: authorization.reference,
      amountMinor: session.dueNowMinor,
      currency: session.currency,
      metadata: { sessionId: session.sessionId },
    })
    if (captured === 'not-charged') {
      logger.error('reservation committed but its payment was cancelled before capture', { confirmationCode: reservation.confirmationCode, reference: authorization.reference })
      return fail('PAYMENT_NOT_AUTHORIZED')
    }
    // The confirmation email is owed from now on (a row the sweep finds if this process dies), and is
    // sent after the answer: the guest does not wait for the mail server. Once per booking (a lease on
    // the row); a mail failure never undoes a paid booking.
    const code = reservation.confirmationCode
    await recordOwedConfirmation(code, reservation.guest.email, locale as RouteLocale).catch((e) => logger.error('booking confirmation not recorded', { code, error: String(e) }))
    after(() =>
      sendConfirmationOnce(code, reservation.guest.email, locale as RouteLocale, ctx, reservation).catch((e) => logger.warn('booking confirmation deferred to the sweep', { code, error: String(e) })),
    )
    const jar = await cookies()
    jar.set(RESERVATION_COOKIE, reservationCookieValue(reservation.confirmationCode, reservation.guest.email), privateCookieOptions({ maxAge: COOKIE_MAX_AGE_SECONDS }))
    jar.delete(TOKEN_COOKIE)
    redirect(`/${locale}/${locale === 'es' ? 'confirmacion' : 'confirmation'}/${reservation.confirmationCode}/`)
  } catch (err) {
    if (err instanceof HotelApiError) {
      // Stripe: the hold or commit failed after the browser authorized; release that intent once it is
      // proven to be this session's (verify), never on the browser's word alone.
      if (!authorization && expected && values.paymentStage === 'commit' && values.paymentReference) authorization = await provider.verify(values.paymentReference, expected).catch(() => null)
      if (authorization) await provider.cancel(authorization.reference).catch((e) => logger.error('payment cancel failed', { error: String(e) }))
      return fail(err.code, { message: err.message })
    }
    // A refused Stripe intent (amount/currency/session differ) is never committed; it is not cancelled
    // here (the reference comes from the browser): the webhook's sweep releases stale authorizations.
    if (isPaymentError(err)) return fail(err.code)
    throw err // redirect() and unexpected failures
  }
}
