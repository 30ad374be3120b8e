/**
 * Finds a stay the seeded hotel calendar allows (seasons, MinLOS and closures move with the date),
 * through the engine's public mount with the dev credential.
 */
import type { APIRequestContext } from '@playwright/test'
import { day } from './clock'

export const DEV_TOKEN = 'dev-hotel-api-token-not-for-production'

/** A 3-night stay at HXA starting `offset`..`offset + 80` days from the test's today (tests/helpers/clock.ts): `{checkIn, checkOut}`. */
export async function bookableStay(request: APIRequestContext, offset = 30): Promise<{ checkIn: string; checkOut: string }> {
  const res = await request.get(`/hotel-api/v1/calendar/?HotelCode=31453&From=${day(offset)}&To=${day(offset + 80)}&Currency=USD&Adults=2`, { headers: { Authorization: `Bearer ${DEV_TOKEN}` } })
  const days = (await res.json()).Days as { Date: string; MinStay: number; ClosedToArrival: boolean; ClosedToDeparture: boolean; Closed: boolean; Available: number }[]
  const i = days.findIndex((d, k) => k + 3 < days.length && d.MinStay <= 3 && !d.ClosedToArrival && !days[k + 3].ClosedToDeparture && days.slice(k, k + 3).every((x) => !x.Closed && x.Available > 3))
  if (i < 0) throw new Error('no bookable 3-night stay in the seeded calendar')
  return { checkIn: days[i].Date, checkOut: days[i + 3].Date }
}
