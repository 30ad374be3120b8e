/**
 * Newsletter settings from the environment (server only; the variables are fields of the one env
 * schema, src/lib/env.ts). Every value has a working default for dev and tests; see `.env.example`.
 *
 * - `ALTCHA_HMAC_KEY`: signs ALTCHA challenges. Unset: in production derived from PAYLOAD_SECRET
 *   (HMAC-SHA-256, so the two never match), elsewhere a fixed dev key.
 * - `ALTCHA_MAX_NUMBER`: upper bound of the secret counter the browser must find (ALTCHA's
 *   "maxnumber"; work grows linearly with it). Default 100000 in production, 1000 elsewhere.
 * - `NEWSLETTER_RATE_LIMIT` / `NEWSLETTER_RATE_WINDOW_SECONDS`: sign-ups accepted per client IP per
 *   window (default 10 per 600 s); challenges get ten times as many.
 */
import { createHmac } from 'node:crypto'
import { env, type Env } from '../../../lib/env'

const DEV_HMAC_KEY = 'dev-only-altcha-hmac-key-change-me-in-production'

export type NewsletterEnv = {
  altchaHmacKey: string
  /** Key for the derived-key signature of deterministic ALTCHA challenges. */
  altchaKeySignatureKey: string
  altchaMaxNumber: number
  rateLimit: number
  rateWindowSeconds: number
}

/**
 * The newsletter's settings from the parsed environment (a malformed value, e.g. `ALTCHA_MAX_NUMBER=abc`,
 * is refused at start by the schema).
 */
export function newsletterEnv(e: Pick<Env, 'NODE_ENV' | 'PAYLOAD_SECRET' | 'ALTCHA_HMAC_KEY' | 'ALTCHA_MAX_NUMBER' | 'NEWSLETTER_RATE_LIMIT' | 'NEWSLETTER_RATE_WINDOW_SECONDS'> = env): NewsletterEnv {
  const production = e.NODE_ENV === 'production'
  const hmacKey = e.ALTCHA_HMAC_KEY ?? (production && e.PAYLOAD_SECRET ? createHmac('sha256', e.PAYLOAD_SECRET).update('altcha-challenge').digest('hex') : DEV_HMAC_KEY)
  return {
    altchaHmacKey: hmacKey,
    altchaKeySignatureKey: createHmac('sha256', hmacKey).update('altcha-derived-key').digest('hex'),
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER ?? (production ? 100_000 : 1_000),
    rateLimit: e.NEWSLETTER_RATE_LIMIT ?? 10,
    rateWindowSeconds: e.NEWSLETTER_RATE_WINDOW_SECONDS ?? 600,
  }
}
