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
import { lowStockMessage, message, texts, type Lang, type MessageCode, type Texts } from './domain/messages'
import { priceRoomStay, stayTotals, type ChildBand, type PricedNight } from './domain/pricing'
import { checkPromo, promoCoversNight, type Promo } from './domain/promo'
import { checkStayRestrictions, fitsOccupancy, isLowStock, remainingUnits, type NightRestriction, type RoomPax } from './domain/stay'
import { partialPaymentAllowed, type RatePolicy } from './domain/policy'
import { sumBreakdowns, taxBreakdown, type TaxBreakdown, type TaxLine, type TaxRule } from './domain/taxes'
import { addDays } from '../lib/hotel-date'

export type RoomType = {
  roomCode: string
  category: string
  name: Texts
  desc: Texts
  maxAdults: number
  maxChildren: number
  maxOccupancy: number
}

export type RatePlan = {
  rateCode: string
  name: Texts
  desc: Texts
  policies: Texts
  legal: Texts
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
      name: texts(r.name_es, r.name_en, r.name_pt),
      desc: texts(r.desc_es, r.desc_en, r.desc_pt),
      maxAdults: r.max_adults,
      maxChildren: r.max_children,
      maxOccupancy: r.max_occupancy,
    })),
    rates: rp.rows.map((r) => ({
      rateCode: r.rate_code,
      name: texts(r.name_es, r.name_en, r.name_pt),
      desc: texts(r.desc_es, r.desc_en, r.desc_pt),
      policies: texts(r.policies_es, r.policies_en, r.policies_pt),
      legal: texts(r.legal_es, r.legal_en, r.legal_pt),
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
 * The ARI of a stay in one statement (one round trip, planned once per connection): four scalar
 * subqueries, each an index range scan of its table over the stay's nights, folded into compact
 * columns that Node decodes with `JSON.parse` and `split` instead of one parsed row per room × night:
 *   - `inventory`: `[[room, "offset total held sold stopSell,…"], …]` for the nights [$2, $3)
 *   - `restrictions`: `[[room, "offset minStay maxStay cta ctd closed,…"], …]` for [$2, $3] (the
 *     check-out date for CTD); `maxStay` 0 = none (the column is NULL or ≥ 1), flags 0/1
 *   - `prices`: `[[room, rate, adults, "offset amount offset amount …"], …]` for [$2, $3), adults in $4
 *   - `bands`: the child bands overlapping the stay, `[[id, room|null, rate|null, ageFrom, ageTo, dateFrom, dateTo, amount], …]`
 * Offsets are nights after $2 (check-in); amounts are the NUMERIC text (hotel currency). Codes travel
 * inside JSON strings, so no code can break the encoding.
 */
export const STAY_ARI_SQL = {
  name: 'hotel-engine-stay-ari',
  text: `SELECT
  (SELECT json_agg(json_build_array(x.room_code, x.v)) FROM (
     SELECT i.room_code, string_agg((i.night - $2::date) || ' ' || i.total || ' ' || i.held || ' ' || i.sold || ' ' || i.stop_sell::int, ',') AS v
       FROM hotel_engine.inventory i WHERE i.hotel_code = $1 AND i.night >= $2::date AND i.night < $3::date GROUP BY i.room_code) x) AS inventory,
  (SELECT json_agg(json_build_array(x.room_code, x.v)) FROM (
     SELECT r.room_code, string_agg((r.night - $2::date) || ' ' || r.min_stay || ' ' || coalesce(r.max_stay, 0) || ' ' || r.cta::int || ' ' || r.ctd::int || ' ' || r.closed::int, ',') AS v
       FROM hotel_engine.restrictions r WHERE r.hotel_code = $1 AND r.night >= $2::date AND r.night <= $3::date GROUP BY r.room_code) x) AS restrictions,
  (SELECT json_agg(json_build_array(x.room_code, x.rate_code, x.adults, x.v)) FROM (
     SELECT p.room_code, p.rate_code, p.adults, string_agg((p.night - $2::date) || ' ' || p.amount, ' ') AS v
       FROM hotel_engine.prices p WHERE p.hotel_code = $1 AND p.night >= $2::date AND p.night < $3::date AND p.adults = ANY($4::int[])
      GROUP BY p.room_code, p.rate_code, p.adults) x) AS prices,
  (SELECT json_agg(json_build_array(b.id, b.room_code, b.rate_code, b.age_from, b.age_to, b.date_from, b.date_to, b.amount::text))
     FROM hotel_engine.child_prices b WHERE b.hotel_code = $1 AND b.date_from < $3::date AND b.date_to >= $2::date) AS bands`,
}

type StayAriRow = {
  inventory: [string, string][] | null
  restrictions: [string, string][] | null
  prices: [string, string, number, string][] | null
  bands: BandCells[] | null
}

/** A room type's rows of one night-keyed table, created on first use. */
function roomMap<V>(byRoom: Map<string, Map<string, V>>, room: string): Map<string, V> {
  let m = byRoom.get(room)
  if (!m) byRoom.set(room, (m = new Map()))
  return m
}

/**
 * Loads the ARI of a stay: inventory and prices for the nights [checkIn, checkOut), restrictions
 * including the check-out date (for CTD), child bands overlapping the stay — one round trip for the
 * ARI (STAY_ARI_SQL) and the catalogue's room types and rate plans (cached, catalog.ts) in parallel.
 * @param nights the stay's consecutive hotel-local nights (`YYYY-MM-DD`), check-in first
 * @param adults the distinct adult counts to price
 */
export async function loadStay(q: Queryable, hotel: Hotel, nights: string[], adults: number[], currencies: { hotel: Currency; quote: Currency }): Promise<StayData> {
  const checkIn = nights[0]
  const checkOut = addDays(nights[nights.length - 1], 1)
  const h = hotel.hotelCode
  const [products, ari] = await allQueries(q, [() => loadProducts(q, h), () => q.query<StayAriRow>({ ...STAY_ARI_SQL, values: [h, checkIn, checkOut, adults] })] as const)
  const row = ari.rows[0]
  const day = [...nights, checkOut] // offset → night
  const dec = currencies.hotel.decimals
  const inventory = new Map<string, Map<string, InvNight>>()
  const restrictions = new Map<string, Map<string, NightRestriction>>()
  const prices = new Map<string, Map<string, number>>()
  for (const [rc, v] of row.inventory ?? []) {
    const m = roomMap(inventory, rc)
    for (const item of v.split(',')) {
      const f = item.split(' ')
      m.set(day[Number(f[0])], { total: Number(f[1]), held: Number(f[2]), sold: Number(f[3]), stopSell: f[4] === '1' })
    }
  }
  for (const [rc, v] of row.restrictions ?? []) {
    const m = roomMap(restrictions, rc)
    for (const item of v.split(',')) {
      const f = item.split(' ')
      m.set(day[Number(f[0])], { minStay: Number(f[1]), maxStay: f[2] === '0' ? null : Number(f[2]), cta: f[3] === '1', ctd: f[4] === '1', closed: f[5] === '1' })
    }
  }
  for (const [rc, rate, ad, v] of row.prices ?? []) {
    const m = new Map<string, number>()
    prices.set(`${rc}|${rate}|${ad}`, m)
    const f = v.split(' ')
    for (let i = 0; i < f.length; i += 2) m.set(day[Number(f[i])], toMinor(f[i + 1], dec))
  }
  const bands = decodeBands(row.bands, dec)
  return { hotel, nights, ...products, inventory, restrictions, prices, bands, hotelCurrency: currencies.hotel, quoteCurrency: currencies.quote }
}

/** A child band as the ARI statements fold it: `[id, room|null, rate|null, ageFrom, ageTo, dateFrom, dateTo, amount]`. */
export type BandCells = [string | number, string | null, string | null, number, number, string, string, string]

/** Child bands from their folded cells, amounts in the hotel currency's minor units (`decimals`). */
export function decodeBands(cells: readonly BandCells[] | null, decimals: number): ChildBand[] {
  return (cells ?? []).map((b) => ({ id: Number(b[0]), roomCode: b[1], rateCode: b[2], ageFrom: b[3], ageTo: b[4], dateFrom: b[5], dateTo: b[6], amountMinor: toMinor(b[7], decimals) }))
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
  const paxKeys = paxes.map((p) => `${p.adults}|${p.ages.join(',')}`) // what a Hab's price depends on
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
      // Habs with the same guests are priced alike: once per room type × rate plan (read-only, shared)
      const priceOf = new Map<string, { nights: PricedNight[]; charge: ReturnType<typeof roomCharge> }>()
      let ok = true
      for (const [i, pax] of paxes.entries()) {
        let same = priceOf.get(paxKeys[i])
        if (!same) {
          const priced = priceRoom(data, rc, rate.rateCode, pax, promoHere)
          if (!priced) {
            ok = false
            break
          }
          priceOf.set(paxKeys[i], (same = { nights: priced, charge: roomCharge(priced, taxes) }))
        }
        habs.push({ hab: i + 1, pax, nights: same.nights, ...same.charge })
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

/** A room type's fields of the availability answer, before its `RatePlans` (the same for both writers below). */
function roomWire(o: RoomOffer, lang: Lang) {
  return {
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
  }
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
    Rooms: result.offers.map((o) => ({ ...roomWire(o, lang), RatePlans: o.rates.map((r) => ratePlanWire(r, c, lang, nights, months)) })),
    Unavailable: result.refusals.map((r) => refusalWire(r, lang)),
  }
}

/**
 * POST /availability's answer as JSON text, byte for byte `JSON.stringify(availabilityWire(…))`
 * (tests/int/hotel-engine-wire.int.test.ts compares both over many searches), written directly from
 * the offers: no wire object per night, each night's date prefix written once, and the nightly prices
 * and taxes of Habs priced alike (evaluateOffers shares them) written once. Numbers are written with
 * `String`, which is how JSON.stringify writes a finite number; texts go through JSON.stringify.
 */
export function availabilityJson(data: StayData, result: { offers: RoomOffer[]; refusals: Refusal[] }, lang: Lang, promo: { code: string } | null, months: number[]): string {
  const c = data.quoteCurrency
  const S = JSON.stringify
  const num = (minor: number) => String(fromMinor(minor, c.decimals))
  const nights = data.nights.length
  const datePrefix = data.nights.map((night) => `{"Date":${S(night)},"Amount":`)
  const nightlyJson = new Map<readonly PricedNight[], string>()
  const taxesJson = new Map<TaxBreakdown, string>()
  const itemHead = new Map<string, { line: TaxLine; head: string }>()
  const taxes = (b: TaxBreakdown): string => {
    let out = taxesJson.get(b)
    if (out !== undefined) return out
    out = `{"Included":${b.lines.every((l) => l.included)},"RoomAmount":${num(b.roomMinor)},"NetAmount":${num(b.netMinor)},"TaxAmount":${num(b.totalMinor - b.netMinor)},"TotalAmount":${num(b.totalMinor)},"Items":[`
    for (let i = 0; i < b.lines.length; i++) {
      const l = b.lines[i]
      let h = itemHead.get(l.code)
      if (!h || h.line.name !== l.name || h.line.kind !== l.kind || h.line.percent !== l.percent || h.line.included !== l.included) {
        h = {
          line: l,
          head: `{"Code":${S(l.code)},"Name":${S(l.name[lang])},"Kind":${S(l.kind)},"Percent":${l.percent === null ? 'null' : String(Number(l.percent))},"Included":${l.included},"Amount":`,
        }
        itemHead.set(l.code, h)
      }
      out += (i ? ',' : '') + h.head + num(l.amountMinor) + '}'
    }
    out += ']}'
    taxesJson.set(b, out)
    return out
  }
  const nightly = (list: readonly PricedNight[]): string => {
    let out = nightlyJson.get(list)
    if (out !== undefined) return out
    const parts = new Array<string>(list.length)
    for (let i = 0; i < list.length; i++) {
      const n = list[i]
      const prefix = data.nights[i] === n.night ? datePrefix[i] : `{"Date":${S(n.night)},"Amount":`
      parts[i] = prefix + num(n.amountMinor) + ',"BaseAmount":' + num(n.baseMinor) + '}'
    }
    out = '[' + parts.join(',') + ']'
    nightlyJson.set(list, out)
    return out
  }
  const rateHead = new Map<RatePlan, string>()
  const out: string[] = []
  const promoWire = promo ? { Code: promo.code, Applied: result.offers.some((o) => o.rates.some((r) => r.promoApplied)), Message: message('PROMO_APPLIED', lang) } : null
  out.push(
    `{"HotelCode":${S(data.hotel.hotelCode)},"CheckIn":${S(data.nights[0])},"CheckOut":${S(addDays(data.nights[nights - 1], 1))},"Nights":${nights},"Currency":${S(c.code)},"PromoCode":${S(promoWire)},"Rooms":[`,
  )
  result.offers.forEach((o, i) => {
    out.push(`${i ? ',' : ''}${S(roomWire(o, lang)).slice(0, -1)},"RatePlans":[`)
    o.rates.forEach((r, j) => {
      let head = rateHead.get(r.rate)
      if (head === undefined) rateHead.set(r.rate, (head = `{"RatePlanCode":${S(r.rate.rateCode)},${S(rateTexts(r.rate, lang, c.code)).slice(1, -1)},"Habs":[`))
      out.push(j ? ',' + head : head)
      r.habs.forEach((h, k) => {
        out.push(
          `${k ? ',' : ''}{"Hab":${h.hab},"Adults":${h.pax.adults},"Children":${h.pax.children},"Ages":${S(h.pax.ages)},"NightlyPrices":${nightly(h.nights)},"totalAmount":${num(h.totalMinor)},"averageAmount":${num(h.averageMinor)},"Taxes":${taxes(h.taxes)}}`,
        )
      })
      out.push(
        `],"nights":${nights},"totalAmount":${num(r.totalMinor)},"averageAmount":${num(r.averageMinor)},"Taxes":${taxes(r.taxes)},"currency":${S(c.code)},"PromoApplied":${r.promoApplied},"PartialPaymentAllowed":${r.partialPaymentAllowed},"msiBreakdown":${S(msiBreakdown(r.totalMinor, c, months))}}`,
      )
    })
    out.push(']}')
  })
  out.push(`],"Unavailable":${S(result.refusals.map((r) => refusalWire(r, lang)))}}`)
  return out.join('')
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
 * prices are shown in).
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
