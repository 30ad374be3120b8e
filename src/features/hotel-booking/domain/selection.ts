/**
 * The rates chosen per room travel in the URL (architecture §7: "Booking-flow state lives in the URL
 * … chosen rate"): `sel=JS~FLEX,WD~NR` — one `ROOM~RATE` per Hab, in Hab order, empty for a Hab not
 * chosen yet (`JS~FLEX,,WD~NR`). Pure.
 */
const PART = /^[A-Z0-9]{1,12}~[A-Z0-9_-]{1,24}$/

export type Choice = { hab: number; roomCode: string; ratePlanCode: string }

/** Parses `sel` for a search of `habs` rooms; malformed parts count as not chosen. */
export function parseSelection(value: string | undefined | null, habs: number): Choice[] {
  if (!value) return []
  return value
    .split(',')
    .slice(0, habs)
    .flatMap((part, i) => {
      const p = part.trim().toUpperCase()
      if (!PART.test(p)) return []
      const [roomCode, ratePlanCode] = p.split('~')
      return [{ hab: i + 1, roomCode, ratePlanCode }]
    })
}

/** Serializes choices for `habs` rooms (positions without a choice stay empty). */
export function serializeSelection(choices: Choice[], habs: number): string {
  const parts = Array.from({ length: habs }, (_, i) => {
    const c = choices.find((x) => x.hab === i + 1)
    return c ? `${c.roomCode}~${c.ratePlanCode}` : ''
  })
  return parts.join(',').replace(/,+$/, '')
}

/** The choices with one Hab's choice set (or replaced). */
export function choose(choices: Choice[], choice: Choice): Choice[] {
  return [...choices.filter((c) => c.hab !== choice.hab), choice].sort((a, b) => a.hab - b.hab)
}

/** First Hab (1-based) without a choice, or null when every room has one. */
export function nextOpenHab(choices: Choice[], habs: number): number | null {
  for (let h = 1; h <= habs; h++) if (!choices.some((c) => c.hab === h)) return h
  return null
}
