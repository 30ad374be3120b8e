/**
 * The ticket shop's message texts (the codes and the rule result shape are in checkResult.ts,
 * re-exported here).
 *
 * Each rule in this domain answers `{ ok: true } | { ok: false, code, params }`; the UI and the
 * server's `{ ok: false, code, fieldErrors }` answers (architecture §4) turn a code into text with
 * `messageFor(code, locale, params)`. Codes map 1:1 to texts.
 *
 * Sources: the English texts of spec §8 "Booking and cart messages" are reproduced EXACTLY
 * (including the spec's spelling "ocurred"); spec §4 gives the unavailable-product texts. Texts the
 * spec does not word (marked "our wording" below) are ours. Spanish is Mexican Spanish (tú).
 */

import { dictionaries } from '../../../lib/i18n/dictionaries'

export * from './checkResult'
import type { Locale, MessageCode, MessageParams } from './checkResult'
import { formatMessage } from '../../../lib/i18n/format'

/**
 * The texts, read from the one message catalogue per language: the
 * `shopMessages` namespace of `src/lib/i18n/messages/{es,en}.json`, which also holds the server
 * layer's codes (server/messages.ts). `{name}` placeholders are filled from params by `messageFor`.
 */
export const messages: Record<Locale, Record<MessageCode, string>> = { en: dictionaries.en.shopMessages, es: dictionaries.es.shopMessages, pt: dictionaries.pt.shopMessages }

/** `es` for Spanish, `pt` for Portuguese; any other language reads English (spec §2). */
export function resolveLocale(language: string): Locale {
  const l = language.toLowerCase()
  return l.startsWith('es') ? 'es' : l.startsWith('pt') ? 'pt' : 'en'
}

/**
 * The text of `code` in `language`, with `{name}` placeholders filled from `params`
 * (`messageFor('VISITORS_MULTIPLE', 'en', { n: 2 })` → 'The product requires a multiple of 2 visitors').
 * A placeholder without a param is left as written. Never throws.
 */
export function messageFor(code: MessageCode, language: string, params: MessageParams = {}): string {
  const locale = resolveLocale(language)
  return formatMessage(messages[locale][code], params, locale)
}
