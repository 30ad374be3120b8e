/**
 * Newsletter sign-up rules (spec §3 Newsletter form and signup payload, §5 Newsletter, §8 Newsletter).
 *
 * One zod schema used by the modal (to show the errors as the visitor types and submits) and by the
 * sign-up route handler (to enforce them). Issues carry message *codes*, never text: the UI turns a
 * code into the dictionary entry `newsletter.errors.<code>` of the page's language.
 * Pure: no framework, no environment.
 */
import { z } from 'zod'
import { isCountryCode } from '../../../lib/geo/countries'

/** Longest accepted first or last name (characters, after trimming). */
export const NAME_MAX_LENGTH = 80
/** Longest accepted email address (RFC 5321 path limit, characters). */
export const EMAIL_MAX_LENGTH = 254
/** Largest accepted ALTCHA payload (base64 characters); a real one is well under 2 KB. */
export const CAPTCHA_MAX_LENGTH = 8_000

/**
 * Message codes of the form's field errors; each is a key of `newsletter.errors` in the three
 * catalogues. The spec gives the texts of the `*Required`, `emailInvalid`, `checkboxRequired` and
 * `captchaRequired` codes (§5); the `*Invalid` codes of names, email, site, lang and country are the §8
 * "format errors" (FirstName, LastName, Email, Site, Lang, Country).
 */
export const NEWSLETTER_ERROR_CODES = [
  'firstNameRequired',
  'firstNameInvalid',
  'lastNameRequired',
  'lastNameInvalid',
  'emailRequired',
  'emailInvalid',
  'countryRequired',
  'countryInvalid',
  'siteInvalid',
  'langInvalid',
  'checkboxRequired',
  'captchaRequired',
] as const
export type NewsletterErrorCode = (typeof NEWSLETTER_ERROR_CODES)[number]

/** Letters (any script) and the punctuation names use: spaces, apostrophes, hyphens, dots. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u

const name = (required: NewsletterErrorCode, invalid: NewsletterErrorCode) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(NAME_MAX_LENGTH, { error: invalid }).regex(NAME_PATTERN, { error: invalid })

const consent = z.literal(true, { error: 'checkboxRequired' })

/** Languages a sign-up may name (spec §3 signup payload `lang`): the site's route languages. */
export const NEWSLETTER_LANGS = ['es', 'en', 'pt'] as const
export type NewsletterLang = (typeof NEWSLETTER_LANGS)[number]

/**
 * The sign-up form (spec §3): name, last name, email, country, acceptance checkbox, permission
 * checkbox and the ALTCHA payload; optionally the signup payload's `site` (a hotel site code, e.g.
 * HXA) and `lang` (es, en or pt), which otherwise come from the storefront and the page's language.
 * Output: trimmed names, email trimmed and lower-cased, country an upper-case ISO 3166-1 alpha-2 code,
 * site upper-cased. Whether the site is one of the configured hotels is `validateSignup`'s `sites`.
 */
export const NewsletterSignupSchema = z.object({
  firstName: name('firstNameRequired', 'firstNameInvalid'),
  lastName: name('lastNameRequired', 'lastNameInvalid'),
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'emailRequired' })
    .max(EMAIL_MAX_LENGTH, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
  country: z.string({ error: 'countryRequired' }).trim().min(1, { error: 'countryRequired' }).refine(isCountryCode, { error: 'countryInvalid' }),
  acceptance: consent,
  permission: consent,
  captcha: z.string({ error: 'captchaRequired' }).trim().min(1, { error: 'captchaRequired' }).max(CAPTCHA_MAX_LENGTH, { error: 'captchaRequired' }),
  site: z
    .string({ error: 'siteInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, { error: 'siteInvalid' })
    .optional(),
  lang: z.enum(NEWSLETTER_LANGS, { error: 'langInvalid' }).optional(),
})

export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>
export type NewsletterSignupField = keyof NewsletterSignup
export const NEWSLETTER_SIGNUP_FIELDS = Object.keys(NewsletterSignupSchema.shape) as NewsletterSignupField[]

export type NewsletterFieldErrors = Partial<Record<NewsletterSignupField, NewsletterErrorCode>>

export type SignupValidation = { ok: true; data: NewsletterSignup } | { ok: false; fieldErrors: NewsletterFieldErrors }

const isErrorCode = (m: string): m is NewsletterErrorCode => (NEWSLETTER_ERROR_CODES as readonly string[]).includes(m)

/**
 * Validates a sign-up form (any shape: a JSON body, the modal's state).
 * @param options.sites the configured hotel site codes (upper case) a given `site` must be one of
 *   (spec §8 Site format error); omitted, only the code's shape is checked
 * @returns the normalised sign-up, or the first error code of each invalid field (spec §5 order:
 *   a missing value reports `*Required` before any format code)
 */
export function validateSignup(input: unknown, options: { sites?: readonly string[] } = {}): SignupValidation {
  const parsed = NewsletterSignupSchema.safeParse(input)
  const unknownSite = (site: string | undefined) => site !== undefined && options.sites !== undefined && !options.sites.includes(site)
  if (parsed.success) {
    if (unknownSite(parsed.data.site)) return { ok: false, fieldErrors: { site: 'siteInvalid' } }
    return { ok: true, data: parsed.data }
  }
  const fieldErrors: NewsletterFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(field in NewsletterSignupSchema.shape)) continue
    const key = field as NewsletterSignupField
    if (!fieldErrors[key]) fieldErrors[key] = isErrorCode(issue.message) ? issue.message : fallbackCode(key)
  }
  const site = (input as { site?: unknown } | null)?.site
  if (!fieldErrors.site && typeof site === 'string' && unknownSite(site.trim().toUpperCase())) fieldErrors.site = 'siteInvalid'
  // A non-object body has no field paths: report every required field as missing.
  if (Object.keys(fieldErrors).length === 0) for (const key of NEWSLETTER_SIGNUP_FIELDS) if (!OPTIONAL_FIELDS.has(key)) fieldErrors[key] = fallbackCode(key)
  return { ok: false, fieldErrors }
}

