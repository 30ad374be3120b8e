/**
 * Availability and pricing of a stay (design/hotel-api-v1.md endpoint 2 and "Rules the engine
 * enforces"): loads the stay's ARI rows of a hotel, then evaluates every room type × rate plan:
 * restrictions (MinLOS/MaxLOS/CTA from check-in, CTD from check-out, Closed/stop-sell on any night),
 * remaining units (min over nights of total − held − sold), occupancy per room (Hab), occupancy-based
 * nightly prices with child age bands and a promo, converted night by night to the quote currency.
 * All money in integer minor units; converted to decimals only by the wire builders.
 */
import { allQueries, type Queryable } from './db'
import { cachedRead, type Currency, type Hotel } from './catalog'
import { averageMinor, convertMinor, fromMinor, toMinor } from './domain/money'
import { lowStockMessage, message, type Lang, type MessageCode } from './domain/messages'
import { priceRoomStay, stayTotals, type ChildBand, type PricedNight } from './domain/pricing'
import { checkPromo, promoCoversNight, type Promo } from './domain/promo'
import { checkStayRestrictions, fitsOccupancy, isLowStock, remainingUnits, type NightRestriction, type RoomPax } from './domain/stay'
import { partialPaymentAllowed, type RatePolicy } from './domain/policy'
import { sumBreakdowns, taxBreakdown, type TaxBreakdown, type TaxRule } from './domain/taxes'
import { addDays } from '../lib/hotel-date'

export type RoomType = {
  roomCode: string
  category: string
  name: { ES: string; EN: string }
  desc: { ES: string; EN: string }
  maxAdults: number
  maxChildren: number
  maxOccupancy: number
}

export type RatePlan = {
  rateCode: string
  name: { ES: string; EN: string }
  desc: { ES: string; EN: string }
  policies: { ES: string; EN: string }
  legal: { ES: string; EN: string }
  policy: RatePolicy
}

type InvNight = { total: number; held: number; sold: number; stopSell: boolean }

/** Everything needed to price a stay at one hotel, read in one round of queries. */
export type StayData = {
  hotel: Hotel
  nights: string[]
  rooms: RoomType[]
  rates: RatePlan[]
  inventory: Map<string, Map<string, InvNight>>
  restrictions: Map<string, Map<string, NightRestriction>>
  /** key `room|rate|adults` → night → price in hotel-currency minor units */
  prices: Map<string, Map<string, number>>
  bands: ChildBand[]
  hotelCurrency: Currency
  quoteCurrency: Currency
}

const txt = (es: string, en: string) => ({ ES: es, EN: en })

/** Room types and rate plans of a hotel, in display order. */
export function loadProducts(q: Queryable, hotelCode: string): Promise<{ rooms: RoomType[]; rates: RatePlan[] }> {
  return cachedRead(q, `products:${hotelCode}`, () => readProducts(q, hotelCode))
}

async function readProducts(q: Queryable, hotelCode: string): Promise<{ rooms: RoomType[]; rates: RatePlan[] }> {
  const [rt, rp] = await allQueries(q, [
    () => q.query(`SELECT * FROM hotel_engine.room_types WHERE hotel_code = $1 ORDER BY sort_order, room_code`, [hotelCode]),
    () => q.query(`SELECT * FROM hotel_engine.rate_plans WHERE hotel_code = $1 ORDER BY sort_order, rate_code`, [hotelCode]),
  ] as const)
  return {
    rooms: rt.rows.map((r) => ({
      roomCode: r.room_code,
      category: r.category,
      name: txt(r.name_es, r.name_en),
      desc: txt(r.desc_es, r.desc_en),
      maxAdults: r.max_adults,
      maxChildren: r.max_children,
      maxOccupancy: r.max_occupancy,
    })),
    rates: rp.rows.map((r) => ({
      rateCode: r.rate_code,
      name: txt(r.name_es, r.name_en),
      desc: txt(r.desc_es, r.desc_en),
      policies: txt(r.policies_es, r.policies_en),
      legal: txt(r.legal_es, r.legal_en),
      policy: {
        freeCancelDays: r.free_cancel_days,
        cancelPenaltyNights: r.cancel_penalty_nights,
        depositPct: r.deposit_pct,
        partialMinDays: r.partial_min_days,
        balanceDueDays: r.balance_due_days,
      },
    })),
  }
}

