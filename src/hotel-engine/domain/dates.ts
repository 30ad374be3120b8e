/**
 * Hotel-local calendar dates as `YYYY-MM-DD` strings (design/hotel-api-v1.md "Conventions": dates are
 * hotel-local, America/Cancun; a stay is the nights [CheckIn, CheckOut)). Pure: no clock, no env.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** True when `s` is a real calendar date written `YYYY-MM-DD` (rejects 2027-02-30, 2027-13-01). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1900 || y > 9999) return false
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

function toUtcMs(date: string): number {
  const m = ISO_DATE.exec(date)
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`)
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/**
 * The date `days` calendar days after `date` (negative goes back).
 * @throws RangeError when `date` is not `YYYY-MM-DD`
 */
export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS)
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier); for a stay, the number of nights.
 * @throws RangeError when a date is not `YYYY-MM-DD`
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS)
}

/**
 * The stayed nights [checkIn, checkOut) in order; empty when checkOut ≤ checkIn.
 * @throws RangeError when a date is not `YYYY-MM-DD`
 */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = daysBetween(checkIn, checkOut)
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(addDays(checkIn, i))
  return out
}

/** Day of week of a `YYYY-MM-DD` date, 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay()
}

/** One Intl formatter per time zone (creating one costs more than formatting). */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Last answer per time zone: the local date can only change on a minute boundary (offsets are whole minutes). */
const lastLocal = new Map<string, { minute: number; date: string }>()

/**
 * Today's date in a hotel's time zone (default America/Cancun, UTC−5 all year), `YYYY-MM-DD`.
 * @param now the instant (take it from the engine's injected clock, never `new Date()` here)
 */
export function hotelLocalDate(now: Date, timeZone = 'America/Cancun'): string {
  const minute = Math.floor(now.getTime() / 60_000)
  const last = lastLocal.get(timeZone)
  if (last && last.minute === minute) return last.date
  let f = formatters.get(timeZone)
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  const parts = f.formatToParts(now)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  const date = `${get('year')}-${get('month')}-${get('day')}`
  lastLocal.set(timeZone, { minute, date })
  return date
}
