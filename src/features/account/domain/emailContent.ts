/**
 * The account emails (verification, password reset) in the customer's language (es/en), worded in
 * the one message catalogue per language (`accountMail` in src/lib/i18n/messages/*.json).
 * Pure: the caller passes the link (see paths.ts `verificationUrl`, `resetPasswordUrl`).
 */
import escapeHtml from 'escape-html'
import { dictionaries } from '../../../lib/i18n/dictionaries'
import { formatMessage } from '../../../lib/i18n/format'

/**
 * @param lang the customer's preferred language
 * @param firstName shown in the greeting (escaped)
 * @param url the verification link
 * @returns subject, HTML body and plain-text body
 */
export function verificationEmail(lang: 'es' | 'en' | 'pt', firstName: string, url: string): { subject: string; html: string; text: string } {
  return linkEmail(dictionaries[lang].accountMail.verify, lang, firstName, url)
}

/**
 * The password-reset email (Payload's forgotPassword sends it; see Customers.ts).
 * @param lang the customer's preferred language
 * @param firstName shown in the greeting (escaped)
 * @param url the reset link (paths.ts `resetPasswordUrl`)
 * @returns subject, HTML body and plain-text body
 */
export function resetPasswordEmail(lang: 'es' | 'en' | 'pt', firstName: string, url: string): { subject: string; html: string; text: string } {
  return linkEmail(dictionaries[lang].accountMail.reset, lang, firstName, url)
}

/** Texts of a one-link email in one language. */
type LinkEmailText = { subject: string; greeting: string; body: string; button: string; ignore: string }

/** Greeting, body, the link as a button and as text, and the "ignore it" line (HTML escaped; plain text alongside). */
function linkEmail(t: LinkEmailText, lang: 'es' | 'en' | 'pt', firstName: string, url: string): { subject: string; html: string; text: string } {
  const name = firstName.trim() || dictionaries[lang].accountMail.defaultName
  const greeting = formatMessage(t.greeting, { name }, lang)
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(url)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
  ].join('\n')
  const text = `${greeting}\n\n${t.body}\n${url}\n\n${t.ignore}\n`
  return { subject: t.subject, html, text }
}
