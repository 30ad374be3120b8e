/**
 * The hotel checkout (step 2 BOOK, spec §2/§4) as a service with injectable parts: the hotel API client,
 * the payment provider, the CMS reads, the maintenance flag, the hold budget, the attempts store, the
 * owed-confirmation recorder and the crash points. The server action `placeBooking` is a thin caller
 * (form → `book` → state, cookies, redirect); the crash-safety suite runs this same code in a worker.
 *
 * The money steps (design/hotel-api-v1.md "Payments that meet this contract"):
 * read the session → (partial-payment choice: PUT) → hold → authorize (sandbox) or verify the intent the
 * browser confirmed (Stripe, `stage: 'commit'`; `stage: 'prepare'` stops after the hold with the
 * PaymentIntent to confirm) → record the attempt (the confirmation email is owed from here, with
 * the authorization's interest-free plan: attempts.ts) → commit with Idempotency-Key = the payment reference → capture → the confirmation.
 *
 * Never cancel on an unclear outcome: an authorization is released only after a definite refusal
 * (`commitFailureKind` 'refused') and a re-read of the session that does not show it CONFIRMED. A lost or
 * unreadable commit answer re-reads the session and replays the commit once with the same key: CONFIRMED
 * with this payment → capture and confirm; CONFIRMED with another payment (a twin tab) → this
 * authorization is released and the guest sees that confirmation; still unknown → 'pending' (the Stripe
 * sweep captures or releases, the attempts sweep sends the email). A capture that proves the payment gone
 * ('not-charged') voids the reservation at the engine (`PaymentVoid`: rooms released, nothing to refund).
 */
import type pg from 'pg'
import type { CrashPoint } from '../../../../lib/crashPoints'
import { type CallContext, HotelApiError, type PaymentReservation, type Reservation } from '../../../../lib/hotel-api'
import type { HotelApiClient } from '../../../../lib/hotel-api'
import type { RouteLocale } from '../../../../lib/i18n/locales'
import { logger } from '../../../../lib/logger'
import { type Authorization, type CheckoutPaymentProvider, type ExpectedPayment, isPaymentError } from '../../../checkout/payments'
import { captureAfterCommit } from '../../../checkout/server/captureOwed'
import { methodsFor, type MethodConfig } from '../../../checkout/domain/paymentMethods'
import { installmentChoice, type InstallmentBank } from '../../../checkout/domain/installmentPlans'
import type { GuestForm } from '../../domain/guestForm'
import { commitFailureKind } from '../../domain/commitOutcome'
import { hotelErrorText } from '../../domain/hotelMessages'
import type { BookingAttempts } from './attempts'

/** The hotel API calls the checkout makes (HotelApiClient's, or a stand-in in tests). */
export type CheckoutEngine = Pick<
  HotelApiClient,
  'getPaymentReservation' | 'updatePaymentReservation' | 'getSavedReservationByToken' | 'holdPaymentReservation' | 'commitReservation' | 'cancelReservation'
>

export type HotelCheckoutDeps = {
  engine: CheckoutEngine
  payments: () => CheckoutPaymentProvider
  /** The CMS payment methods (spec §9), in the site's content language. */
  paymentMethods: (lang: 'es' | 'en') => Promise<(MethodConfig & { apiCode: string })[]>
  /** The CMS banks and their interest-free months (spec §9 MSI), in the site's content language. */
  banks: (lang: 'es' | 'en') => Promise<readonly InstallmentBank[]>
  /** The CMS hotels: the channel and client id a PUT carries come from here, never from the form. */
  hotels: () => Promise<{ code: string; propertyCode?: number | string | null; channel: number; clientId: number }[]>
  /** The maintenance message in the guest's language while the site-wide flag is on, else null (spec §1): no money moves then. */
  maintenance: (locale: RouteLocale) => Promise<string | null>
  /** Spends one new hold of the caller's address budget; false when spent (security: hold caps). */
  allowHold: () => Promise<boolean>
  attempts: BookingAttempts
  /** Records the confirmation email of `code` as owed (confirmationMail.ts). */
  recordOwedConfirmation: (code: string, email: string, locale: RouteLocale) => Promise<void>
  /** Where an owed capture is recorded (schema `payments`). */
  paymentsDb: () => Pick<pg.Pool, 'query'>
  /** Named crash points (src/lib/crashPoints.ts): a no-op outside the crash-safety suite. */
  crash: (point: CrashPoint) => void
}