/**
 * Loads the ARI of a stay: inventory and prices for the nights [checkIn, checkOut), restrictions
 * including the check-out date (for CTD), child bands overlapping the stay.
 * @param adults the distinct adult counts to price
 */
export async function loadStay(q: Queryable, hotel: Hotel, nights: string[], adults: number[], currencies: { hotel: Currency; quote: Currency }): Promise<StayData> {
  const checkIn = nights[0]
  const checkOut = addDays(nights[nights.length - 1], 1)
  const h = hotel.hotelCode
  // One round trip for the stay's nights: a row per room type × night of [check-in, check-out]
  // with its inventory, restrictions and, for the nights slept, every rate plan × adults price as
  // `rate:adults:amount,…` (fewer, smaller rows than one row per price); child bands in parallel.
  const [products, ari, ch] = await allQueries(q, [
    () => loadProducts(q, h),
    () =>
      q.query(
        `SELECT rt.room_code, n.night::text AS night, i.total, i.held, i.sold, i.stop_sell,
              r.min_stay, r.max_stay, r.cta, r.ctd, r.closed,
              CASE WHEN n.night < $3::date THEN
                (SELECT string_agg(p.rate_code || ':' || p.adults || ':' || p.amount, ',')
                   FROM hotel_engine.prices p
                  WHERE p.hotel_code = $1 AND p.night = n.night AND p.room_code = rt.room_code AND p.adults = ANY($4::int[]))
              END AS prices
         FROM hotel_engine.room_types rt
        CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS g(d)
        CROSS JOIN LATERAL (SELECT g.d::date AS night) n
         LEFT JOIN hotel_engine.inventory i ON i.hotel_code = $1 AND i.room_code = rt.room_code AND i.night = n.night AND i.night >= $2::date AND i.night < $3::date
         LEFT JOIN hotel_engine.restrictions r ON r.hotel_code = $1 AND r.room_code = rt.room_code AND r.night = n.night AND r.night >= $2::date AND r.night <= $3::date
        WHERE rt.hotel_code = $1`,
        [h, checkIn, checkOut, adults],
      ),
    () =>
      q.query(
        `SELECT id, room_code, rate_code, age_from, age_to, date_from::text AS date_from, date_to::text AS date_to, amount::text AS amount
         FROM hotel_engine.child_prices WHERE hotel_code = $1 AND date_from < $3::date AND date_to >= $2::date`,
        [h, checkIn, checkOut],
      ),
  ] as const)
  const dec = currencies.hotel.decimals
  const inventory = new Map<string, Map<string, InvNight>>()
  const restrictions = new Map<string, Map<string, NightRestriction>>()
  const prices = new Map<string, Map<string, number>>()
  for (const r of ari.rows) {
    const rc: string = r.room_code
    if (r.total !== null && r.night < checkOut) {
      let m = inventory.get(rc)
      if (!m) inventory.set(rc, (m = new Map()))
      m.set(r.night, { total: r.total, held: r.held, sold: r.sold, stopSell: r.stop_sell })
    }
    if (r.min_stay !== null) {
      let m = restrictions.get(rc)
      if (!m) restrictions.set(rc, (m = new Map()))
      m.set(r.night, { minStay: r.min_stay, maxStay: r.max_stay, cta: r.cta, ctd: r.ctd, closed: r.closed })
    }
    if (r.prices) {
      for (const item of (r.prices as string).split(',')) {
        const [rate, ad, amount] = item.split(':')
        const k = `${rc}|${rate}|${ad}`
        let m = prices.get(k)
        if (!m) prices.set(k, (m = new Map()))
        m.set(r.night, toMinor(amount, dec))
      }
    }
  }
  const bands: ChildBand[] = ch.rows.map((b) => ({
    id: Number(b.id),
    roomCode: b.room_code,
    rateCode: b.rate_code,
    ageFrom: b.age_from,
    ageTo: b.age_to,
    dateFrom: b.date_from,
    dateTo: b.date_to,
    amountMinor: toMinor(b.amount, dec),
  }))
  return { hotel, nights, ...products, inventory, restrictions, prices, bands, hotelCurrency: currencies.hotel, quoteCurrency: currencies.quote }
}

