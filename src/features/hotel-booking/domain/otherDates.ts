/**
 * Other dates to offer when a search finds no rooms:
 * arrivals near the requested one, for the same number of nights, that the hotel's calendar (GET
 * /calendar, contract §calendar) shows as sellable — every night open and available, the arrival not
 * closed to arrival (CTA), the departure not closed to departure (CTD), and the stay within the
 * arrival's MinLOS/MaxLOS. Dates are hotel-local `YYYY-MM-DD`; the calendar's `available` counts
 * rooms of any type, so these are likely, not promised, stays (the search of each link decides).
 */
import type { CalendarNight } from '../../../lib/hotel-api/types'
import { addDays, daysBetween, type IsoDate } from '../../../lib/hotel-date'

export type OtherStay = { checkIn: IsoDate; checkOut: IsoDate }

/** The calendar window to ask for around a stay: two weeks before the arrival (not before today) to six weeks after. */
export function otherDatesWindow(checkIn: IsoDate, nights: number, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = addDays(checkIn, -14) < today ? today : addDays(checkIn, -14)
  return { from, to: addDays(checkIn, 42 + nights) }
}

/**
 * Up to `count` sellable stays of `nights` nights, nearest to `checkIn` first (later ones first on a
 * tie), never the requested stay itself, never in the past.
 */
export function otherStays(calendar: CalendarNight[], checkIn: IsoDate, nights: number, today: IsoDate, count = 3): OtherStay[] {
  const byDate = new Map(calendar.map((n) => [n.date, n]))
  const sellable = (n: CalendarNight | undefined) => Boolean(n && !n.past && !n.closed && n.available > 0)
  const out: OtherStay[] = []
  for (const night of calendar) {
    const start = night.date as IsoDate
    if (start === checkIn || start < today || !sellable(night) || night.closedToArrival) continue
    if (nights < night.minStay || (night.maxStay !== null && nights > night.maxStay)) continue
    const end = addDays(start, nights)
    let ok = true
    for (let i = 1; i < nights && ok; i++) ok = sellable(byDate.get(addDays(start, i)))
    if (!ok || byDate.get(end)?.closedToDeparture) continue
    out.push({ checkIn: start, checkOut: end })
  }
  const distance = (s: OtherStay) => Math.abs(daysBetween(checkIn, s.checkIn))
  return out.sort((a, b) => distance(a) - distance(b) || (a.checkIn < b.checkIn ? 1 : -1)).slice(0, count)
}
