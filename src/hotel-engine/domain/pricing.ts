/**
 * Occupancy-based pricing (design/hotel-api-v1.md "Rules"; OTA child age bands): price per room per
 * night = adult-occupancy price + Σ child price by age band (the infant band may be 0). All amounts are
 * integer minor units of the hotel currency; conversion to the quote currency happens per night after
 * the promo discount, so totals are sums of rounded nightly amounts.
 */
import { averageMinor, percentOf, sumMinor } from './money'

/** A child price band: nightly price (minor units) for ages [ageFrom, ageTo] on nights [dateFrom, dateTo]. */
export type ChildBand = {
  id: number
  roomCode: string | null
  rateCode: string | null
  ageFrom: number
  ageTo: number
  dateFrom: string
  dateTo: string
  amountMinor: number
}

/**
 * Nightly price of one child of `age` for a room type/rate plan/night; the matching band with the
 * highest id wins (later loads override). Null when no band covers the age (the rate cannot be sold).
 */
export function childNightPrice(bands: readonly ChildBand[], roomCode: string, rateCode: string, night: string, age: number): number | null {
  let best: ChildBand | null = null
  for (const b of bands) {
    if (b.roomCode !== null && b.roomCode !== roomCode) continue
    if (b.rateCode !== null && b.rateCode !== rateCode) continue
    if (age < b.ageFrom || age > b.ageTo || night < b.dateFrom || night > b.dateTo) continue
    if (!best || b.id > best.id) best = b
  }
  return best ? best.amountMinor : null
}

/** One night of one room: base (adults + children) and the amount after promo, minor units. */
export type PricedNight = { night: string; baseMinor: number; amountMinor: number; discounted: boolean }

/**
 * Prices one room (Hab) over the stay.
 * @param adultPrice nightly adult-occupancy price (minor) per night, null/undefined when missing
 * @param promo discount percent and the set of nights it applies to (stay window), or null
 * @returns the nights, or null when any night lacks an adult or child price (rate not sellable)
 */
export function priceRoomStay(args: {
  nights: readonly string[]
  roomCode: string
  rateCode: string
  ages: readonly number[]
  adultPrice: (night: string) => number | null | undefined
  bands: readonly ChildBand[]
  promo: { pct: number; appliesTo: (night: string) => boolean } | null
}): PricedNight[] | null {
  const out: PricedNight[] = []
  for (const night of args.nights) {
    const adult = args.adultPrice(night)
    if (adult == null) return null
    let base = adult
    for (const age of args.ages) {
      const c = childNightPrice(args.bands, args.roomCode, args.rateCode, night, age)
      if (c == null) return null
      base += c
    }
    const discounted = !!args.promo && args.promo.appliesTo(night)
    const amount = discounted && args.promo ? base - percentOf(base, args.promo.pct) : base
    out.push({ night, baseMinor: base, amountMinor: amount, discounted })
  }
  return out
}

/** Total and average per night of nightly amounts (minor units); average = total ÷ nights, rounded. */
export function stayTotals(nightly: readonly number[]): { totalMinor: number; averageMinor: number; nights: number } {
  const total = sumMinor(nightly)
  return { totalMinor: total, averageMinor: averageMinor(total, nightly.length), nights: nightly.length }
}
