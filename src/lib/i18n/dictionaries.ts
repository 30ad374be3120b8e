/**
 * UI dictionaries per content language. Values are the spec's exact texts where the spec gives
 * one (spec §8 messages, §2 step labels). `pt` reads the English dictionary.
 */
import en from './messages/en.json'
import es from './messages/es.json'
import { type RouteLocale, contentLocaleOf } from './locales'

export type Messages = typeof en

export const dictionaries: Record<'es' | 'en', Messages> = { es, en }

/** The dictionary a route locale serves. */
export function messagesFor(locale: RouteLocale): Messages {
  return dictionaries[contentLocaleOf(locale)]
}
