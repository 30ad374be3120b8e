/**
 * Maintenance stops money, not only pages (spec §1: the maintenance flag shows an offline message
 * with the service phone numbers; docs/editors.md: while it is on nothing can be booked or paid).
 * Every action that holds seats, prepares or takes a payment asks `moneyClosedMessage` first, so a
 * page opened before ops switched maintenance on cannot book or pay. Shared by both checkouts.
 */
import { getMaintenanceNow } from '../../../cms/reads/queries'
import { formatHotelInstant } from '../../../lib/i18n/dates'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { formatMessage } from '../../../lib/i18n/format'

/**
 * The maintenance message in `locale` when maintenance is on — the spec's 'Nos encontramos en
 * mantenimiento' / 'We are in maintenance', the expected return (Quintana Roo time) when ops set one,
 * and the customer-service numbers for Mexico and the USA, as the MaintenanceNotice shows them — or
 * null when the site is open. The switch is read fresh (not cached). When the CMS cannot be read the
 * action goes on (null; logged): the flag stops money on purpose, a CMS outage does not.
 */
export async function moneyClosedMessage(locale: RouteLocale): Promise<string | null> {
  let state: Awaited<ReturnType<typeof getMaintenanceNow>>
  try {
    state = await getMaintenanceNow()
  } catch (err) {
    logger.warn('maintenance flag unreadable: the payment action goes on', { err: String(err) })
    return null
  }
  if (!state.on) return null
  const t = messagesFor(locale).maintenance
  const back = state.returnAt ? new Date(state.returnAt) : null
  const backText = back && !Number.isNaN(back.getTime()) ? formatMessage(t.returnAt, { time: formatHotelInstant(back, locale, 'long') }, locale) : null
  const phones = [state.phones?.mexico ? `${t.mexico}: ${state.phones.mexico}` : null, state.phones?.usa ? `${t.usa}: ${state.phones.usa}` : null].filter(Boolean)
  return [`${t.title}.`, backText, phones.length ? `${t.contact}: ${phones.join(', ')}.` : null].filter(Boolean).join(' ')
}
