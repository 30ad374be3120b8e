/**
 * Hotel-local calendar dates for the ticket shop.
 *
 * Every date in this domain is a hotel-local calendar date written `YYYY-MM-DD` (an `IsoDate`) in the
 * park's time zone, America/Cancun (UTC−5 all year, Quintana Roo). Arithmetic is done on the
 * calendar (year, month, day) — never on instants — so results do not depend on the server's or the
 * browser's time zone. The only instant → date conversion is `hotelLocalDate(now)`.
 *
 * Pure: `now` is always passed in.
 */
import { formatInTimeZone } from 'date-fns-tz'
import { TicketShopError } from './errors'

/** The parks' and tours' time zone (Quintana Roo; spec §9 "Quintana Roo time"). */
export const HOTEL_TIME_ZONE = 'America/Cancun'

/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

/** True when `value` is a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo)
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function parts(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new TicketShopError('INVALID_DATE', 'Expected a YYYY-MM-DD calendar date', { date })
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))]
}

function format(y: number, m: number, d: number): IsoDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

function dayNumber(date: IsoDate): number {
  const [y, m, d] = parts(date)
  return Date.UTC(y, m - 1, d) / MS_PER_DAY
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 * `daysBetween('2026-01-01', '2026-01-08') === 7`.
 * @throws TicketShopError INVALID_DATE for a malformed date
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from)
}

/**
 * The date `days` calendar days after `date` (before, when negative).
 * @throws TicketShopError INVALID_DATE for a malformed date or a non-integer `days`
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new TicketShopError('INVALID_DATE', 'days must be an integer', { days })
  const t = new Date((dayNumber(date) + days) * MS_PER_DAY)
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())
}

/**
 * The same day `months` calendar months later, clamped to the end of a shorter month:
 * `addMonths('2026-08-31', 6) === '2027-02-28'`, `addMonths('2027-08-31', 6) === '2028-02-29'`.
 * @throws TicketShopError INVALID_DATE for a malformed date or a non-integer `months`
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new TicketShopError('INVALID_DATE', 'months must be an integer', { months })
  const [y, m, d] = parts(date)
  const index = y * 12 + (m - 1) + months
  const ny = Math.floor(index / 12)
  const nm = (index % 12) + 1
  return format(ny, nm, Math.min(d, daysInMonth(ny, nm)))
}

/**
 * The hotel-local calendar date at instant `now` (default zone America/Cancun).
 * `hotelLocalDate(new Date('2026-03-02T04:30:00Z')) === '2026-03-01'` (23:30 local).
 * @throws RangeError for an invalid Date or an unknown time zone
 */
export function hotelLocalDate(now: Date, timeZone: string = HOTEL_TIME_ZONE): IsoDate {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date')
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
}
