/**
 * Sign-up, email verification and re-sending the verification email for customers.
 * The callers (route handlers, the verify page) validate input first; these functions never throw for
 * an expected outcome and return the spec §8 codes instead.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { type AccountResult, failure } from '../domain/errors'
import type { SignUpInput } from '../domain/validation'
import { recordOwedVerification, sendVerificationOnce } from './verificationMail'

const langOf = (locale: string): 'es' | 'en' | 'pt' => (locale === 'es' || locale === 'pt' ? locale : 'en')

const isDuplicateEmail = (err: unknown): boolean => {
  const e = err as { name?: string; data?: { errors?: { path?: string }[] }; message?: string }
  return e?.name === 'ValidationError' && (e.data?.errors ?? []).some((x) => x.path === 'email')
}

/** Runs a mail send after the answer: the route passes Next's `after`; by default it runs now and its failure is only logged. */
export type Defer = (task: () => Promise<unknown>) => void | Promise<void>
const sendNow: Defer = async (task) => {
  await task().catch(() => undefined) // logged and counted by the sender; the sweep retries
}

/**
 * Creates an unverified customer and owes it the verification email in its language
 * (src/features/account/server/verificationMail.ts): the email is sent by `defer` — after the
 * answer in the route — and by the sweep when the mail server is down, so a failing or slow SMTP
 * never fails or delays a sign-up (Payload's own send inside `create` is off).
 * @param defer when the first send runs (default: now, awaited, a failure only logged)
 * @returns `{ email }`, USER_ALREADY_EXISTS (also when a concurrent sign-up wins the unique index),
 *   or GENERAL_ERROR (logged)
 */
export async function signUp(payload: Payload, input: SignUpInput, defer: Defer = sendNow): Promise<AccountResult<{ email: string }>> {
  const existing = await payload.count({ collection: 'customers', where: { email: { equals: input.email } }, overrideAccess: true })
  if (existing.totalDocs > 0) return failure('USER_ALREADY_EXISTS', { email: 'USER_ALREADY_EXISTS' })
  try {
    // Sign-up is public: access is overridden here, after validation and rate limiting, with only
    // the whitelisted fields (never _verified or socialAccounts).
    const created = await payload.create({
      collection: 'customers',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLanguage: langOf(input.locale),
      },
    })
    try {
      await recordOwedVerification(created.id)
    } catch (err) {
      // the account stands; the customer can ask for the link again (resend)
      payload.logger.error({ err, msg: 'customer sign-up: the verification email could not be recorded as owed' })
      return { ok: true, data: { email: input.email } }
    }
    await defer(() => sendVerificationOnce(created.id))
    return { ok: true, data: { email: input.email } }
  } catch (err) {
    if (isDuplicateEmail(err)) return failure('USER_ALREADY_EXISTS', { email: 'USER_ALREADY_EXISTS' })
    payload.logger.error({ err, msg: 'customer sign-up failed' })
    return failure('GENERAL_ERROR')
  }
}

/**
 * Sends a fresh verification link to an unverified customer: a new token, the email owed again
 * (verificationMail.ts) and sent by `defer`. Answers the same whether or not the address has an
 * account (no account enumeration), and whether or not the mail server answers.
 * @param defer when the send runs (default: now, awaited, a failure only logged)
 */
export async function resendVerification(payload: Payload, email: string, defer: Defer = sendNow): Promise<AccountResult<{ sent: true }>> {
  const found = await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true, limit: 1, depth: 0, showHiddenFields: true })
  const customer = found.docs[0] as (typeof found.docs)[number] & { _verified?: boolean | null }
  if (customer && !customer._verified) {
    const token = randomBytes(20).toString('hex')
    await payload.db.updateOne({ collection: 'customers', id: customer.id, data: { _verificationToken: token }, returning: false })
    await recordOwedVerification(customer.id)
    await defer(() => sendVerificationOnce(customer.id))
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
