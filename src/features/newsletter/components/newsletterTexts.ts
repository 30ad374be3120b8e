/**
 * The newsletter dialog's texts in one language, imported when the dialog is first needed: only that
 * language's catalogue travels (each is its own chunk), not the three that `messagesFor` bundles
 * (what a click downloads).
 */
import type { Messages } from '@/lib/i18n/dictionaries'
import type { RouteLocale } from '@/lib/i18n/locales'

export type NewsletterTexts = Messages['newsletter']

/** Resolves to the `newsletter` namespace of the locale's catalogue (English for an unknown one). */
export function loadNewsletterTexts(locale: RouteLocale): Promise<NewsletterTexts> {
  const catalogue = locale === 'es' ? import('@/lib/i18n/messages/es.json') : locale === 'pt' ? import('@/lib/i18n/messages/pt.json') : import('@/lib/i18n/messages/en.json')
  return catalogue.then((m) => m.default.newsletter)
}
