/**
 * Session quotes (design/hotel-api-v1.md endpoints 2, 4 and 6; "A quote is locked per session
 * Version; commit charges the stored quote"). Builds, from a parsed booking body, the priced offer
 * set and — when `Hotel.Rooms` is given — the priced selection with its payment split. Money is kept
 * in integer minor units of the quote currency in the stored quote; `Summary` carries decimals.
 */
import { allQueries, type Queryable } from './db'
import { findCurrencies, findHotel, findPromo, findTaxRules, msiMonths, type Currency, type Hotel } from './catalog'
import { hotelLocalDate, stayNights } from '../lib/hotel-date'
import { message, type Lang } from './domain/messages'
import { averageMinor, convertMinor } from './domain/money'
import { paymentSplit, type PendingAmount, type RatePolicy } from './domain/policy'
import type { RoomPax } from './domain/stay'
import { rulesIn, sumBreakdowns, type TaxBreakdown, type TaxRule } from './domain/taxes'
import { EngineError, validationError } from './errors'
import { aggregateDemand, type Demand } from './inventory'
import {
  availabilityJson,
  availabilityWire,
  dec,
  evaluateOffers,
  loadStay,
  msiBreakdown,
  priceRoom,
  promoVerdict,
  rateTexts,
  roomCharge,
  taxesWire,
  type Refusal,
  type RoomOffer,
  type StayData,
} from './offers'
import type { AvailabilityBody } from './schemas'
import { cachedAnswer, type AriCache } from './ari-cache'

/** A booking body after parsing (availability, create and update share it). */
export type BookingInput = AvailabilityBody & { Ecommerce?: { PendingAmount?: { HasPartialPayment?: boolean } } }

/**
 * One chosen room of a session, priced (quote-currency minor units): `totalMinor` is what is charged
 * for it (nightly amounts + added taxes and fees), `taxes` its breakdown (absent in quotes stored
 * before contract v1.1).
 */
export type QuotedRoom = {
  hab: number
  roomCode: string
  rateCode: string
  category: string
  nightly: { night: string; amountMinor: number; baseMinor: number }[]
  totalMinor: number
  taxes?: TaxBreakdown
  policy: RatePolicy
}

/** The quote stored with a session version (jsonb). */
export type StoredQuote = {
  hotelCode: string
  currency: string
  decimals: number
  lang: Lang
  checkIn: string
  checkOut: string
  nights: string[]
  promoCode: string | null
  rooms: QuotedRoom[]
  totalMinor: number
  /** the rooms' tax breakdowns summed (absent in quotes stored before contract v1.1) */
  taxes?: TaxBreakdown
  dueNowMinor: number
  pending: PendingAmount
  demand: Demand
  summary: Record<string, unknown>
}

/** Normalised occupancy of the body (one RoomPax per Hab). */
export function paxesOf(b: BookingInput): RoomPax[] {
  return b.Paxes.map((p) => ({ adults: p.Adults, children: p.Children, ages: p.Ages }))
}

/**
 * Validates the body's stay against the hotel (check-in not in the past, currency, promo) and reads
 * its tax rules (hotel currency), without reading any ARI: the part of `priceStay` that an answer
 * cache must run before its version read.
 * @throws EngineError 404 HOTEL_NOT_FOUND; 400 VALIDATION_ERROR (check-in in the past — hotel-local
 *   date — or unsupported currency); 422 PROMO_INVALID/PROMO_EXPIRED/PROMO_NOT_APPLICABLE/PROMO_EXHAUSTED
 */