export type BookInput = {
  locale: RouteLocale
  guest: GuestForm
  sessionId: string
  /** Stripe's two posts: 'prepare' (hold + PaymentIntent) or 'commit' (verify + commit); ignored by the sandbox. */
  paymentStage?: string
  /** Stripe: the PaymentIntent the browser confirmed (`pi_…`), on the 'commit' post. */
  paymentReference?: string
  /** Stripe: a payment method the browser collected (`pm_…`), on the 'prepare' post. */
  paymentMethodId?: string
  /** The sandbox's bank and months choice as the form sent it (checked against the CMS banks). */
  installmentForm?: { bank?: string; installments?: string }
  ctx: CallContext
}

/** What the step shows next. Amounts in minor units of `currency`. */
export type BookOutcome =
  | { kind: 'refused'; code: string; message?: string; fieldErrors?: Record<string, string>; held?: PaymentReservation }
  | { kind: 'payment'; reference: string; clientSecret: string | null; amountMinor: number; currency: string; installmentPlans: number[]; held: PaymentReservation }
  /** The session holds a confirmed reservation. `ownPayment`: it was committed with this request's payment (its email is owed by this step). */
  | { kind: 'confirmed'; confirmationCode: string; email: string; reservation?: Reservation; ownPayment: boolean }
  /** The outcome is not known yet: the guest is told the booking is being confirmed and will be emailed. */
  | { kind: 'pending'; sessionId: string }