/** Why a room type or one of its rate plans is not offered. */
export type Refusal = { roomCode: string; rateCode?: string; code: MessageCode; params: Record<string, string | number>; details: Record<string, unknown> }

/**
 * One room (Hab) priced over the stay, in quote-currency minor units: `totalMinor` is what is charged
 * for it (the nightly amounts plus any tax or fee the hotel adds on top), `taxes` its breakdown.
 */
export type HabPrice = { hab: number; pax: RoomPax; nights: PricedNight[]; totalMinor: number; averageMinor: number; taxes: TaxBreakdown }

/** A rate plan for the whole search: totals and taxes are the sums of its rooms'. */
export type RateOffer = { rate: RatePlan; habs: HabPrice[]; totalMinor: number; averageMinor: number; taxes: TaxBreakdown; promoApplied: boolean; partialPaymentAllowed: boolean }

export type RoomOffer = { room: RoomType; remaining: number; lowStock: boolean; rates: RateOffer[] }

/**
 * Evaluates every room type × rate plan for the stay and occupancy.
 * @param promo an already-validated promo (booking window, use limit, stay window) or null; its
 *   category scope is applied here per room type
 * @param today hotel-local date (for the deposit rule)
 * @param taxes the hotel's tax rules, fixed amounts in the quote currency (domain/taxes.ts)
 */
export function evaluateOffers(data: StayData, paxes: RoomPax[], promo: Promo | null, today: string, taxes: readonly TaxRule[] = []): { offers: RoomOffer[]; refusals: Refusal[] } {
  const offers: RoomOffer[] = []
  const refusals: Refusal[] = []
  const checkIn = data.nights[0]
  const checkOut = addDays(data.nights[data.nights.length - 1], 1)
  for (const room of data.rooms) {
    const rc = room.roomCode
    const restr = data.restrictions.get(rc)
    const refusal = checkStayRestrictions(
      checkIn,
      checkOut,
      data.nights.map((n) => ({ night: n, r: restr?.get(n) })),
      restr?.get(checkOut),
    )
    if (refusal) {
      const params: Record<string, string | number> = 'nights' in refusal && typeof refusal.nights === 'number' ? { nights: refusal.nights } : {}
      const { code, ...rest } = refusal
      refusals.push({ roomCode: rc, code, params, details: rest })
      continue
    }
    const inv = data.inventory.get(rc)
    const invNights = data.nights.map((n) => inv?.get(n))
    const stopped = data.nights.filter((n, i) => !invNights[i] || invNights[i]?.stopSell)
    if (stopped.length) {
      refusals.push({ roomCode: rc, code: 'CLOSED', params: {}, details: { nights: stopped } })
      continue
    }
    const remaining = remainingUnits(invNights.filter((x): x is InvNight => !!x))
    if (remaining < 1) {
      const soldOut = data.nights.filter((n, i) => {
        const x = invNights[i]
        return !!x && x.total - x.held - x.sold < 1
      })
      refusals.push({ roomCode: rc, code: 'NO_AVAILABILITY', params: {}, details: { nights: soldOut } })
      continue
    }
    if (!paxes.every((p) => fitsOccupancy(p, room))) {
      refusals.push({ roomCode: rc, code: 'OCCUPANCY_EXCEEDED', params: {}, details: { maxAdults: room.maxAdults, maxChildren: room.maxChildren, maxOccupancy: room.maxOccupancy } })
      continue
    }
    const promoHere = promo && (promo.roomCategory === null || promo.roomCategory === room.category) ? promo : null
    const rates: RateOffer[] = []
    for (const rate of data.rates) {
      const habs: HabPrice[] = []
      let ok = true
      for (const [i, pax] of paxes.entries()) {
        const priced = priceRoom(data, rc, rate.rateCode, pax, promoHere)
        if (!priced) {
          ok = false
          break
        }
        const room = roomCharge(priced, taxes)
        habs.push({ hab: i + 1, pax, nights: priced, ...room })
      }
      if (!ok) {
        refusals.push({ roomCode: rc, rateCode: rate.rateCode, code: 'NO_RATE', params: {}, details: {} })
        continue
      }
      const rateTaxes = sumBreakdowns(habs.map((h) => h.taxes))
      rates.push({
        rate,
        habs,
        totalMinor: rateTaxes.totalMinor,
        averageMinor: averageMinor(rateTaxes.totalMinor, data.nights.length),
        taxes: rateTaxes,
        promoApplied: !!promoHere && habs.some((h) => h.nights.some((n) => n.discounted)),
        partialPaymentAllowed: partialPaymentAllowed(rate.policy, today, checkIn),
      })
    }
    if (rates.length) offers.push({ room, remaining, lowStock: isLowStock(remaining, data.hotel.lowStockThreshold), rates })
  }
  return { offers, refusals }
}

