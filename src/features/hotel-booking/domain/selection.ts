/**
 * The rates chosen per room travel in the URL (architecture §7: "Booking-flow state lives in the URL
 * … chosen rate"): `sel=JS~FLEX,WD~NR` — one `ROOM~RATE` per room, in room-number order, empty for a
 * room not chosen yet (`JS~FLEX,,WD~NR`) — with `for=<key>`, the key of the search they were chosen
 * for (`searchKey`). That is the one model of the booking state: the search (searchParams.ts) plus
 * the rates chosen for it. Spec §4 "Changing dates, guests, promo code, hotel or currency marks the
 * booking as modified and clears selected rooms" is `selectionFor`, which step 1 and step 2 apply to
 * every request; the forms that change a search simply carry `sel` and `for` along. Pure.
 */
import { serializeSearch, type Search } from './searchParams'

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

/**
 * The choices whose room and rate the stay's availability still offers (`kept`) and those it no
 * longer does (`gone`): taken by another guest between the room list and the click — under load a
 * last room goes while a traveller reads. Step 1 lets the guest choose a gone room
 * again, with the spec's 'last available room' message (§8 Room), instead of showing no total and no
 * "Continue" without a word.
 */
export function offeredChoices(choices: Choice[], rooms: readonly { roomCode: string; ratePlans: readonly { ratePlanCode: string }[] }[]): { kept: Choice[]; gone: Choice[] } {
  const offered = (c: Choice) => rooms.some((r) => r.roomCode === c.roomCode && r.ratePlans.some((p) => p.ratePlanCode === c.ratePlanCode))
  return { kept: choices.filter(offered), gone: choices.filter((c) => !offered(c)) }
}

/** First room number (1-based) without a choice, or null when every room has one. */
export function nextOpenRoom(choices: Choice[], roomCount: number): number | null {
  for (let n = 1; n <= roomCount; n++) if (!choices.some((c) => c.roomNumber === n)) return n
  return null
}

/**
 * The key of a search (dates, guests per room, hotel, promo code, currency; case-insensitive codes):
 * equal searches have equal keys. FNV-1a (32 bits) of the canonical query, base 36; not a secret.
 */
export function searchKey(search: Search): string {
  const canonical = serializeSearch({
    ...search,
    hotel: search.hotel?.toUpperCase() ?? null,
    promoCode: search.promoCode?.toUpperCase() ?? null,
    currency: search.currency?.toUpperCase() ?? null,
  })
  let h = 0x811c9dc5
  for (let i = 0; i < canonical.length; i++) h = Math.imul(h ^ canonical.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

/**
 * Spec §4: changing dates, guests, promo code, hotel or currency marks the booking as modified and
 * clears the selected rooms. Rates chosen for another search than `search` (their `for` key differs)
 * are dropped; rates without a key (a link naming a room and rate for its own search) belong to
 * the search they came with.
 * @param chosenFor the `for` key that came with the rates (`searchKey` of the search they were chosen for)
 * @returns the rates that still hold, and `modified` when chosen rates were cleared by a change of search
 */
export function selectionFor(search: Search, choices: Choice[], chosenFor: string | null | undefined): { choices: Choice[]; modified: boolean } {
  if (!chosenFor || choices.length === 0 || chosenFor === searchKey(search)) return { choices, modified: false }
  return { choices: [], modified: true }
}

/**
 * The flow's query for a search and its chosen rates: the search's query, then `sel` and `for` (only
 * when a rate is chosen), then `extra` (e.g. `category`, `edit`, `partial`). No leading `?`.
 */
export function flowQuery(search: Search, choices: Choice[], extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(serializeSearch(search))
  const sel = serializeSelection(choices, search.rooms.length)
  if (sel) {
    p.set('sel', sel)
    p.set('for', searchKey(search))
  }
  for (const [k, v] of Object.entries(extra)) p.set(k, v)
  return p.toString()
}

/**
 * The `currentRoom` cookie (spec §4: cookies store token, booking, currency and current room; 7 days):
 * the rates last chosen on step 1 and the key of the search they were chosen for, `<for>|<sel>`
 * (`searchKey`, `serializeSelection`). Set from the step-1 URL that carries them; read by step 1
 * when its URL names no rates, so a visitor who closed the tab before "Continue" finds the same
 * rooms chosen for the same search (another search does not take them).
 * @returns the cookie's value, or null when the URL's `sel`/`for` are missing or malformed
 */
export function currentRoomCookieValue(sel: string | null | undefined, chosenFor: string | null | undefined): string | null {
  if (!sel || !chosenFor || !/^[0-9a-z]{1,13}$/.test(chosenFor) || sel.length > 200) return null
  const parts = sel.split(',')
  if (parts.length > 5 || !parts.some((p) => p !== '') || !parts.every((p) => p === '' || PART.test(p.trim().toUpperCase()))) return null
  return `${chosenFor}|${sel.toUpperCase()}`
}

/**
 * The rates the `currentRoom` cookie holds for `search` (a search of `roomCount` rooms): none when the
 * cookie is absent, malformed, or was written for another search.
 */
export function currentRoomChoices(value: string | null | undefined, search: Search): Choice[] {
  const m = /^([0-9a-z]{1,13})\|(.{1,200})$/.exec(value ?? '')
  if (!m || m[1] !== searchKey(search)) return []
  return parseSelection(m[2], search.rooms.length)
}
