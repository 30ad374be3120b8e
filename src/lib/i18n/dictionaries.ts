/**
 * UI dictionaries per language: the one message catalogue per language. Values
 * are the spec's exact texts where the spec gives one (spec §8 messages, §2 step labels) in es and
 * en; `pt` is Brazilian Portuguese. `dictionaries.test.ts` keeps the three in parity.
 */
import en from './messages/en.json'
import es from './messages/es.json'
import pt from './messages/pt.json'
import type { RouteLocale, TextLocale } from './locales'

export type Messages = typeof en

export const dictionaries: Record<TextLocale, Messages> = { es, en, pt }

/** The dictionary a route locale serves. */
export function messagesFor(locale: RouteLocale): Messages {
  return dictionaries[locale] ?? dictionaries.en
}
