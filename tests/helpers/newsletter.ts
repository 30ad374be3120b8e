/** Helpers of the newsletter tests: a real solved ALTCHA payload and sign-up request builders. */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { createNewsletterChallenge } from '../../src/features/newsletter/server/captcha'

/** Solves a fresh challenge from our own endpoint code, as the widget does in the browser. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await createNewsletterChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the ALTCHA challenge')
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

let n = 0
/** A complete, valid sign-up form with a unique email (captcha to be filled in). */
export function signupForm(overrides: Record<string, unknown> = {}) {
  n += 1
  return {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: `ana.${Date.now()}.${n}@example.com`,
    country: 'MX',
    acceptance: true,
    permission: true,
    captcha: '',
    ...overrides,
  }
}

/** A JSON POST to the sign-up endpoint from one client IP. */
export function signupRequest(locale: string, body: unknown, ip = '203.0.113.10', init: { contentType?: string; raw?: string } = {}): Request {
  return new Request(`http://127.0.0.1/${locale}/newsletter/subscribe/`, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json', 'x-forwarded-for': ip },
    body: init.raw ?? JSON.stringify(body),
  })
}
