/**
 * Hotel-local calendar dates, the one set of helpers for the storefront, the ticket shop and the
 * reference hotel engine. Every date is a hotel-local calendar date written
 * `YYYY-MM-DD` (`IsoDate`) in the hotels' and parks' time zone, America/Cancun (Quintana Roo: UTC−5
 * all year, no DST; spec §9, design/hotel-api-v1.md "Conventions"; a stay is the nights
 * [checkIn, checkOut)). Arithmetic is on the calendar (UTC midnights), never on local instants, so a
 * result never depends on the server's or the browser's time zone. The only instant → date
 * conversion is `hotelLocalDate(now)`. Pure: `now` is passed in (the server's is `calendarNow()` of
 * src/lib/clock.ts; the browser's is its own clock). Server and browser.
 *
 * Errors: a malformed date or a non-integer count throws `InvalidDateError` (an `AppError` with
 * code `INVALID_DATE`, src/lib/errors.ts), whichever feature calls.
 */
import { AppError } from './errors'

/** The hotels' and parks' time zone (America/Cancun, UTC−5 all year). */
export const HOTEL_TIME_ZONE = 'America/Cancun'

/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string

/** A malformed calendar date or day count (code `INVALID_DATE`); `context` names the offending value. */
export class InvalidDateError extends AppError {
  constructor(message: string, context: Record<string, unknown> = {}) {
    super('INVALID_DATE', message, context)
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** UTC midnight of a real `YYYY-MM-DD` date (years 1900–9999) in ms, else NaN. */
function utcMs(value: unknown): number {
  const m = typeof value === 'string' ? ISO_DATE.exec(value) : null
  if (!m) return NaN
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1900 || y > 9999) return NaN
  const ms = Date.UTC(y, mo - 1, d)
  const t = new Date(ms)
  return t.getUTCMonth() === mo - 1 && t.getUTCDate() === d ? ms : NaN
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`, years 1900–9999 (rejects 2027-02-30, 2027-13-01). */
export function isIsoDate(value: unknown): value is IsoDate {
  return !Number.isNaN(utcMs(value))
}

/** UTC midnight of `date` in ms. @throws InvalidDateError */
function toUtcMs(date: IsoDate): number {
  const ms = utcMs(date)
  if (Number.isNaN(ms)) throw new InvalidDateError(`not a YYYY-MM-DD calendar date: ${String(date)}`, { date })
  return ms
}

const fromUtcMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10)

function wholeNumber(n: number, name: string): void {
  if (!Number.isInteger(n)) throw new InvalidDateError(`${name} must be an integer`, { [name]: n })
}

/**
 * The date `days` calendar days after `date` (before, when negative).
 * @throws InvalidDateError for a malformed date or a non-integer `days`
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  wholeNumber(days, 'days')
  return fromUtcMs(toUtcMs(date) + days * DAY_MS)
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier); for a stay, its nights.
 * `daysBetween('2026-01-01', '2026-01-08') === 7`.
 * @throws InvalidDateError for a malformed date
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS)
}

/**
 * The same day `months` calendar months later, clamped to the end of a shorter month:
 * `addMonths('2026-08-31', 6) === '2027-02-28'`, `addMonths('2027-08-31', 6) === '2028-02-29'`.
 * @throws InvalidDateError for a malformed date or a non-integer `months`
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  wholeNumber(months, 'months')
  const t = new Date(toUtcMs(date))
  const index = t.getUTCFullYear() * 12 + t.getUTCMonth() + months
  const [y, m] = [Math.floor(index / 12), ((index % 12) + 12) % 12]
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return fromUtcMs(Date.UTC(y, m, Math.min(t.getUTCDate(), last)))
}

/**
 * The stayed nights [checkIn, checkOut) in order; empty when checkOut ≤ checkIn.
 * @throws InvalidDateError for a malformed date
 */
export function stayNights(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const n = daysBetween(checkIn, checkOut)
  const start = toUtcMs(checkIn)
  const out: IsoDate[] = []
  // each night from check-in's UTC midnight (a calendar of 92 nights parses its dates a few times, not 92 times)
  for (let i = 0; i < n; i++) out.push(fromUtcMs(start + i * DAY_MS))
  return out
}

/** Day of week of a date, 0 = Sunday … 6 = Saturday. @throws InvalidDateError for a malformed date */
export function weekday(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay()
}

/** One Intl formatter per time zone (creating one costs more than formatting). */
const formatters = new Map<string, Intl.DateTimeFormat>()
/** Last answer per time zone: the local date can only change on a minute boundary (offsets are whole minutes). */
const lastLocal = new Map<string, { minute: number; date: IsoDate }>()

/**
 * The hotel-local date at instant `now` (default America/Cancun): `hotelLocalDate(new
 * Date('2026-03-02T04:30:00Z'))` is `'2026-03-01'` (23:30 in Cancún). Uses the platform's Intl time
 * zone data; memoized per minute (the engine calls it on every request).
 * @throws RangeError for an invalid Date or an unknown time zone
 */
export function hotelLocalDate(now: Date, timeZone: string = HOTEL_TIME_ZONE): IsoDate {
  const time = now.getTime()
  if (Number.isNaN(time)) throw new RangeError('Invalid Date')
  const minute = Math.floor(time / 60_000)
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

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant of a hotel-local wall-clock time `YYYY-MM-DDTHH:mm` (an HTML `datetime-local` value)
 * in `timeZone` (default America/Cancun): `hotelLocalTimeToInstant('2026-11-26T18:00')` is
 * 2026-11-26T23:00:00Z. Null for anything else (a malformed value, 2026-02-30, 24:00). Uses the
 * platform's Intl time zone data (the zone's offset at that instant; Cancún has no DST).
 */
export function hotelLocalTimeToInstant(local: string, timeZone: string = HOTEL_TIME_ZONE): Date | null {
  const m = LOCAL_DATE_TIME.exec(local)
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  const back = new Date(asUtc)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h) return null
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date(at))
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value)
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - at
  }
  const first = asUtc - offset(asUtc)
  return new Date(asUtc - offset(first))
}

/** The hotel-local wall-clock time `YYYY-MM-DDTHH:mm` of instant `at` in `timeZone` (for a `datetime-local` input); the inverse of `hotelLocalTimeToInstant`. */
export function instantToHotelLocalTime(at: Date, timeZone: string = HOTEL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(at)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}
