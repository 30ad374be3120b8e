/**
 * Room-category filter (spec §3 "Room category filter: name, id, params or list of room codes").
 * Pure: a category keeps the room types whose code is in its CMS list.
 */
export function filterByCategory<R extends { roomCode: string }>(rooms: R[], category: string | null, categories: { categoryId: string; roomCodes: string[] | null }[]): R[] {
  if (!category) return rooms
  const found = categories.find((c) => c.categoryId === category)
  if (!found) return rooms
  const codes = new Set((found.roomCodes ?? []).map((c) => c.toUpperCase()))
  return rooms.filter((r) => codes.has(r.roomCode.toUpperCase()))
}