export async function stayContext(q: Queryable, b: BookingInput, now: Date) {
  const hotel = await findHotel(q, b.Hotel.HotelCode)
  const today = hotelLocalDate(now, hotel.timezone)
  if (b.CheckIn < today) throw validationError([{ Path: 'CheckIn', Message: message('CHECKIN_IN_PAST', 'EN') }])
  const cur = await findCurrencies(q, [...new Set([hotel.currency, b.Header.Currency])])
  const currencies = { hotel: cur.get(hotel.currency) as Currency, quote: cur.get(b.Header.Currency) as Currency }
  const taxRules = await findTaxRules(q, hotel, currencies.hotel.decimals)
  const nights = stayNights(b.CheckIn, b.CheckOut)
  const paxes = paxesOf(b)
  let promo = null
  if (b.PromoCode) {
    const v = promoVerdict(await findPromo(q, hotel.hotelCode, b.PromoCode), today, nights)
    if (!v.ok) throw new EngineError(v.code, 422, { PromoCode: b.PromoCode })
    promo = v.promo
  }
  return { hotel, today, currencies, nights, paxes, promo, taxRules }
}

/** A hotel's tax rules with fixed amounts in the quote currency (converted per unit, like nightly prices). */
function quoteTaxes(rules: TaxRule[], currencies: { hotel: Currency; quote: Currency }): TaxRule[] {
  return currencies.hotel.code === currencies.quote.code ? rules : rulesIn(rules, (m) => convertMinor(m, currencies.hotel, currencies.quote))
}

/** Reads the stay's ARI and evaluates the offers for a validated context. */
async function priceContext(q: Queryable, c: Awaited<ReturnType<typeof stayContext>>) {
  const { hotel, today, currencies, nights, paxes, promo } = c
  const [data, months] = await allQueries(q, [
    () => loadStay(q, hotel, nights, [...new Set(paxes.map((p) => p.adults))], currencies),
    () => (currencies.quote.code === 'MXN' ? msiMonths(q) : Promise.resolve([] as number[])),
  ] as const)
  const taxes = quoteTaxes(c.taxRules, currencies)
  const result = evaluateOffers(data, paxes, promo, today, taxes)
  return { hotel, today, data, result, promo, months, paxes, taxes }
}

/**
 * Loads everything needed to price the body's stay and evaluates the offers.
 * @throws EngineError as `stayContext`
 */
export async function priceStay(q: Queryable, b: BookingInput, now: Date) {
  return priceContext(q, await stayContext(q, b, now))
}

/** POST /availability answer for a parsed body. */
export async function availability(q: Queryable, b: BookingInput, now: Date, lang: Lang) {
  const p = await priceStay(q, b, now)
  return availabilityWire(p.data, p.result, lang, p.promo, p.months)
}

/**
 * POST /availability answer as UTF-8 JSON, through the engine's validated answer cache (ari-cache.ts)
 * when one is given. The key holds everything the answer depends on besides the ARI: language,
 * hotel-local today, hotel, dates, occupancy, currency, the promo row as read (uses included) and the
 * hotel's tax rules as read (a `PUT /admin/taxes` changes the key, never a stale breakdown).
 * @throws EngineError as `stayContext`
 */
export async function availabilityAnswer(q: Queryable, b: BookingInput, now: Date, lang: Lang, cache: AriCache | null) {
  const c = await stayContext(q, b, now)
  const key = JSON.stringify(['availability', lang, c.today, c.hotel.hotelCode, b.CheckIn, b.CheckOut, c.paxes, c.currencies.quote.code, c.promo, c.taxRules])
  return cachedAnswer(cache, q, c.hotel.hotelCode, key, async () => {
    const p = await priceContext(q, c)
    return availabilityJson(p.data, p.result, lang, p.promo, p.months)
  })
}

