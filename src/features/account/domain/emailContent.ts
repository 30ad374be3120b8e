/**
 * Text of the account-verification email in the customer's language (es/en). Pure: the caller
 * passes the link (see paths.ts `verificationUrl`).
 */
const TEXT = {
  es: {
    subject: 'Confirma tu cuenta de Hotel Arte',
    greeting: (n: string) => `Hola, ${n}:`,
    body: 'Gracias por crear tu cuenta. Para continuar, confirma tu correo electrónico con este enlace:',
    button: 'Confirmar mi cuenta',
    ignore: 'Si no creaste esta cuenta, ignora este mensaje.',
  },
  en: {
    subject: 'Confirm your Hotel Arte account',
    greeting: (n: string) => `Hi ${n},`,
    body: 'Thank you for creating your account. To continue, confirm your email address with this link:',
    button: 'Confirm my account',
    ignore: 'If you did not create this account, please ignore this message.',
  },
} as const

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * @param lang the customer's preferred language
 * @param firstName shown in the greeting (escaped)
 * @param url the verification link
 * @returns subject, HTML body and plain-text body
 */
export function verificationEmail(lang: 'es' | 'en', firstName: string, url: string): { subject: string; html: string; text: string } {
  return linkEmail(TEXT[lang], lang, firstName, url)
}

const RESET_TEXT = {
  es: {
    subject: 'Restablece tu contraseña de Hotel Arte',
    greeting: (n: string) => `Hola, ${n}:`,
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace (vale 1 hora y se puede usar una sola vez):',
    button: 'Restablecer mi contraseña',
    ignore: 'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
  },
  en: {
    subject: 'Reset your Hotel Arte password',
    greeting: (n: string) => `Hi ${n},`,
    body: 'We received a request to reset the password of your account. To choose a new one, open this link (valid for 1 hour, usable once):',
    button: 'Reset my password',
    ignore: 'If you did not ask for this, please ignore this message: your password will not change.',
  },
} as const

/**
 * The password-reset email (Payload's forgotPassword sends it; see Customers.ts).
 * @param lang the customer's preferred language
 * @param firstName shown in the greeting (escaped)
 * @param url the reset link (paths.ts `resetPasswordUrl`)
 * @returns subject, HTML body and plain-text body
 */
export function resetPasswordEmail(lang: 'es' | 'en', firstName: string, url: string): { subject: string; html: string; text: string } {
  return linkEmail(RESET_TEXT[lang], lang, firstName, url)
}

/** Texts of a one-link email in one language. */
type LinkEmailText = { subject: string; greeting: (name: string) => string; body: string; button: string; ignore: string }

/** Greeting, body, the link as a button and as text, and the "ignore it" line (HTML escaped; plain text alongside). */
function linkEmail(t: LinkEmailText, lang: 'es' | 'en', firstName: string, url: string): { subject: string; html: string; text: string } {
  const name = firstName.trim() || (lang === 'es' ? 'cliente' : 'there')
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(url)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
  ].join('\n')
  const text = `${t.greeting(name)}\n\n${t.body}\n${url}\n\n${t.ignore}\n`
  return { subject: t.subject, html, text }
}