/**
 * What one room costs over its stay (quote-currency minor units): the tax breakdown of its nightly
 * amounts, the total charged (nightly sum + added taxes and fees) and that total's average per night.
 */
export function roomCharge(nights: readonly PricedNight[], taxes: readonly TaxRule[]): { totalMinor: number; averageMinor: number; taxes: TaxBreakdown } {
  const t = stayTotals(nights.map((p) => p.amountMinor))
  const b = taxBreakdown(t.totalMinor, t.nights, taxes)
  return { totalMinor: b.totalMinor, averageMinor: averageMinor(b.totalMinor, t.nights), taxes: b }
}

/** Prices one Hab at one room type × rate plan in quote-currency minor units (null = not sellable). */
export function priceRoom(data: StayData, roomCode: string, rateCode: string, pax: RoomPax, promo: Promo | null): PricedNight[] | null {
  const adultPrices = data.prices.get(`${roomCode}|${rateCode}|${pax.adults}`)
  const priced = priceRoomStay({
    nights: data.nights,
    roomCode,
    rateCode,
    ages: pax.ages,
    adultPrice: (n) => adultPrices?.get(n),
    bands: data.bands,
    promo: promo ? { pct: promo.discountPct, appliesTo: (n) => promoCoversNight(promo, n) } : null,
  })
  if (!priced) return null
  if (data.hotelCurrency.code === data.quoteCurrency.code) return priced
  return priced.map((p) => ({
    ...p,
    baseMinor: convertMinor(p.baseMinor, data.hotelCurrency, data.quoteCurrency),
    amountMinor: convertMinor(p.amountMinor, data.hotelCurrency, data.quoteCurrency),
  }))
}

/**
 * Validates a promo for a booking (booking window, use limit, stay window; scope is per room type).
 * @throws EngineError-compatible refusal codes via the returned verdict
 */
export function promoVerdict(
  promo: Promo | null,
  today: string,
  nights: string[],
): { ok: true; promo: Promo } | { ok: false; code: 'PROMO_INVALID' | 'PROMO_EXPIRED' | 'PROMO_NOT_APPLICABLE' | 'PROMO_EXHAUSTED' } {
  if (!promo) return { ok: false, code: 'PROMO_INVALID' }
  const v = checkPromo(promo, { today, nights })
  return v.ok ? { ok: true, promo } : v
}

/** Amount of minor units as the currency's JSON decimal. */
export const dec = (minor: number, c: Currency) => fromMinor(minor, c.decimals)

/** Wire shape of one refusal (`Unavailable[]` item), message in `lang`. */
export function refusalWire(r: Refusal, lang: Lang) {
  return { RoomCode: r.roomCode, ...(r.rateCode ? { RatePlanCode: r.rateCode } : {}), Reason: r.code, Message: message(r.code, lang, r.params), Details: r.details }
}

/** `msiBreakdown` of a total: monthly amounts for each instalment plan (MXN only, else empty). */
export function msiBreakdown(totalMinor: number, c: Currency, months: number[]) {
  if (c.code !== 'MXN') return []
  return months.map((m) => ({ Months: m, MonthlyAmount: fromMinor(Math.ceil(totalMinor / m), c.decimals) }))
}

