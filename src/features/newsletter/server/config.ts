/**
 * Newsletter settings from the environment (server only), read on each call so tests can set them.
 * Every value has a working default for dev and tests; see the lead's `.env.example` notes.
 *
 * - `ALTCHA_HMAC_KEY`: signs ALTCHA challenges. Unset: in production derived from PAYLOAD_SECRET
 *   (HMAC-SHA-256, so the two never match), elsewhere a fixed dev key.
 * - `ALTCHA_MAX_NUMBER`: upper bound of the secret counter the browser must find (ALTCHA's
 *   "maxnumber"; work grows linearly with it). Default 100000 in production, 1000 elsewhere.
 * - `NEWSLETTER_RATE_LIMIT` / `NEWSLETTER_RATE_WINDOW_SECONDS`: sign-ups accepted per client IP per
 *   window (default 10 per 600 s); challenges get ten times as many.
 */
import { createHmac } from 'node:crypto'
import { z } from 'zod'

const DEV_HMAC_KEY = 'dev-only-altcha-hmac-key-change-me-in-production'

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PAYLOAD_SECRET: z.string().optional(),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).optional(),
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  NEWSLETTER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
})

export type NewsletterEnv = {
  altchaHmacKey: string
  /** Key for the derived-key signature of deterministic ALTCHA challenges. */
  altchaKeySignatureKey: string
  altchaMaxNumber: number
  rateLimit: number
  rateWindowSeconds: number
}

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]))

/**
 * The newsletter's environment settings.
 * @throws ZodError when a set value is malformed (e.g. `ALTCHA_MAX_NUMBER=abc`): a start-up mistake
 */
export function newsletterEnv(env: NodeJS.ProcessEnv = process.env): NewsletterEnv {
  const e = EnvSchema.parse(blankToUndefined(env))
  const production = e.NODE_ENV === 'production'
  const hmacKey =
    e.ALTCHA_HMAC_KEY ?? (production && e.PAYLOAD_SECRET ? createHmac('sha256', e.PAYLOAD_SECRET).update('altcha-challenge').digest('hex') : DEV_HMAC_KEY)
  return {
    altchaHmacKey: hmacKey,
    altchaKeySignatureKey: createHmac('sha256', hmacKey).update('altcha-derived-key').digest('hex'),
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER ?? (production ? 100_000 : 1_000),
    rateLimit: e.NEWSLETTER_RATE_LIMIT ?? 10,
    rateWindowSeconds: e.NEWSLETTER_RATE_WINDOW_SECONDS ?? 600,
  }
}
