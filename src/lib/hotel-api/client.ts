/**
 * The storefront's hotel API v1 client (spec §6, §7; design/hotel-api-v1.md). The only code that
 * knows the API's URL, headers and wire shapes: every request carries `Authorization: Bearer …`,
 * `HostNamePath` (page host + path, base64) and `PrefixProject`, is sent with credentials, and its
 * response is validated with zod and mapped to the app's own types (./types).
 *
 * Vocabulary: the wire's `Hab`/`Habs`/`Paxes` stop here. Answers are translated to the terms of
 * ./types — `roomNumber` (1-based room of the search, wire `Hab`), `roomCount` (wire `Habs` as a
 * count), `perRoom` (a rate's price per room, wire `Habs[]`), `occupancy` (guests per room, wire
 * `Paxes`) — and requests are built from them in ./payloads. Features never see the wire names.
 *
 * Failures: a non-2xx answer, a network error or an unreadable body is logged as a structured
 * internal error (application, method, URL, origin, request, response) and rethrown as
 * `HotelApiError` (spec §8 "API"). `call()` wraps any method into `{ data, hasError, error }`.
 */
import type { z } from 'zod'
import { AppError } from '../errors'
import { withDeadline } from '../http/deadline'
import { logger } from '../logger'
import { hotelCommitFaults, injectTestFault } from '../testFaults'
import { currencyDecimals, toMinorUnits } from '../money/format'
import { hotelApiConfig, type HotelApiConfig } from './config'
import { type BookingSearch, buildReservationBody, buildUpdateBody, hostNamePath } from './payloads'
import type { Availability, BookingConfig, Calendar, PaymentReservation, PromoValidation, Reservation, RoomOccupancy, SavedPaymentReservation, SelectedRoom, TaxBreakdown } from './types'
import { AvailabilityWire, BookingConfigWire, CalendarWire, ErrorBodyWire, PromoWire, ReservationSearchWire, ReservationWire, SavedReservationWire, SessionWire, SummaryWire, TaxesWire } from './wire'

/** A failed hotel API call. `code` is the API's error code (e.g. LAST_ROOM_TAKEN) or a transport code. */
export class HotelApiError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly status: number,
    context: Record<string, unknown> = {},
  ) {
    super(code, message, context)
  }
}

/** Spec §7 "A call wrapper returns an object with data, hasError and error." */
export type CallResult<T> = { data: T; hasError: false; error: null } | { data: null; hasError: true; error: HotelApiError }

/** Runs a client call and turns a thrown HotelApiError into `{ hasError: true }`. Other errors propagate. */
export async function call<T>(fn: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { data: await fn(), hasError: false, error: null }
  } catch (err) {
    if (err instanceof HotelApiError) return { data: null, hasError: true, error: err }
    throw err
  }
}

/**
 * The page the visitor is on (for `HostNamePath` and the log's origin) and its language, sent as
 * `Accept-Language` so calls without a body get their messages in it too.
 */
export type CallContext = { pageUrl: string; language?: 'es' | 'en' | 'pt' }

const minor = (amount: number, currency: string) => toMinorUnits(amount, currencyDecimals(currency))

type Summary = z.infer<typeof SummaryWire>

const TAX_KIND = { PERCENT: 'percent', PER_ROOM_NIGHT: 'perRoomNight', PER_STAY: 'perStay' } as const

/**
 * Wire `Taxes` (contract 1.1) → the breakdown in minor units of `currency`, checked: it must add up
 * (net + lines = total, room + added lines = total) and, when `expectedTotalMinor` is given, its
 * total must be the price it belongs to. A breakdown that does not is logged and left out (the price
 * is shown without it), never shown with parts that do not add up to the amount charged.
 */
