/**
 * The rates chosen per room travel in the URL (architecture §7: "Booking-flow state lives in the URL
 * … chosen rate"): `sel=JS~FLEX,WD~NR` — one `ROOM~RATE` per room, in room-number order, empty for a
 * room not chosen yet (`JS~FLEX,,WD~NR`). Pure.
 */
const PART = /^[A-Z0-9]{1,12}~[A-Z0-9_-]{1,24}$/

/** The rate chosen for one room of the search; `roomNumber` is 1-based (its position in `sel`). */
export type Choice = { roomNumber: number; roomCode: string; ratePlanCode: string }

/** Parses `sel` for a search of `roomCount` rooms; malformed parts count as not chosen. */
export function parseSelection(value: string | undefined | null, roomCount: number): Choice[] {
  if (!value) return []
  return value
    .split(',')
    .slice(0, roomCount)
    .flatMap((part, i) => {
      const p = part.trim().toUpperCase()
      if (!PART.test(p)) return []
      const [roomCode, ratePlanCode] = p.split('~')
      return [{ roomNumber: i + 1, roomCode, ratePlanCode }]
    })
}

/** Serializes choices for `roomCount` rooms (positions without a choice stay empty). */
export function serializeSelection(choices: Choice[], roomCount: number): string {
  const parts = Array.from({ length: roomCount }, (_, i) => {
    const c = choices.find((x) => x.roomNumber === i + 1)
    return c ? `${c.roomCode}~${c.ratePlanCode}` : ''
  })
  return parts.join(',').replace(/,+$/, '')
}

/** The choices with one room's choice set (or replaced). */
export function choose(choices: Choice[], choice: Choice): Choice[] {
  return [...choices.filter((c) => c.roomNumber !== choice.roomNumber), choice].sort((a, b) => a.roomNumber - b.roomNumber)
}

/** First room number (1-based) without a choice, or null when every room has one. */
export function nextOpenRoom(choices: Choice[], roomCount: number): number | null {
  for (let n = 1; n <= roomCount; n++) if (!choices.some((c) => c.roomNumber === n)) return n
  return null
}
