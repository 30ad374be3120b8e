/**
 * The visitor named on each e-ticket ("Adult 1", "Menor 2", "Bebê 1"): one ticket per visitor of a
 * line (spec §5 Checkout, QR e-tickets), numbered per kind. The words are the `ticketVisitors`
 * namespace of the one catalogue per language.
 *
 * Tickets store the label in the language the order was placed in; `localizeVisitorLabel` says a
 * stored label in the language the page is read in (never 'Adulto 1' on English e-tickets).
 */
import { dictionaries } from '../../../lib/i18n/dictionaries'
import type { TextLocale } from '../../../lib/i18n/locales'
import { formatMessage } from '../../../lib/i18n/format'

export type VisitorKind = 'adult' | 'minor' | 'infant'

const LOCALES: TextLocale[] = ['es', 'en', 'pt']
const KINDS: VisitorKind[] = ['adult', 'minor', 'infant']

/** "Adult 3" for (`adult`, 3, `en`). `n` counts from 1 within the kind. */
export function visitorLabel(kind: VisitorKind, n: number, locale: TextLocale): string {
  return formatMessage((dictionaries[locale] ?? dictionaries.en).ticketVisitors[kind], { n }, locale)
}

/** Every visitor of a line, adults first, then minors, then infants, each numbered from 1. */
export function visitorLabels(q: { adults: number; minors: number; infants: number }, locale: TextLocale): string[] {
  return [
    ...Array.from({ length: q.adults }, (_, k) => visitorLabel('adult', k + 1, locale)),
    ...Array.from({ length: q.minors }, (_, k) => visitorLabel('minor', k + 1, locale)),
    ...Array.from({ length: q.infants }, (_, k) => visitorLabel('infant', k + 1, locale)),
  ]
}

/**
 * A stored label ("Adulto 1", written in any of the site's languages) in `locale`'s words; a label
 * it does not recognise is returned unchanged.
 */
export function localizeVisitorLabel(stored: string, locale: TextLocale): string {
  const m = /^(.+) (\d{1,3})$/.exec(stored.trim())
  if (!m) return stored
  for (const kind of KINDS) for (const from of LOCALES) if (dictionaries[from].ticketVisitors[kind].replace(' {n}', '') === m[1]) return visitorLabel(kind, Number(m[2]), locale)
  return stored
}
