/**
 * Inventory demand of a selection (design/hotel-api-v1.md "No overbooking"): the rooms wanted per
 * room type and hotel-local night, one entry per pair, sorted by room type then night — the order in
 * which inventory rows are locked, so concurrent transactions never wait on each other in a cycle.
 */

/** Rooms wanted per room type and night (quantity = number of Habs choosing that room type). */
export type Demand = { roomCode: string; night: string; qty: number }[]

/**
 * Sums a list of (room type, night, qty) into one entry per pair, sorted by room type then night.
 * Example: two Habs on JS for the same night → one entry with qty 2.
 */
export function aggregateDemand(items: readonly { roomCode: string; night: string; qty: number }[]): Demand {
  const m = new Map<string, { roomCode: string; night: string; qty: number }>()
  for (const it of items) {
    const k = `${it.roomCode}|${it.night}`
    const cur = m.get(k)
    if (cur) cur.qty += it.qty
    else m.set(k, { ...it })
  }
  return [...m.values()].sort((a, b) => (a.roomCode === b.roomCode ? (a.night < b.night ? -1 : a.night > b.night ? 1 : 0) : a.roomCode < b.roomCode ? -1 : 1))
}