/** The error for a stay that has no offer at all: the first restriction refusal (422), else 409 NO_AVAILABILITY. */
export function noOfferError(refusals: Refusal[]): EngineError {
  const r = refusals.find((x) => ['MIN_STAY_NOT_MET', 'MAX_STAY_EXCEEDED', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE', 'OCCUPANCY_EXCEEDED'].includes(x.code))
  if (r) return new EngineError(r.code, 422, { RoomCode: r.roomCode, ...r.details }, r.params)
  return new EngineError('NO_AVAILABILITY', 409, { Rooms: refusals.map((x) => ({ RoomCode: x.roomCode, Reason: x.code })) })
}

/**
 * Builds the quote of a session body: validates and prices the chosen rooms (`Hotel.Rooms`), or,
 * without a choice, checks that at least one room type is offered.
 * @throws EngineError as `priceStay`, plus 400 for unknown room/rate codes, 409 NO_AVAILABILITY,
 *   422 MIN_STAY_NOT_MET/MAX_STAY_EXCEEDED/CLOSED_TO_ARRIVAL/CLOSED_TO_DEPARTURE/OCCUPANCY_EXCEEDED,
 *   422 PARTIAL_PAYMENT_NOT_ALLOWED
 */
export async function buildQuote(q: Queryable, b: BookingInput, now: Date, lang: Lang): Promise<StoredQuote> {
  const p = await priceStay(q, b, now)
  const { data, result } = p
  const choices = b.Hotel.Rooms ?? []
  if (choices.length === 0 && result.offers.length === 0) throw noOfferError(result.refusals)
  const rooms: QuotedRoom[] = []
  for (const [i, ch] of [...choices].sort((a, c) => a.Hab - c.Hab).entries()) {
    const room = data.rooms.find((r) => r.roomCode === ch.RoomCode)
    const rate = data.rates.find((r) => r.rateCode === ch.RatePlanCode)
    if (!room) throw validationError([{ Path: `Hotel.Rooms.${i}.RoomCode`, Message: `unknown room type ${ch.RoomCode}` }])
    if (!rate) throw validationError([{ Path: `Hotel.Rooms.${i}.RatePlanCode`, Message: `unknown rate plan ${ch.RatePlanCode}` }])
    const offer = result.offers.find((o) => o.room.roomCode === ch.RoomCode)
    if (!offer) {
      const refusal = result.refusals.find((r) => r.roomCode === ch.RoomCode && !r.rateCode)
      throw refusal ? noOfferError([refusal]) : new EngineError('NO_AVAILABILITY', 409, { RoomCode: ch.RoomCode })
    }
    if (!offer.rates.some((r) => r.rate.rateCode === ch.RatePlanCode)) throw new EngineError('NO_AVAILABILITY', 409, { RoomCode: ch.RoomCode, RatePlanCode: ch.RatePlanCode, Reason: 'NO_RATE' })
    const pax = p.paxes[ch.Hab - 1]
    const promoHere = p.promo && (p.promo.roomCategory === null || p.promo.roomCategory === room.category) ? p.promo : null
    const priced = priceRoom(data, room.roomCode, rate.rateCode, pax, promoHere)
    if (!priced) throw new EngineError('NO_AVAILABILITY', 409, { RoomCode: ch.RoomCode, RatePlanCode: ch.RatePlanCode, Reason: 'NO_RATE' })
    const charge = roomCharge(priced, p.taxes)
    rooms.push({
      hab: ch.Hab,
      roomCode: room.roomCode,
      rateCode: rate.rateCode,
      category: room.category,
      nightly: priced.map((n) => ({ night: n.night, amountMinor: n.amountMinor, baseMinor: n.baseMinor })),
      totalMinor: charge.totalMinor,
      taxes: charge.taxes,
      policy: rate.policy,
    })
  }
  if (choices.length) {
    // several Habs on one room type need that many units on every night
    const need = new Map<string, number>()
    for (const r of rooms) need.set(r.roomCode, (need.get(r.roomCode) ?? 0) + 1)
    for (const [code, n] of need) {
      const offer = result.offers.find((o) => o.room.roomCode === code) as RoomOffer
      if (offer.remaining < n) throw new EngineError('NO_AVAILABILITY', 409, { RoomCode: code, RemainingUnits: offer.remaining })
    }
  }
  const taxes = sumBreakdowns(rooms.map((r) => r.taxes as TaxBreakdown))
  const totalMinor = taxes.totalMinor
  const wantsPartial = b.Ecommerce?.PendingAmount?.HasPartialPayment === true
  // the strictest policy of the chosen rate plans decides the deposit (all must allow it)
  let split: ReturnType<typeof paymentSplit> = { dueNowMinor: totalMinor, pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null } }
  if (wantsPartial) {
    if (rooms.length === 0) throw new EngineError('PARTIAL_PAYMENT_NOT_ALLOWED', 422)
    let due = 0
    let dueDate: string | null = null
    for (const r of rooms) {
      const s = paymentSplit(r.policy, r.totalMinor, p.today, b.CheckIn, true)
      if (!s) throw new EngineError('PARTIAL_PAYMENT_NOT_ALLOWED', 422, { RatePlanCode: r.rateCode })
      due += s.dueNowMinor
      if (s.pending.dueDate && (!dueDate || s.pending.dueDate < dueDate)) dueDate = s.pending.dueDate
    }
    split = { dueNowMinor: due, pending: { hasPartialPayment: true, amountMinor: totalMinor - due, dueDate } }
  }
  const demand = aggregateDemand(rooms.flatMap((r) => r.nightly.map((n) => ({ roomCode: r.roomCode, night: n.night, qty: 1 }))))
  const quote: Omit<StoredQuote, 'summary'> = {
    hotelCode: p.hotel.hotelCode,
    currency: data.quoteCurrency.code,
    decimals: data.quoteCurrency.decimals,
    lang,
    checkIn: b.CheckIn,
    checkOut: b.CheckOut,
    nights: data.nights,
    promoCode: p.promo?.code ?? null,
    rooms,
    totalMinor,
    taxes,
    dueNowMinor: split?.dueNowMinor ?? totalMinor,
    pending: split?.pending ?? { hasPartialPayment: false, amountMinor: 0, dueDate: null },
    demand,
  }
  return { ...quote, summary: summaryWire(quote, b, p.hotel, data, lang, p.months) }
}

/** `Summary` of a session (decimals in the quote currency; texts in the session language). */
function summaryWire(qt: Omit<StoredQuote, 'summary'>, b: BookingInput, hotel: Hotel, data: StayData, lang: Lang, months: number[]) {
  const c = data.quoteCurrency
  const n = qt.nights.length
  return {
    HotelCode: hotel.hotelCode,
    HotelName: hotel.name,
    CheckIn: qt.checkIn,
    CheckOut: qt.checkOut,
    Nights: n,
    Currency: c.code,
    Language: lang,
    PromoCode: qt.promoCode,
    Habs: b.Hotel.Habs,
    Paxes: b.Paxes.map((x) => ({ Adults: x.Adults, Children: x.Children, Ages: x.Ages })),
    Rooms: qt.rooms.map((r) => {
      const room = data.rooms.find((x) => x.roomCode === r.roomCode)
      const rate = data.rates.find((x) => x.rateCode === r.rateCode)
      return {
        Hab: r.hab,
        RoomCode: r.roomCode,
        RatePlanCode: r.rateCode,
        Category: r.category,
        name: room?.name[lang] ?? r.roomCode,
        ...(rate ? rateTexts(rate, lang, c.code) : {}),
        NightlyPrices: r.nightly.map((x) => ({ Date: x.night, Amount: dec(x.amountMinor, c) })),
        amount: dec(r.totalMinor, c),
        totalAmount: dec(r.totalMinor, c),
        averageAmount: dec(averageMinor(r.totalMinor, n), c),
        nights: n,
        currency: c.code,
        ...(r.taxes ? { Taxes: taxesWire(r.taxes, lang, c) } : {}),
      }
    }),
    TotalAmount: dec(qt.totalMinor, c),
    ...(qt.taxes ? { Taxes: taxesWire(qt.taxes, lang, c) } : {}),
    AverageAmount: dec(averageMinor(qt.totalMinor, n), c),
    AmountDueNow: dec(qt.dueNowMinor, c),
    msiBreakdown: msiBreakdown(qt.totalMinor, c, months),
    Ecommerce: {
      PendingAmount: {
        HasPartialPayment: qt.pending.hasPartialPayment,
        Amount: dec(qt.pending.amountMinor, c),
        DueDate: qt.pending.dueDate,
      },
    },
  }
}