/** Fields a form may leave out (the storefront fills them in). */
const OPTIONAL_FIELDS: ReadonlySet<NewsletterSignupField> = new Set(['site', 'lang'])

function fallbackCode(field: NewsletterSignupField): NewsletterErrorCode {
  switch (field) {
    case 'firstName':
      return 'firstNameRequired'
    case 'lastName':
      return 'lastNameRequired'
    case 'email':
      return 'emailRequired'
    case 'country':
      return 'countryRequired'
    case 'acceptance':
    case 'permission':
      return 'checkboxRequired'
    case 'captcha':
      return 'captchaRequired'
    case 'site':
      return 'siteInvalid'
    case 'lang':
      return 'langInvalid'
  }
}

/** Site code of this storefront (spec §9: site code HXA). */
export const NEWSLETTER_SITE = 'HXA'

/**
 * The subscription as the external service receives it (spec §3 Newsletter signup payload):
 * firstName, lastName, email, site, lang, country. Its format rules are the §8 format errors.
 */
export const SignupPayloadSchema = z.object({
  firstName: z.string().min(1).max(NAME_MAX_LENGTH),
  lastName: z.string().min(1).max(NAME_MAX_LENGTH),
  email: z.email().max(EMAIL_MAX_LENGTH),
  site: z.string().regex(/^[A-Z]{2,10}$/),
  lang: z.enum(['es', 'en']),
  country: z.string().refine((v: string): boolean => isCountryCode(v)),
})
export type SignupPayload = z.output<typeof SignupPayloadSchema>

/**
 * Builds the spec §3 signup payload from a validated sign-up.
 * @param lang the content language of the page the visitor signed up on (`pt` pages give `en`)
 * @param site the storefront's site code (default HXA, spec §9)
 */
export function toSignupPayload(signup: { firstName: string; lastName: string; email: string; country: string }, lang: 'es' | 'en', site: string = NEWSLETTER_SITE): SignupPayload {
  return { firstName: signup.firstName, lastName: signup.lastName, email: signup.email, site, lang, country: signup.country }
}

/**
 * Outcome codes of the sign-up endpoint (architecture §4: `{ ok: false, code, fieldErrors }`); each
 * maps to a dictionary entry `newsletter.outcome.<key>` (spec §8 Newsletter).
 */
export const NEWSLETTER_OUTCOME_MESSAGE = {
  SUBSCRIBED: 'subscribed',
  EMAIL_REGISTERED: 'registered', // 'Correo registrado' / 'Registered mail'
  VALIDATION_FAILED: 'checkFields',
  BAD_REQUEST: 'tryLater',
  RATE_LIMITED: 'rateLimited',
  TRY_LATER: 'tryLater', // 'Intenta más tarde' / 'Try again later'
} as const
export type NewsletterOutcomeCode = keyof typeof NEWSLETTER_OUTCOME_MESSAGE
export type NewsletterOutcomeMessageKey = (typeof NEWSLETTER_OUTCOME_MESSAGE)[NewsletterOutcomeCode]

/** CMS page keys of the two outcome pages (spec §2 Content pages). */
export const NEWSLETTER_THANKS_PAGE = {
  subscribed: 'thanks-for-subscribing',
  alreadySubscribed: 'thanks-for-being-subscribed',
} as const