/** Wire shape of POST /availability's answer (design doc endpoint 2). */
export function availabilityWire(data: StayData, result: { offers: RoomOffer[]; refusals: Refusal[] }, lang: Lang, promo: { code: string } | null, months: number[]) {
  const c = data.quoteCurrency
  const nights = data.nights.length
  return {
    HotelCode: data.hotel.hotelCode,
    CheckIn: data.nights[0],
    CheckOut: addDays(data.nights[nights - 1], 1),
    Nights: nights,
    Currency: c.code,
    PromoCode: promo ? { Code: promo.code, Applied: result.offers.some((o) => o.rates.some((r) => r.promoApplied)), Message: message('PROMO_APPLIED', lang) } : null,
    Rooms: result.offers.map((o) => ({
      RoomCode: o.room.roomCode,
      Category: o.room.category,
      name: o.room.name[lang],
      description: o.room.desc[lang],
      MaxAdults: o.room.maxAdults,
      MaxChildren: o.room.maxChildren,
      MaxOccupancy: o.room.maxOccupancy,
      RemainingUnits: o.remaining,
      LowStock: o.lowStock,
      LowStockMessage: o.lowStock ? lowStockMessage(o.remaining, lang) : null,
      RatePlans: o.rates.map((r) => ratePlanWire(r, c, lang, nights, months)),
    })),
    Unavailable: result.refusals.map((r) => refusalWire(r, lang)),
  }
}

function ratePlanWire(r: RateOffer, c: Currency, lang: Lang, nights: number, months: number[]) {
  return {
    RatePlanCode: r.rate.rateCode,
    ...rateTexts(r.rate, lang, c.code),
    Habs: r.habs.map((h) => ({
      Hab: h.hab,
      Adults: h.pax.adults,
      Children: h.pax.children,
      Ages: h.pax.ages,
      NightlyPrices: h.nights.map((n) => ({ Date: n.night, Amount: dec(n.amountMinor, c), BaseAmount: dec(n.baseMinor, c) })),
      totalAmount: dec(h.totalMinor, c),
      averageAmount: dec(h.averageMinor, c),
      Taxes: taxesWire(h.taxes, lang, c),
    })),
    nights,
    totalAmount: dec(r.totalMinor, c),
    averageAmount: dec(r.averageMinor, c),
    Taxes: taxesWire(r.taxes, lang, c),
    currency: c.code,
    PromoApplied: r.promoApplied,
    PartialPaymentAllowed: r.partialPaymentAllowed,
    msiBreakdown: msiBreakdown(r.totalMinor, c, months),
  }
}

/**
 * Wire shape of a tax breakdown (contract v1.1 `Taxes`, docs/hotel-api.md): the room rate as priced,
 * the net rate, each tax or fee with its share, and the total charged, in the quote currency's
 * decimals. `NetAmount + Σ Items.Amount = TotalAmount` exactly (the parts are integer minor units);
 * `Included` is true when nothing is added on top of the rate (`TotalAmount = RoomAmount`).
 */
export function taxesWire(b: TaxBreakdown, lang: Lang, c: Currency) {
  return {
    Included: b.lines.every((l) => l.included),
    RoomAmount: dec(b.roomMinor, c),
    NetAmount: dec(b.netMinor, c),
    TaxAmount: dec(b.totalMinor - b.netMinor, c),
    TotalAmount: dec(b.totalMinor, c),
    Items: b.lines.map((l) => ({
      Code: l.code,
      Name: l.name[lang],
      Kind: l.kind,
      Percent: l.percent === null ? null : Number(l.percent),
      Included: l.included,
      Amount: dec(l.amountMinor, c),
    })),
  }
}

/**
 * Texts and policies of a rate plan in the storefront's field names (spec §3 "Selected room"). A
 * `{currency}` in the legal text is the quote's currency code (the terms name the currency the
 * prices are shown in: issue #14 item 8).
 */
export function rateTexts(rate: RatePlan, lang: Lang, currency: string) {
  return {
    nameRatePlan: rate.name[lang],
    descRatePlan: rate.desc[lang],
    policies: rate.policies[lang],
    legal: rate.legal[lang].replaceAll('{currency}', currency),
    Refundable: rate.policy.freeCancelDays !== null,
    CancelPolicy: { FreeCancelDays: rate.policy.freeCancelDays, PenaltyNights: rate.policy.cancelPenaltyNights },
    DepositPolicy:
      rate.policy.depositPct === null ? null : { DepositPercent: rate.policy.depositPct, MinDaysBeforeArrival: rate.policy.partialMinDays, BalanceDueDaysBeforeArrival: rate.policy.balanceDueDays },
  }
}