export function taxesOf(w: z.infer<typeof TaxesWire>, currency: string, expectedTotalMinor?: number): TaxBreakdown | undefined {
  if (!w) return undefined
  const lines = w.Items.map((i) => ({
    code: i.Code,
    name: i.Name || i.Code,
    kind: TAX_KIND[i.Kind],
    percent: i.Percent,
    included: i.Included,
    amountMinor: minor(i.Amount, currency),
  }))
  const netMinor = minor(w.NetAmount, currency)
  const totalMinor = minor(w.TotalAmount, currency)
  const added = lines.filter((l) => !l.included).reduce((s, l) => s + l.amountMinor, 0)
  const roomMinor = w.RoomAmount === undefined ? totalMinor - added : minor(w.RoomAmount, currency)
  const exact = netMinor + lines.reduce((s, l) => s + l.amountMinor, 0) === totalMinor && roomMinor + added === totalMinor
  if (!exact || (expectedTotalMinor !== undefined && expectedTotalMinor !== totalMinor)) {
    logger.warn('hotel API tax breakdown does not add up: left out', { currency, taxes: w, expectedTotalMinor })
    return undefined
  }
  return { roomMinor, netMinor, totalMinor, included: added === 0, lines }
}

/** Wire `Paxes` (one entry per room) → the rooms' occupancy, in room-number order. */
function occupancyOf(paxes: Summary['Paxes']): RoomOccupancy[] {
  return paxes.map((p) => ({ adults: p.Adults, children: p.Children, ages: p.Ages }))
}

/** Wire `Summary.Rooms` → the selected rooms; each room's wire `Hab` becomes its `roomNumber`. */
function roomsOf(summary: Summary): SelectedRoom[] {
  return summary.Rooms.map((r) => ({
    roomNumber: r.Hab,
    code: r.RoomCode,
    name: r.name,
    plan: r.RatePlanCode,
    amount: minor(r.amount, r.currency),
    legal: r.legal,
    policies: r.policies,
    afi: r.AllFunInclusive,
    nameRatePlan: r.nameRatePlan,
    descRatePlan: r.descRatePlan,
    averageAmount: minor(r.averageAmount, r.currency),
    nights: r.nights,
    currency: r.currency,
    ...(r.CancelPolicy
      ? { cancelPolicy: { freeCancelDays: r.CancelPolicy.FreeCancelDays, penaltyNights: r.CancelPolicy.PenaltyNights } }
      : r.Refundable === false
        ? { cancelPolicy: { freeCancelDays: null, penaltyNights: 0 } }
        : {}),
    ...(r.DepositPolicy !== undefined
      ? {
          deposit: r.DepositPolicy && {
            percent: r.DepositPolicy.DepositPercent,
            minDaysBeforeArrival: r.DepositPolicy.MinDaysBeforeArrival,
            balanceDueDaysBeforeArrival: r.DepositPolicy.BalanceDueDaysBeforeArrival,
          },
        }
      : {}),
    nightly: r.NightlyPrices.map((n) => ({ date: n.Date, amountMinor: minor(n.Amount, r.currency) })),
    ...withTaxes(taxesOf(r.Taxes, r.currency, minor(r.amount, r.currency))),
  }))
}

/** `{ taxes }` when there is a breakdown, else nothing (the field stays absent). */
const withTaxes = (taxes: TaxBreakdown | undefined) => (taxes ? { taxes } : {})

function reshapeSession(w: z.infer<typeof SessionWire>): PaymentReservation {
  const s = w.Summary
  const c = s.Currency
  return {
    sessionId: w.SessionID,
    token: w.Token ?? null,
    version: w.Version,
    status: w.Status,
    holdExpiresAt: w.HoldExpiresAt,
    hotelCode: s.HotelCode,
    checkIn: s.CheckIn,
    checkOut: s.CheckOut,
    nights: s.Nights,
    currency: c,
    promoCode: s.PromoCode,
    rooms: roomsOf(s),
    totalMinor: minor(s.TotalAmount, c),
    dueNowMinor: minor(s.AmountDueNow ?? s.TotalAmount, c),
    pending: {
      hasPartialPayment: s.Ecommerce.PendingAmount.HasPartialPayment,
      amountMinor: minor(s.Ecommerce.PendingAmount.Amount, c),
      dueDate: s.Ecommerce.PendingAmount.DueDate,
    },
    msi: s.msiBreakdown.map((m) => ({ months: m.Months, monthlyAmountMinor: minor(m.MonthlyAmount, c) })),
    ...withTaxes(taxesOf(s.Taxes, c, minor(s.TotalAmount, c))),
    ...(w.Reservation === undefined ? {} : { reservation: w.Reservation ? { confirmationCode: w.Reservation.ConfirmationCode, paymentReference: w.Reservation.Payment?.Reference ?? null } : null }),
  }
}

