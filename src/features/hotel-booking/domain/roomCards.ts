/**
 * The home page's room cards: one per CMS room category the hotel sells (spec §3 room-category
 * filter), drawn from the hotel's CMS room types in that category — the first photo found (in the
 * category's room-code order), the most guests a room of it takes and its smallest size (m²). A
 * category with no room type of the hotel is left out. Pure. A card's "from" price is the lowest
 * nightly price of its room types over the coming nights (`fromPrice`, read by the server from the
 * hotel API's calendar with the card's `roomCodes`).
 */
export type RoomCardSource = { categoryId: string; name: string; roomCodes: string[] | null; hotelCodes: string[] | null }
export type RoomTypeFacts<Photo> = { roomCode: string; photo: Photo | null; maxGuests: number | null; sizeM2: number | null }
/** `roomCodes`: the hotel's room types of the category (upper case), in the category's order. */
export type RoomCard<Photo> = { categoryId: string; name: string; roomCodes: string[]; photo: Photo | null; maxGuests: number | null; minSizeM2: number | null }

/**
 * @param hotelCode the hotel's code (`HXA`); a category without `hotelCodes` applies to every hotel
 * @param roomTypes the hotel's room types by room code (upper case)
 */
export function roomCards<Photo>(categories: RoomCardSource[], hotelCode: string, roomTypes: Map<string, RoomTypeFacts<Photo>>): RoomCard<Photo>[] {
  const cards: RoomCard<Photo>[] = []
  for (const c of categories) {
    if (c.hotelCodes?.length && !c.hotelCodes.includes(hotelCode)) continue
    const rooms = (c.roomCodes ?? []).map((code) => roomTypes.get(code.toUpperCase())).filter((r): r is RoomTypeFacts<Photo> => r !== undefined)
    if (rooms.length === 0) continue
    const guests = rooms.map((r) => r.maxGuests).filter((n): n is number => typeof n === 'number' && n > 0)
    const sizes = rooms.map((r) => r.sizeM2).filter((n): n is number => typeof n === 'number' && n > 0)
    cards.push({
      categoryId: c.categoryId,
      name: c.name,
      roomCodes: rooms.map((r) => r.roomCode.toUpperCase()),
      photo: rooms.find((r) => r.photo !== null)?.photo ?? null,
      maxGuests: guests.length ? Math.max(...guests) : null,
      minSizeM2: sizes.length ? Math.min(...sizes) : null,
    })
  }
  return cards
}

/** One night of the hotel API's calendar, as the client reads it (minor units of the calendar's currency). */
export type CalendarNight = { minPriceMinor: number | null; closed: boolean; past: boolean }

/**
 * The lowest price of a night that can be booked (`closed` false, not past, priced), in the calendar's
 * minor units; null when no night can.
 */
export function fromPrice(nights: readonly CalendarNight[]): number | null {
  let min: number | null = null
  for (const n of nights) if (!n.closed && !n.past && n.minPriceMinor !== null && (min === null || n.minPriceMinor < min)) min = n.minPriceMinor
  return min
}

/**
 * A US-dollar amount in minor units (cents) in another currency's minor units at `ratePerUsd` units
 * per dollar, rounded half up: `usdToMinor(21050, 18.5, 2)` → 389425 (MX$3,894.25).
 * @returns null when the rate is not a positive number or the result is not a safe integer
 */
export function usdToMinor(usdCents: number, ratePerUsd: number, decimals: number): number | null {
  if (!Number.isFinite(ratePerUsd) || ratePerUsd <= 0) return null
  const minor = Math.round((usdCents * ratePerUsd * 10 ** decimals) / 100 + Number.EPSILON)
  return Number.isSafeInteger(minor) ? minor : null
}
