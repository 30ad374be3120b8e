/**
 * Input rules of the account forms (spec §5 "Login": email format and password presence; sign-up
 * adds names and a minimum password length). One set of zod schemas serves the browser (to explain
 * before sending) and the route handlers (to enforce). Pure: no next, react or payload (in the browser
 * it sets zod's `jitless`, see below).
 */
import { z } from 'zod'
import { type AccountErrorCode, type AccountField, type AccountResult, failure } from './errors'

// In the browser, no compiled parsers: zod's first object parse probes `new Function('')`, and the
// site's Content-Security-Policy (no 'unsafe-eval', src/lib/csp.ts) reports that as a violation even
// though zod catches it (zod's `jitless` setting exists for strict CSPs). The server keeps the JIT.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** Longest accepted email (RFC 5321 path limit) and password (bcrypt-like hashes gain nothing past it). */
export const EMAIL_MAX = 254
export const PASSWORD_MAX = 256
/** Sign-up password minimum length (characters). */
export const PASSWORD_MIN = 8
export const NAME_MAX = 80

const locale = z.enum(['es', 'en', 'pt']).catch('en')
const email = z
  .string({ error: 'INVALID_EMAIL' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: 'INVALID_EMAIL' })
  .pipe(z.email({ error: 'INVALID_EMAIL' }))
const passwordPresent = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .max(PASSWORD_MAX, { error: 'PASSWORD_REQUIRED' })
  .refine((v) => v.trim().length > 0, { error: 'PASSWORD_REQUIRED' })
const name = (code: AccountErrorCode) => z.string({ error: code }).trim().min(1, { error: code }).max(NAME_MAX, { error: code })

export const LoginInput = z.object({
  email,
  password: passwordPresent,
  remember: z.boolean().optional().default(false),
  locale,
})
export type LoginInput = z.infer<typeof LoginInput>

export const SignUpInput = z.object({
  firstName: name('FIRST_NAME_REQUIRED'),
  lastName: name('LAST_NAME_REQUIRED'),
  email,
  password: passwordPresent.refine((v) => v.length >= PASSWORD_MIN, { error: 'PASSWORD_TOO_SHORT' }),
  locale,
})
export type SignUpInput = z.infer<typeof SignUpInput>

export const ResendInput = z.object({ email, locale })
export type ResendInput = z.infer<typeof ResendInput>

/** "Forgot your password?": the email to send the reset link to. */
export const ForgotInput = z.object({ email, locale })
export type ForgotInput = z.infer<typeof ForgotInput>

/** Payload's reset token: 20 random bytes in hex (auth/operations/forgotPassword.js). */
export const RESET_TOKEN = /^[a-f0-9]{40}$/

/**
 * New password from the reset link: the sign-up password rules (present, at least PASSWORD_MIN
 * characters) and a matching confirmation (PASSWORD_MISMATCH at the confirmation field).
 */
export const ResetInput = z
  .object({
    token: z.string({ error: 'RESET_TOKEN_INVALID' }).regex(RESET_TOKEN, { error: 'RESET_TOKEN_INVALID' }),
    password: passwordPresent.refine((v) => v.length >= PASSWORD_MIN, { error: 'PASSWORD_TOO_SHORT' }),
    passwordConfirm: z.string({ error: 'PASSWORD_MISMATCH' }).max(PASSWORD_MAX, { error: 'PASSWORD_MISMATCH' }),
    locale,
  })
  .refine((v) => v.password === v.passwordConfirm, { error: 'PASSWORD_MISMATCH', path: ['passwordConfirm'] })
export type ResetInput = z.infer<typeof ResetInput>

/** Order in which field problems pick the answer's top-level code (the form reads top to bottom). */
const FIELD_ORDER: AccountField[] = ['firstName', 'lastName', 'email', 'password', 'passwordConfirm', 'token']

/**
 * Validates untrusted input against one of the schemas above.
 * @returns `{ ok: true, data }` with trimmed, lower-cased email; or `{ ok: false, code, fieldErrors }`
 *   where `code` is the first field's code in form order (e.g. INVALID_EMAIL before PASSWORD_REQUIRED)
 *   and BAD_REQUEST when the body is not an object at all. Never throws.
 */
export function validate<T>(schema: z.ZodType<T>, input: unknown): AccountResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return failure('BAD_REQUEST')
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fieldErrors: Partial<Record<AccountField, AccountErrorCode>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AccountField
    if (!FIELD_ORDER.includes(field) || fieldErrors[field]) continue
    fieldErrors[field] = (isCode(issue.message) ? issue.message : 'BAD_REQUEST') as AccountErrorCode
  }
  const first = FIELD_ORDER.find((f) => fieldErrors[f])
  return failure(first ? fieldErrors[first]! : 'BAD_REQUEST', fieldErrors)
}

function isCode(message: string): boolean {
  return /^[A-Z_]+$/.test(message)
}
