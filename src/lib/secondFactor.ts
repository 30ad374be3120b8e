/**
 * The staff second factor's primitives: TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, the
 * authenticator apps' defaults) through `otpauth`, the secret sealed at rest (AES-256-GCM), and
 * single-use recovery codes stored as HMAC-SHA256 digests (OWASP Multifactor Authentication Cheat
 * Sheet: "recovery codes … stored hashed, each usable once"). No I/O; the key comes from the caller
 * (derived from Payload's secret by `secondFactorKey`).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/** TOTP parameters every authenticator app understands (Google Authenticator ignores others). */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** Accepted clock drift, in 30-second steps either side (RFC 6238 §5.2 recommends one). */
const WINDOW = 1
/** Recovery codes handed out at enrolment. */
export const RECOVERY_CODE_COUNT = 10
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A 32-byte key for sealing secrets and hashing recovery codes, derived from `serverSecret` (Payload's secret). */
export function secondFactorKey(serverSecret: string): Buffer {
  return createHash('sha256').update(`staff-second-factor:${serverSecret}`).digest()
}

/** A new TOTP secret: 20 random bytes (RFC 4226 §4's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://totp/…` URI an authenticator app scans (issuer and account label it). */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return new TOTP({ ...TOTP_PARAMS, issuer, label: account, secret: Secret.fromBase32(secretBase32) }).toString()
}

/** The current 6-digit code of `secretBase32` at `at` (ms since the epoch); tests and the CLI use it. */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  return new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secretBase32) }).generate({ timestamp: at })
}

/**
 * Checks a 6-digit `code` against `secretBase32` at `at`, ±1 step.
 * @returns the 30-second step the code belongs to, or null when wrong, malformed, or not newer than
 *   `lastStep` (a code already used is refused: RFC 6238 §5.2, "MUST NOT accept the second attempt")
 */
export function checkTotp(secretBase32: string, code: string, lastStep: number | null, at: number = Date.now()): number | null {
  const digits = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(digits)) return null
  const delta = new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secretBase32) }).validate({ token: digits, timestamp: at, window: WINDOW })
  if (delta === null) return null
  const step = Math.floor(at / 1000 / TOTP_PARAMS.period) + delta
  return lastStep !== null && step <= lastStep ? null : step
}

/** Seals `plain` with AES-256-GCM under `key`: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

/**
 * Opens a value from `sealSecret`.
 * @returns the plain text, or null when it is malformed or was sealed under another key
 */
export function openSecret(sealed: string, key: Buffer): string | null {
  const [v, iv, tag, body] = sealed.split('.')
  if (v !== 'v1' || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** `count` new recovery codes, `xxxxx-xxxxx` (10 base32 characters, 50 random bits each). */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((b) => BASE32[b & 31]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`.toLowerCase()
  })
}

/** A recovery code's stored form: HMAC-SHA256 under `key` of the code without spaces, dashes or case. */
export function hashRecoveryCode(code: string, key: Buffer): string {
  const normal = code.replace(/[\s-]+/g, '').toLowerCase()
  return createHmac('sha256', key).update(normal).digest('hex')
}

/**
 * Finds `code` among the stored digests (constant time per digest).
 * @returns the index of the matching digest, or -1
 */
export function matchRecoveryCode(code: string, digests: readonly string[], key: Buffer): number {
  const mine = Buffer.from(hashRecoveryCode(code, key), 'hex')
  let found = -1
  digests.forEach((d, i) => {
    const other = Buffer.from(d, 'hex')
    if (other.length === mine.length && timingSafeEqual(other, mine) && found < 0) found = i
  })
  return found
}
