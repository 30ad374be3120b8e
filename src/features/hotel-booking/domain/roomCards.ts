/**
 * The home page's room cards: one per CMS room category the hotel sells (spec §3 room-category
 * filter), drawn from the hotel's CMS room types in that category — the first photo found (in the
 * category's room-code order), the most guests a room of it takes and its smallest size (m²). A
 * category with no room type of the hotel is left out. Pure; prices are not here (the home page is
 * cached for everyone, and a room's price depends on the dates: the card links to step 1 instead).
 */
export type RoomCardSource = { categoryId: string; name: string; roomCodes: string[] | null; hotelCodes: string[] | null }
export type RoomTypeFacts<Photo> = { roomCode: string; photo: Photo | null; maxGuests: number | null; sizeM2: number | null }
export type RoomCard<Photo> = { categoryId: string; name: string; photo: Photo | null; maxGuests: number | null; minSizeM2: number | null }

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
      photo: rooms.find((r) => r.photo !== null)?.photo ?? null,
      maxGuests: guests.length ? Math.max(...guests) : null,
      minSizeM2: sizes.length ? Math.min(...sizes) : null,
    })
  }
  return cards
}
