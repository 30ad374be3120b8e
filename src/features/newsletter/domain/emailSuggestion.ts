/**
 * Email typo suggestions (spec §5: "Email address suggestions are offered from four common mail
 * domains"), with the maintained mailcheck successor `@zootools/email-spell-checker` (Sift3 distance).
 * Pure: the same function runs in the modal and in tests.
 */
import emailSpellChecker from '@zootools/email-spell-checker'

/** The four common mail domains suggestions are drawn from. */
export const SUGGESTION_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'] as const

const SECOND_LEVEL = SUGGESTION_DOMAINS.map((d) => d.split('.')[0])
const TOP_LEVEL = ['com']

/**
 * Suggests a corrected address when the domain looks like a typo of one of the four domains.
 * @param email what the visitor typed (any case, may have surrounding spaces)
 * @returns the corrected full address in lower case (`ana@gmial.com` → `ana@gmail.com`), or null when
 *   the address has no domain, already uses one of the four, or is not close to any of them
 */
export function suggestEmail(email: string): string | null {
  const value = email.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  if (at < 1 || at === value.length - 1) return null
  const domain = value.slice(at + 1)
  if ((SUGGESTION_DOMAINS as readonly string[]).includes(domain)) return null
  const suggestion = emailSpellChecker.run({
    email: value,
    domains: [...SUGGESTION_DOMAINS],
    secondLevelDomains: SECOND_LEVEL,
    topLevelDomains: TOP_LEVEL,
  })
  if (!suggestion || !(SUGGESTION_DOMAINS as readonly string[]).includes(suggestion.domain)) return null
  return suggestion.full === value ? null : suggestion.full
}
