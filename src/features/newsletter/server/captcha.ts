/**
 * Self-hosted proof-of-work captcha (ALTCHA, PoW v2) for the newsletter form: challenges are made and
 * checked here with `altcha-lib`; the `altcha` widget solves them in the browser. No third-party
 * service is called.
 *
 * Deterministic mode: the server picks a secret counter in [1, maxNumber], derives the key for it and
 * sends only its prefix; the browser tries counters until it finds the one whose key matches. The
 * challenge and the derived key are HMAC-signed, expire after 10 minutes, and each solved challenge
 * is accepted once, on every instance (`firstUse`: the used nonce is recorded in Postgres until the
 * challenge expires).
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'
import { firstUse } from '../../../lib/rateLimit'
import { newsletterEnv } from './config'

/** Hash of the proof of work (Web Crypto in the browser, node:crypto here). */
export const ALTCHA_ALGORITHM = 'SHA-256'
/** Seconds a challenge stays solvable. */
export const ALTCHA_TTL_SECONDS = 600

/**
 * A new signed challenge for the widget (the JSON the widget fetches from its `challenge` URL).
 * @param now the current time (expiry is now + 10 minutes)
 */
export async function createNewsletterChallenge(now: Date = new Date()): Promise<Challenge> {
  const env = newsletterEnv()
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(env.altchaMaxNumber, 1),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + ALTCHA_TTL_SECONDS,
    hmacSignatureSecret: env.altchaHmacKey,
    hmacKeySignatureSecret: env.altchaKeySignatureKey,
  })
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({ algorithm: z.literal(ALTCHA_ALGORITHM), nonce: z.string().regex(/^[0-9a-f]{8,128}$/), salt: z.string(), cost: z.number(), keyPrefix: z.string() }).loose(),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/), time: z.number().optional() }),
})

export type CaptchaCheck = { ok: true } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'replayed' }

/**
 * Verifies the widget's payload (base64 of `{ challenge, solution }`) and marks it used.
 * @returns ok, or why not: malformed (not an ALTCHA payload), expired, invalid (bad signature or
 *   solution), replayed (already accepted once). Never throws on bad input.
 */
export async function verifyNewsletterCaptcha(payloadBase64: string): Promise<CaptchaCheck> {
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(payloadBase64, 'base64').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const parsed = PayloadSchema.safeParse(decoded)
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  const env = newsletterEnv()
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({
      challenge: parsed.data.challenge as unknown as Challenge,
      solution: parsed.data.solution as Solution,
      deriveKey,
      hmacSignatureSecret: env.altchaHmacKey,
      hmacKeySignatureSecret: env.altchaKeySignatureKey,
    })
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (result.expired) return { ok: false, reason: 'expired' }
  if (!result.verified) return { ok: false, reason: 'invalid' }
  const expiresAt = new Date(Date.now() + ALTCHA_TTL_SECONDS * 1000 + 60_000)
  if (!(await firstUse('altcha', parsed.data.challenge.parameters.nonce, expiresAt))) return { ok: false, reason: 'replayed' }
  return { ok: true }
}
