/**
 * Customer-service hours (spec §9: weekdays 8:00–23:00, weekends 8:00–22:00, Quintana Roo time).
 * Pure: `now` is passed in; the hotel-local clock comes from date-fns-tz in the given IANA zone.
 */
import { formatInTimeZone } from 'date-fns-tz'

export type ServiceHours = {
  timezone: string
  weekdaysOpen: string
  weekdaysClose: string
  weekendsOpen: string
  weekendsClose: string
}

export type ServiceStatus = {
  open: boolean
  /** today's window in the zone, "HH:MM" */
  opens: string
  closes: string
  /** local wall time in the zone, "HH:MM" */
  localTime: string
  weekend: boolean
}

const minutes = (hhmm: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm)
  if (!m) throw new RangeError(`expected HH:MM, got ${hhmm}`)
  return Number(m[1]) * 60 + Number(m[2])
}

/**
 * Whether customer service is open at `now`: opening time inclusive, closing time exclusive.
 * @throws RangeError for a malformed HH:MM or an unknown time zone
 */
export function serviceStatus(now: Date, hours: ServiceHours): ServiceStatus {
  for (const v of [hours.weekdaysOpen, hours.weekdaysClose, hours.weekendsOpen, hours.weekendsClose]) minutes(v)
  const isoDay = Number(formatInTimeZone(now, hours.timezone, 'i')) // 1 = Monday … 7 = Sunday
  const localTime = formatInTimeZone(now, hours.timezone, 'HH:mm')
  const weekend = isoDay >= 6
  const opens = weekend ? hours.weekendsOpen : hours.weekdaysOpen
  const closes = weekend ? hours.weekendsClose : hours.weekdaysClose
  const t = minutes(localTime)
  return { open: t >= minutes(opens) && t < minutes(closes), opens, closes, localTime, weekend }
}
