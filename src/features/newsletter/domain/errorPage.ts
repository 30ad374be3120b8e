/**
 * The newsletter's error redirect page (spec §7: the subscription service has success and error
 * redirect pages; §8 Newsletter: other errors show 'Try again later'): where a form posted without
 * script lands when the sign-up cannot be taken, and what it says. The address carries the outcome's
 * message key and the field error codes; the page shows their texts in its language. Pure.
 */
import { NEWSLETTER_ERROR_CODES, type NewsletterErrorCode, type NewsletterFieldErrors } from './signup'

/** Outcome message keys the error page shows (`newsletter.outcome.<key>`); anything else reads as tryLater. */
export const ERROR_PAGE_REASONS = ['tryLater', 'checkFields', 'rateLimited'] as const
export type ErrorPageReason = (typeof ERROR_PAGE_REASONS)[number]

/** What the error page shows: the outcome's key and the field error codes, in the form's field order. */
export type ErrorPageState = { reason: ErrorPageReason; codes: NewsletterErrorCode[] }

/**
 * The error page's path in `locale`, e.g. `/es/newsletter/error/?reason=checkFields&e=siteInvalid`
 * (each code once, in NEWSLETTER_ERROR_CODES order).
 * @param fieldErrors the sign-up's field errors (VALIDATION_FAILED), one code per field
 */
export function newsletterErrorPath(locale: string, reason: ErrorPageReason, fieldErrors: NewsletterFieldErrors = {}): string {
  const query = new URLSearchParams({ reason })
  const given = new Set(Object.values(fieldErrors))
  for (const code of NEWSLETTER_ERROR_CODES) if (given.has(code)) query.append('e', code)
  return `/${locale}/newsletter/error/?${query.toString()}`
}

/**
 * Reads the error page's query (any values a visitor may type): an unknown reason reads as tryLater,
 * unknown codes are dropped, each code once, at most one per known code.
 */
export function parseErrorPageQuery(query: Record<string, string | string[] | undefined>): ErrorPageState {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const rawReason = one(query.reason)
  const reason = (ERROR_PAGE_REASONS as readonly string[]).includes(rawReason ?? '') ? (rawReason as ErrorPageReason) : 'tryLater'
  const given = new Set(([] as string[]).concat(query.e ?? []))
  const codes = NEWSLETTER_ERROR_CODES.filter((c) => given.has(c))
  return { reason, codes }
}