/** A hotel API client bound to one configuration (env by default). */
export class HotelApiClient {
  constructor(
    private readonly config: HotelApiConfig = hotelApiConfig(),
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The language the API is asked in: Portuguese becomes English for an API without it (`HOTEL_API_PORTUGUESE`). */
  private apiLanguage<L extends 'es' | 'en' | 'pt'>(language: L): L | 'en' {
    return language === 'pt' && this.config.portuguese === false ? 'en' : language
  }

  /** `search` in the language the API is asked in (apiLanguage). */
  private apiSearch(search: BookingSearch): BookingSearch {
    return { ...search, language: this.apiLanguage(search.language) }
  }

  private url(path: string, query?: Record<string, string | number | undefined>): string {
    const [p, ...rest] = path.split('?')
    const withSlash = this.config.trailingSlash && !p.endsWith('/') ? `${p}/` : p
    const u = new URL(this.config.baseUrl + withSlash + (rest.length ? `?${rest.join('?')}` : ''))
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') u.searchParams.set(k, String(v))
    return u.toString()
  }

  /**
   * Sends one request and validates the answer.
   * @returns the parsed body, or null for 204 when `allowNoContent`
   * @throws HotelApiError with the API's code on a 4xx/5xx (after logging), `NETWORK_ERROR` (status 0)
   *   when the API is unreachable or times out, `INVALID_RESPONSE` when the body does not match
   */
  private async request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    ctx: CallContext,
    schema: S | null,
    options: { body?: unknown; idempotencyKey?: string; allowNoContent?: boolean } = {},
  ): Promise<z.infer<S> | null> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.config.token}`,
      HostNamePath: hostNamePath(ctx.pageUrl),
      PrefixProject: this.config.prefixProject,
      Accept: 'application/json',
      'Accept-Language': this.apiLanguage(ctx.language ?? 'en'),
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
    if (this.config.loopback) headers['Accept-Encoding'] = 'identity'
    const origin = new URL(ctx.pageUrl).origin
    const logFailure = (response: unknown, status: number) => logger.error('hotel API call failed', { method, url, origin, status, request: options.body ?? null, response })

    // the deadline covers the body too; its timer is cleared when the call settles (src/lib/http/deadline.ts)
    let answer: { status: number; statusText: string; ok: boolean; text: string } | null
    try {
      answer = await withDeadline(this.config.timeoutMs, async (signal) => {
        await injectTestFault('hotel-api')
        if (method === 'GET') await hotelCommitFaults.beforeRead(url)
        const res = await this.fetchImpl(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: 'include',
          cache: 'no-store',
          signal,
        })
        if (res.status === 204 && options.allowNoContent) {
          await res.body?.cancel().catch(() => {})
          return null
        }
        const text = await res.text()
        if (method === 'POST' && /\/reservations\/?$/.test(new URL(url).pathname)) await hotelCommitFaults.afterCommit(String((options.body as { SessionID?: unknown }).SessionID))
        return { status: res.status, statusText: res.statusText, ok: res.ok, text }
      })
    } catch (err) {
      logFailure(String(err), 0)
      throw new HotelApiError('NETWORK_ERROR', 'The hotel API could not be reached', 0, { method, url })
    }
    if (answer === null) return null
    const { text } = answer
    const res = answer
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      /* handled below */
    }
    if (!res.ok) {
      logFailure(json ?? text.slice(0, 2000), res.status)
      const parsed = ErrorBodyWire.safeParse(json)
      const e = parsed.success ? parsed.data.Error : { Code: `HTTP_${res.status}`, Message: res.statusText, Details: undefined, TraceId: undefined }
      throw new HotelApiError(e.Code, e.Message, res.status, { method, url, details: e.Details, traceId: e.TraceId })
    }
    if (!schema) return null
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      logFailure(json, res.status)
      throw new HotelApiError(
        'INVALID_RESPONSE',
        `The hotel API answered in an unexpected shape: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')} ${i.message}`)
          .join('; ')}`,
        res.status,
        { method, url, issues: parsed.error.issues.slice(0, 5) },
      )
    }
    return parsed.data
  }

  /**
   * GET /calendar (≤ 92 days): per night minimum price, MinStay/MaxStay, CTA/CTD, closed, available;
   * with `roomCodes`, of those room types only (contract 1.2: a room category's "from" price).
   */
  async getCalendar(q: { hotelCode: string | number; from: string; to: string; currency: string; adults: number; ages: number[]; roomCodes?: readonly string[] }, ctx: CallContext): Promise<Calendar> {
    const w = (await this.request(
      'GET',
      this.url('/calendar', {
        HotelCode: q.hotelCode,
        From: q.from,
        To: q.to,
        Currency: q.currency.toUpperCase(),
        Adults: q.adults,
        Ages: q.ages.join(','),
        RoomCodes: q.roomCodes?.length ? q.roomCodes.join(',') : undefined,
      }),
      ctx,
      CalendarWire,
    ))!
    return {
      hotelCode: w.HotelCode,
      currency: w.Currency,
      nights: w.Days.map((d) => ({
        date: d.Date,
        minPriceMinor: d.MinPrice === null ? null : minor(d.MinPrice, w.Currency),
        minStay: d.MinStay,
        maxStay: d.MaxStay,
        closedToArrival: d.ClosedToArrival,
        closedToDeparture: d.ClosedToDeparture,
        closed: d.Closed,
        available: d.Available,
        past: d.Past,
      })),
    }
  }

  /** POST /availability: room types × rate plans with their price per room of the search (`perRoom`), low stock and refusals. */
  async getAvailability(search: BookingSearch, ctx: CallContext): Promise<Availability> {
    const w = (await this.request('POST', this.url('/availability'), ctx, AvailabilityWire, { body: buildReservationBody(this.apiSearch(search)) }))!
    const c = w.Currency
    return {
      hotelCode: w.HotelCode,
      checkIn: w.CheckIn,
      checkOut: w.CheckOut,
      nights: w.Nights,
      currency: c,
      promo: w.PromoCode ? { code: w.PromoCode.Code, applied: w.PromoCode.Applied, message: w.PromoCode.Message } : null,
      unavailable: w.Unavailable.map((u) => ({
        roomCode: u.RoomCode,
        ratePlanCode: u.RatePlanCode,
        reason: u.Reason,
        message: u.Message,
        ...stayLimitOf(u.Details),
      })),
      rooms: w.Rooms.map((r) => ({
        roomCode: r.RoomCode,
        category: r.Category,
        name: r.name,
        description: r.description,
        remainingUnits: r.RemainingUnits,
        lowStock: r.LowStock,
        ratePlans: r.RatePlans.map((p) => ({
          ratePlanCode: p.RatePlanCode,
          nameRatePlan: p.nameRatePlan,
          descRatePlan: p.descRatePlan,
          policies: p.policies,
          legal: p.legal,
          refundable: p.Refundable,
          afi: p.AllFunInclusive,
          totalMinor: minor(p.totalAmount, p.currency),
          averageMinor: minor(p.averageAmount, p.currency),
          nights: p.nights,
          currency: p.currency,
          promoApplied: p.PromoApplied,
          partialPaymentAllowed: p.PartialPaymentAllowed,
          msi: p.msiBreakdown.map((m) => ({ months: m.Months, monthlyAmountMinor: minor(m.MonthlyAmount, p.currency) })),
          ...(p.CancelPolicy ? { cancelPolicy: { freeCancelDays: p.CancelPolicy.FreeCancelDays, penaltyNights: p.CancelPolicy.PenaltyNights } } : {}),
          perRoom: p.Habs.map((h) => ({
            roomNumber: h.Hab,
            adults: h.Adults,
            childrenAges: h.Ages,
            totalMinor: minor(h.totalAmount, p.currency),
            averageMinor: minor(h.averageAmount, p.currency),
            nightly: h.NightlyPrices.map((n) => ({ date: n.Date, amountMinor: minor(n.Amount, p.currency) })),
            ...withTaxes(taxesOf(h.Taxes, p.currency, minor(h.totalAmount, p.currency))),
          })),
          ...withTaxes(taxesOf(p.Taxes, p.currency, minor(p.totalAmount, p.currency))),
        })),
      })),
    }
  }

  /** GET /promo-codes/{code}: valid → `{valid: true}`; invalid → HotelApiError PROMO_INVALID/EXPIRED/… */
  async validatePromoCode(code: string, q: { hotelCode: string | number; checkIn: string; checkOut: string; roomCode?: string }, ctx: CallContext): Promise<PromoValidation> {
    const w = (await this.request(
      'GET',
      this.url(`/promo-codes/${encodeURIComponent(code.trim())}`, { HotelCode: q.hotelCode, CheckIn: q.checkIn, CheckOut: q.checkOut, RoomCode: q.roomCode }),
      ctx,
      PromoWire,
    ))!
    return { code: w.Code, valid: true }
  }

  /** POST /payment-reservation (spec §7 call 1): a priced session; no inventory is taken. */
  async createPaymentReservation(search: BookingSearch, ctx: CallContext): Promise<PaymentReservation> {
    return reshapeSession((await this.request('POST', this.url('/payment-reservation'), ctx, SessionWire, { body: buildReservationBody(this.apiSearch(search)) }))!)
  }

  /** GET /payment-reservation?SessionID= (spec §7 call 2). */
  async getPaymentReservation(sessionId: string, ctx: CallContext): Promise<PaymentReservation> {
    return reshapeSession((await this.request('GET', this.url('/payment-reservation', { SessionID: sessionId }), ctx, SessionWire))!)
  }

  /** PUT /payment-reservation (spec §7 call 3): re-prices; 409 VERSION_CONFLICT/LAST_ROOM_TAKEN, 410 expired. */
  async updatePaymentReservation(search: BookingSearch, session: { sessionId: string; version: number }, ecommerce: { hasPartialPayment: boolean }, ctx: CallContext): Promise<PaymentReservation> {
    const body = buildUpdateBody(this.apiSearch(search), session, ecommerce)
    return reshapeSession((await this.request('PUT', this.url('/payment-reservation'), ctx, SessionWire, { body }))!)
  }

  /** POST /payment-reservation/hold: takes the rooms for 15 minutes (idempotent while held). */
  async holdPaymentReservation(session: { sessionId: string; version: number }, ctx: CallContext): Promise<PaymentReservation> {
    const body = { SessionID: session.sessionId, Version: session.version }
    return reshapeSession((await this.request('POST', this.url('/payment-reservation/hold'), ctx, SessionWire, { body }))!)
  }

  /** DELETE /payment-reservation?SessionID=: abandons the session and releases its hold. */
  async deletePaymentReservation(sessionId: string, ctx: CallContext): Promise<void> {
    await this.request('DELETE', this.url('/payment-reservation', { SessionID: sessionId }), ctx, null, { allowNoContent: true })
  }

  /** GET /payment-reservation/token: the saved payment reservation (spec §3), or null on 204 (none). */
  async getSavedReservationByToken(token: string, ctx: CallContext): Promise<SavedPaymentReservation | null> {
    const w = await this.request('GET', this.url('/payment-reservation/token', { Token: token }), ctx, SavedReservationWire, { allowNoContent: true })
    if (!w) return null
    return {
      currency: w.Header.Currency,
      promoCode: w.PromoCode,
      occupancy: occupancyOf(w.Paxes),
      hotelCode: w.Hotel.HotelCode,
      roomCount: w.Hotel.Habs,
      rooms: w.Hotel.Rooms.map((r) => ({ roomNumber: r.Hab, roomCode: r.RoomCode, ratePlanCode: r.RatePlanCode })),
      checkIn: w.CheckIn,
      checkOut: w.CheckOut,
      hasPartialPayment: w.Ecommerce.PendingAmount.HasPartialPayment,
    }
  }

  /**
   * POST /reservations: commits the session (hold → sold) with an Idempotency-Key (the PaymentIntent
   * id); a replay returns the same reservation. Amount in minor units of `currency`.
   */
  async commitReservation(
    input: {
      sessionId: string
      version: number
      guest: { firstName: string; lastName: string; email: string; phone?: string; country?: string; comments?: string }
      payment: { provider: string; reference: string; methodCode: string; currency: string; amountAuthorizedMinor: number; installments?: number }
    },
    idempotencyKey: string,
    ctx: CallContext,
  ): Promise<Reservation> {
    const decimals = currencyDecimals(input.payment.currency)
    const body = {
      SessionID: input.sessionId,
      Version: input.version,
      Guest: {
        FirstName: input.guest.firstName,
        LastName: input.guest.lastName,
        Email: input.guest.email,
        Phone: input.guest.phone,
        Country: input.guest.country,
        ...(input.guest.comments ? { Comments: input.guest.comments } : {}),
      },
      Payment: {
        Provider: input.payment.provider,
        Reference: input.payment.reference,
        MethodCode: input.payment.methodCode,
        Currency: input.payment.currency.toUpperCase(),
        AmountAuthorized: input.payment.amountAuthorizedMinor / 10 ** decimals,
        ...(input.payment.installments ? { Installments: input.payment.installments } : {}),
      },
    }
    return reshapeReservation((await this.request('POST', this.url('/reservations'), ctx, ReservationWire, { body, idempotencyKey }))!)
  }

  /** GET /reservations/{code}?Email=: guest self-service read. */
  async getReservation(code: string, email: string, ctx: CallContext): Promise<Reservation> {
    return reshapeReservation((await this.request('GET', this.url(`/reservations/${encodeURIComponent(code)}`, { Email: email }), ctx, ReservationWire))!)
  }

  /**
   * GET /reservations (the reference engine's reservation search, docs/hotel-api.md): every criterion
   * given must match — `code` exactly, `email` in any case, `name` a part of the guest's "first last",
   * `date` a hotel-local `YYYY-MM-DD` the stay covers or the booking was made on. Newest first, at most
   * `limit` (1–50, default 20). @throws HotelApiError (400 when no criterion or a malformed one)
   */
  async searchReservations(q: { code?: string; email?: string; name?: string; date?: string; limit?: number }, ctx: CallContext): Promise<Reservation[]> {
    const query = { Code: q.code, Email: q.email, Name: q.name, Date: q.date, Limit: q.limit }
    const w = (await this.request('GET', this.url('/reservations', query), ctx, ReservationSearchWire))!
    return w.Reservations.map(reshapeReservation)
  }

  /**
   * POST /reservations/{code}/cancel with an Idempotency-Key: applies the cancel policy. With
   * `paymentVoid` (an addition of the reference engine, docs/hotel-api.md) the channel voids a
   * reservation whose payment never reached the hotel: rooms released, no penalty, nothing to refund.
   */
  async cancelReservation(code: string, email: string, idempotencyKey: string, ctx: CallContext, options: { paymentVoid?: boolean } = {}): Promise<Reservation> {
    const body = options.paymentVoid ? { Email: email, PaymentVoid: true } : { Email: email }
    return reshapeReservation((await this.request('POST', this.url(`/reservations/${encodeURIComponent(code)}/cancel`), ctx, ReservationWire, { body, idempotencyKey }))!)
  }

  /** GET /booking-config: currencies, payment methods per currency, instalment banks, limits. */
  async getBookingConfig(hotelCode: string | number, channel: number, ctx: CallContext): Promise<BookingConfig> {
    const w = (await this.request('GET', this.url('/booking-config', { HotelCode: hotelCode, Channel: channel }), ctx, BookingConfigWire))!
    return {
      hotelCode: w.HotelCode,
      defaultCurrency: w.DefaultCurrency,
      currencies: w.Currencies.map((c) => ({ code: c.Code, decimals: c.Decimals, ...(c.RatePerUsd ? { ratePerUsd: c.RatePerUsd } : {}) })),
      paymentMethods: Object.fromEntries(Object.entries(w.PaymentMethods).map(([cur, list]) => [cur, list.map((m) => ({ apiCode: m.ApiCode, name: m.Name, kind: m.Kind, upCode: m.UpCode ?? null }))])),
      banks: w.Banks.map((b) => ({ name: b.Name, msiBreakdown: b.msiBreakdown })),
      limits: { maxRooms: w.Limits.MaxRooms, maxChildrenPerRoom: w.Limits.MaxChildrenPerRoom, adultMinAge: w.Limits.AdultMinAge, lowStockThreshold: w.Limits.LowStockThreshold },
    }
  }
}

function reshapeReservation(w: z.infer<typeof ReservationWire>): Reservation {
  const pending = w.Summary?.Ecommerce.PendingAmount
  return {
    confirmationCode: w.ConfirmationCode,
    status: w.Status,
    hotelCode: w.HotelCode,
    checkIn: w.CheckIn,
    checkOut: w.CheckOut,
    currency: w.Currency,
    totalMinor: minor(w.TotalAmount, w.Currency),
    paidMinor: minor(w.PaidAmount ?? 0, w.Currency),
    guest: { firstName: w.Guest.FirstName, lastName: w.Guest.LastName, email: w.Guest.Email, comments: w.Guest.Comments ?? null },
    rooms: w.Summary ? roomsOf(w.Summary) : [],
    hotelName: w.Summary?.HotelName ?? null,
    occupancy: occupancyOf(w.Summary?.Paxes ?? []),
    pending: pending
      ? { hasPartialPayment: pending.HasPartialPayment, amountMinor: minor(pending.Amount, w.Currency), dueDate: pending.DueDate }
      : { hasPartialPayment: false, amountMinor: 0, dueDate: null },
    ...withTaxes(w.Summary ? taxesOf(w.Summary.Taxes, w.Currency, minor(w.TotalAmount, w.Currency)) : undefined),
    cancellation: w.Cancellation ? { penaltyMinor: minor(w.Cancellation.Penalty, w.Currency), refundMinor: minor(w.Cancellation.Refund, w.Currency), cancelledAt: w.Cancellation.CancelledAt } : null,
    createdAt: w.CreatedAt ?? null,
    payment: w.Payment ? { provider: w.Payment.Provider, reference: w.Payment.Reference } : null,
  }
}

/**
 * The stay limit a refusal's `Details` carries (`{ "nights": 3 }` for MIN_STAY_NOT_MET and
 * MAX_STAY_EXCEEDED): `{ nights }` when it is a positive whole number, else nothing (a real API may
 * send other details, or none).
 */
function stayLimitOf(details: unknown): { nights?: number } {
  const n = typeof details === 'object' && details !== null ? (details as Record<string, unknown>).nights : undefined
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? { nights: n } : {}
}