/** Builds the checkout over `deps`. */
export function createHotelCheckout(deps: HotelCheckoutDeps) {
  const { engine } = deps

  /**
   * Runs one booking step (module docs). Never throws for an API or payment refusal; rethrows only
   * unexpected errors before any payment exists.
   */
  async function book(input: BookInput): Promise<BookOutcome> {
    const { guest, sessionId, ctx, locale } = input
    const lang = locale === 'es' ? 'es' : 'en'
    const refused = (code: string, extra: Omit<Extract<BookOutcome, { kind: 'refused' }>, 'kind' | 'code'> = {}): BookOutcome => ({ kind: 'refused', code, ...extra })
    const closed = await deps.maintenance(locale)
    if (closed) return refused('MAINTENANCE', { message: closed })
    const provider = deps.payments()
    const stage = provider.collection === 'payment-element' ? (input.paymentStage === 'commit' ? 'commit' : 'prepare') : 'authorize'
    const readSession = () => engine.getPaymentReservation(sessionId, ctx).catch(() => null)
    let authorization: Authorization | null = null
    let expected: ExpectedPayment | null = null
    let session: PaymentReservation | null = null
    let held: PaymentReservation | undefined
    let months: number | undefined

    /** Cancels an authorization that is proven not to be the reservation's payment (never on an unclear outcome). */
    async function release(reference: string) {
      await provider.cancel(reference).catch((e) => logger.error('payment cancel failed: the sweep releases it', { reference, error: String(e) }))
    }

    /**
     * The session holds a confirmed reservation (this step's commit, a replay, or a twin tab's): capture
     * this step's payment when it is the reservation's, else release it; the guest lands on that
     * confirmation either way.
     */
    async function landOnConfirmed(s: PaymentReservation): Promise<BookOutcome> {
      const committed = s.reservation
      // the API did not say which payment committed it: nothing is released, the sweeps decide
      if (!committed) return { kind: 'pending', sessionId }
      const ours = authorization?.reference ?? (stage === 'commit' ? input.paymentReference : undefined)
      if (ours && committed.paymentReference === ours) {
        return captureAndConfirm(committed.confirmationCode, { reference: ours, amountMinor: s.dueNowMinor, currency: s.currency })
      }
      if (!authorization && stage === 'commit' && input.paymentReference && expected) authorization = await provider.verify(input.paymentReference, expected).catch(() => null)
      if (authorization) {
        await release(authorization.reference)
        await deps.attempts.resolve(authorization.reference, 'not-booked').catch(() => undefined)
      }
      return { kind: 'confirmed', confirmationCode: committed.confirmationCode, email: guest.email, ownPayment: false }
    }

    /** After the commit: capture, or void the reservation when the payment is proven gone. */
    async function captureAndConfirm(code: string, pay: { reference: string; amountMinor: number; currency: string }, reservation?: Reservation): Promise<BookOutcome> {
      const captured = await captureAfterCommit(provider, { ...pay, metadata: { sessionId } }, deps.paymentsDb())
      if (captured === 'not-charged') {
        logger.error('reservation committed but its payment was cancelled before capture: voiding it', { confirmationCode: code, reference: pay.reference })
        try {
          await engine.cancelReservation(code, guest.email, `void:${pay.reference}`, ctx, { paymentVoid: true })
          await deps.attempts.resolve(pay.reference, 'payment-void', code).catch(() => undefined)
        } catch (err) {
          logger.error('reservation without payment could not be voided: staff must cancel it', { confirmationCode: code, reference: pay.reference, error: String(err) })
        }
        return refused('PAYMENT_NOT_CHARGED')
      }
      deps.crash('hotel.after-capture')
      await deps.recordOwedConfirmation(code, guest.email, locale).catch((e) => logger.error('booking confirmation not recorded: the attempts sweep records it', { code, error: String(e) }))
      await deps.attempts.resolve(pay.reference, 'confirmed', code).catch((e) => logger.warn('booking attempt not resolved', { code, error: String(e) }))
      return { kind: 'confirmed', confirmationCode: code, email: guest.email, reservation, ownPayment: true }
    }

    // 1. Before the commit: a failure here never leaves a reservation of this step behind.
    try {
      session = await engine.getPaymentReservation(sessionId, ctx)
      if (session.status === 'CONFIRMED') return await landOnConfirmed(session)
      if (session.status !== 'OPEN' && session.status !== 'HELD') return refused('SESSION_EXPIRED')

      // The method must be offered for this currency and site (spec §9); never trust the form.
      const methods = methodsFor(await deps.paymentMethods(lang), session.currency, lang)
      if (!methods.some((m) => m.apiCode === guest.methodCode)) return refused('VALIDATION', { fieldErrors: { methodCode: 'methodRequired' } })
      // Interest-free months only as a bank of the CMS offers them for this currency; never trust the form.
      const plan = installmentChoice(input.installmentForm ?? {}, session.currency, await deps.banks(lang))
      if (!plan.ok) return refused('VALIDATION', { fieldErrors: { installments: plan.error } })
      months = plan.months

      const wantPartial = guest.partialPayment === 'on'
      if (wantPartial !== session.pending.hasPartialPayment) {
        const saved = await engine.getSavedReservationByToken(session.token ?? '', ctx).catch(() => null)
        if (!saved) return refused('SESSION_EXPIRED')
        const hotel = (await deps.hotels()).find((h) => String(h.propertyCode) === saved.hotelCode || h.code === saved.hotelCode)
        if (!hotel) return refused('SESSION_EXPIRED')
        session = await engine.updatePaymentReservation(
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
      // a new hold (not the commit step of one already held) spends the address's hold budget
      if (session.status !== 'HELD' && !(await deps.allowHold())) return refused('HOLDS_LIMITED')
      session = await engine.holdPaymentReservation(session, ctx)
      held = session
      deps.crash('hotel.after-hold')

      const paymentInput = {
        amountMinor: session.dueNowMinor,
        currency: session.currency,
        // one payment per session version, method AND plan: Stripe refuses a key reused with other parameters
        idempotencyKey: `${session.sessionId}:${session.version}:${guest.methodCode}${months ? `:${months}` : ''}`,
        description: `Hotel ${session.hotelCode} ${session.checkIn}→${session.checkOut}`,
        methodCode: guest.methodCode,
        installments: months,
        metadata: { sessionId: session.sessionId },
      }
      if (stage === 'prepare') {
        const p = await provider.prepare({ ...paymentInput, paymentMethodId: input.paymentMethodId || undefined, enableInstallments: session.currency === 'MXN' })
        return {
          kind: 'payment',
          reference: p.reference,
          clientSecret: p.clientSecret,
          amountMinor: p.amountMinor,
          currency: p.currency,
          installmentPlans: p.installmentPlans.map((x) => x.count),
          held,
        }
      }
      authorization = stage === 'commit' ? await provider.verify(input.paymentReference ?? '', expected) : await provider.authorize(paymentInput)
      deps.crash('hotel.after-authorize')
    } catch (err) {
      if (err instanceof HotelApiError) {
        // A twin tab may have committed this session meanwhile: show that confirmation.
        const now = await readSession()
        if (now?.status === 'CONFIRMED') return landOnConfirmed(now)
        // Stripe: the browser authorized before this post; release that intent once it is proven to be
        // this session's (verify) and the engine said a definite no. An unclear answer leaves it to the sweep.
        if (commitFailureKind(err) === 'refused') {
          if (!authorization && expected && stage === 'commit' && input.paymentReference) authorization = await provider.verify(input.paymentReference, expected).catch(() => null)
          if (authorization) await release(authorization.reference)
        }
        return refused(err.code, { message: hotelErrorText(err, locale) ?? undefined, held })
      }
      // A refused intent (amount/currency/session differ) is never committed; it is not cancelled here
      // (the reference comes from the browser): the Stripe sweep releases stale authorizations.
      if (isPaymentError(err)) {
        const now = err.code === 'PAYMENT_NOT_AUTHORIZED' ? await readSession() : null
        if (now?.status === 'CONFIRMED') return landOnConfirmed(now)
        return refused(err.code, { held })
      }
      throw err
    }

    if (!authorization || !session) return refused('GENERIC_ERROR', { held })
    // 2. The attempt: from here on the guest's confirmation email is owed if the engine commits.
    const pay = { reference: authorization.reference, amountMinor: session.dueNowMinor, currency: session.currency }
    try {
      // the months are the authorization's (the plan the provider charges in), never the form's
      const plan = authorization.installments ? { months: authorization.installments, amountMinor: authorization.amountMinor, currency: authorization.currency } : null
      await deps.attempts.record({ paymentReference: pay.reference, sessionId, email: guest.email, locale, plan })
    } catch (err) {
      logger.error('booking attempt not recorded: nothing committed, authorization released', { sessionId, error: String(err) })
      await release(pay.reference)
      return refused('GENERIC_ERROR', { held })
    }

    // 3. The commit, with Idempotency-Key = the payment reference (a replay returns the same reservation).
    const commitBody = {
      sessionId: session.sessionId,
      version: session.version,
      guest: { firstName: guest.firstName, lastName: guest.lastName, email: guest.email, phone: guest.phone, country: guest.country, comments: guest.notes || undefined },
      payment: {
        provider: provider.name,
        reference: pay.reference,
        methodCode: guest.methodCode,
        currency: session.currency,
        amountAuthorizedMinor: session.dueNowMinor,
        installments: authorization.installments,
      },
    }
    const commit = () => engine.commitReservation(commitBody, pay.reference, ctx)
    /** A definite refusal: re-read first (a reservation of this session wins over any refusal), then release. */
    async function refusedAfterCommit(err: HotelApiError): Promise<BookOutcome> {
      const now = await readSession()
      if (now?.status === 'CONFIRMED') return landOnConfirmed(now)
      await release(pay.reference)
      await deps.attempts.resolve(pay.reference, 'not-booked').catch(() => undefined)
      return refused(err.code, { message: hotelErrorText(err, locale) ?? undefined, held })
    }
    let reservation: Reservation
    try {
      reservation = await commit()
    } catch (err) {
      if (!(err instanceof HotelApiError)) {
        logger.error('hotel commit failed unexpectedly: outcome unknown, left to the sweeps', { sessionId, error: String(err) })
        return { kind: 'pending', sessionId }
      }
      if (commitFailureKind(err) === 'refused') return refusedAfterCommit(err)
      logger.warn('hotel commit outcome unclear: re-reading the session', { sessionId, code: err.code, status: err.status })
      const now = await readSession()
      if (now?.status === 'CONFIRMED') return landOnConfirmed(now)
      if (now?.status === 'EXPIRED' || now?.status === 'CANCELLED') return refusedAfterCommit(new HotelApiError('SESSION_EXPIRED', err.message, 410))
      if (!now) return { kind: 'pending', sessionId }
      // OPEN or HELD: the commit did not land (or is still running): replay it with the same key.
      try {
        reservation = await commit()
      } catch (again) {
        if (again instanceof HotelApiError && commitFailureKind(again) === 'refused') return refusedAfterCommit(again)
        const last = await readSession()
        if (last?.status === 'CONFIRMED') return landOnConfirmed(last)
        return { kind: 'pending', sessionId }
      }
    }
    deps.crash('hotel.after-commit')
    return captureAndConfirm(reservation.confirmationCode, pay, reservation)
  }

  return { book }
}

export type HotelCheckout = ReturnType<typeof createHotelCheckout>
