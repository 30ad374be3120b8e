/**
 * Sign-up, email verification and re-sending the verification email for customers (issue #6).
 * The callers (route handlers, the verify page) validate input first; these functions never throw for
 * an expected outcome and return the spec §8 codes instead.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { verificationEmail } from '../domain/emailContent'
import { type AccountResult, failure } from '../domain/errors'
import { verificationUrl } from '../domain/paths'
import type { SignUpInput } from '../domain/validation'
import { env } from '../../../lib/env'

const origin = () => env.SITE_URL
const langOf = (locale: string): 'es' | 'en' | 'pt' => (locale === 'es' || locale === 'pt' ? locale : 'en')

const isDuplicateEmail = (err: unknown): boolean => {
  const e = err as { name?: string; data?: { errors?: { path?: string }[] }; message?: string }
  return e?.name === 'ValidationError' && (e.data?.errors ?? []).some((x) => x.path === 'email')
}

/**
 * Creates an unverified customer and sends the verification email (Payload does, from the
 * collection's `verify` settings) in the customer's language.
 * @returns `{ email }`, USER_ALREADY_EXISTS (also when a concurrent sign-up wins the unique index),
 *   or GENERAL_ERROR (logged)
 */
export async function signUp(payload: Payload, input: SignUpInput): Promise<AccountResult<{ email: string }>> {
  const existing = await payload.count({ collection: 'customers', where: { email: { equals: input.email } }, overrideAccess: true })
  if (existing.totalDocs > 0) return failure('USER_ALREADY_EXISTS', { email: 'USER_ALREADY_EXISTS' })
  try {
    // Sign-up is public: access is overridden here, after validation and rate limiting, with only
    // the whitelisted fields (never _verified or socialAccounts).
    await payload.create({
      collection: 'customers',
      overrideAccess: true,
      data: {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLanguage: langOf(input.locale),
      },
    })
    return { ok: true, data: { email: input.email } }
  } catch (err) {
    if (isDuplicateEmail(err)) return failure('USER_ALREADY_EXISTS', { email: 'USER_ALREADY_EXISTS' })
    payload.logger.error({ err, msg: 'customer sign-up failed' })
    return failure('GENERAL_ERROR')
  }
}

/**
 * Sends a fresh verification link to an unverified customer. Answers the same whether or not the
 * address has an account (no account enumeration).
 * @param locale route locale of the request; the email uses the customer's stored language
 */
export async function resendVerification(payload: Payload, email: string): Promise<AccountResult<{ sent: true }>> {
  const found = await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true, limit: 1, depth: 0, showHiddenFields: true })
  const customer = found.docs[0] as (typeof found.docs)[number] & { _verified?: boolean | null }
  if (customer && !customer._verified) {
    const token = randomBytes(20).toString('hex')
    await payload.db.updateOne({ collection: 'customers', id: customer.id, data: { _verificationToken: token }, returning: false })
    const lang = customer.preferredLanguage === 'en' || customer.preferredLanguage === 'pt' ? customer.preferredLanguage : 'es'
    const content = verificationEmail(lang, customer.firstName, verificationUrl(origin(), lang, token))
    await payload.sendEmail({ to: customer.email, subject: content.subject, html: content.html, text: content.text })
  }
  return { ok: true, data: { sent: true } }
}

/** Token format Payload issues: 20 random bytes in hex. */
export const VERIFICATION_TOKEN = /^[a-f0-9]{40}$/

/**
 * Marks the customer holding this verification token as verified (Payload's verifyEmail clears the
 * token, so a link works once).
 * @returns true when verified now; false for a malformed, unknown or already used token
 */
export async function verifyCustomerEmail(payload: Payload, token: string): Promise<boolean> {
  if (!VERIFICATION_TOKEN.test(token)) return false
  try {
    return await payload.verifyEmail({ collection: 'customers', token })
  } catch (err) {
    if ((err as { status?: number }).status === 403 || (err as { status?: number }).status === 400) return false
    throw err
  }
}
