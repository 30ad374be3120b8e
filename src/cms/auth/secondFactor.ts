/**
 * The staff second factor (TOTP, RFC 6238), enforced on the server where every staff request is
 * authenticated.
 *
 * Who needs it: every staff member who enrolled (optional for editors), and — in a deployment
 * (`deployment()`, src/lib/env.ts: production, not a local run on a loopback SITE_URL) — every admin
 * and ops account, enrolled or not (NIST SP 800-63B AAL2 for accounts that move money and settings).
 *
 * How: `staffSecondFactorGate`, the first auth strategy of `users`, authenticates the staff JWT
 * (the `payload-token` cookie or the `Authorization: JWT` header, through the same-origin rule of
 * src/cms/auth/sameOriginCookie.ts or Payload's own JWT check) and, while the session still owes its
 * second factor, hands Payload the user with **no roles** and `secondFactorPending` set. Every access
 * rule (`hasRole`, src/cms/access/roles.ts, and the admin's `access.admin`) then refuses: REST,
 * GraphQL, the admin's server functions and views alike. The session (the JWT's `sid`) becomes
 * verified when the owner posts a valid code to one of the endpoints below; verified session ids are
 * kept in the user's `secondFactor` record (pruned to the sessions that still exist).
 *
 * Endpoints (JSON, same-origin only, 5 code attempts per 15 minutes per account):
 * - `POST /api/users/second-factor/setup` → `{ secret, uri, qr }`: a new secret awaiting its first code
 *   (only while not enrolled; the secret is shown this once);
 * - `POST /api/users/second-factor/confirm` `{ code }` → `{ recoveryCodes }`: enrols, verifies this
 *   session and hands out ten recovery codes (shown once, stored as HMAC digests);
 * - `POST /api/users/second-factor/verify` `{ code }` or `{ recoveryCode }` → `{ ok: true }`: verifies
 *   this session; a recovery code is spent.
 * Errors: `{ ok: false, code }` with 401 (no staff session), 403 (cross-site), 409 (wrong state),
 * 400/422 (malformed / wrong code), 429 (too many attempts).
 *
 * The secret is sealed with AES-256-GCM under a key derived from Payload's secret and never leaves
 * the API (field access `read: false`); an admin resets a lost factor with
 * `npm run staff:second-factor -- reset <email>` (docs/operations.md).
 */
import QRCode from 'qrcode'
import { JWTAuthentication, type AuthStrategy, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { deployment } from '../../lib/env'
import { isSameOriginRequest } from '../../lib/http/sameOrigin'
import { sharedLimiter, spend } from '../../lib/rateLimit'
import { checkTotp, matchRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, hashRecoveryCode, sealSecret, secondFactorKey, totpUri } from '../../lib/secondFactor'
import { hasRole } from '../access/roles'
import { sameOriginStaffCookie } from './sameOriginCookie'

/** The `secondFactor` JSON of a staff user (never readable through the API). */
export type SecondFactorRecord = {
  /** The enrolled TOTP secret, sealed (`sealSecret`). */
  secret?: string
  /** A secret from `setup` awaiting its first code, sealed. */
  pending?: string
  /** Digests of the unused recovery codes (`hashRecoveryCode`). */
  recovery?: string[]
  /** The 30-second step of the last accepted code (a code is accepted once). */
  lastStep?: number
  /** Session ids (`sid` of the JWT) that passed the second factor. */
  sessions?: string[]
}

/** What a session still owes: enrol (required, none set up), verify (enrolled, not yet given), or nothing. */
export type SecondFactorPending = 'enrol' | 'verify' | null

type StaffDoc = {
  id: number | string
  email?: string
  roles?: readonly string[] | null
  secondFactorEnabled?: boolean | null
  secondFactor?: SecondFactorRecord | null
  sessions?: { id: string }[] | null
  _sid?: string
}

/**
 * What the session `sid` of `user` still owes (see the module docs).
 * @param inDeployment whether this server is a deployment (`deployment()`)
 */
export function secondFactorPending(user: StaffDoc, sid: string | undefined, inDeployment: boolean): SecondFactorPending {
  const enrolled = Boolean(user.secondFactorEnabled && user.secondFactor?.secret)
  if (!enrolled) return inDeployment && hasRole({ collection: 'users', roles: user.roles ?? [] }, 'admin', 'ops') ? 'enrol' : null
  return sid && (user.secondFactor?.sessions ?? []).includes(sid) ? null : 'verify'
}

/** The user a pending session acts as: no roles, so every access rule refuses. */
function withheld<U extends StaffDoc>(user: U, pending: Exclude<SecondFactorPending, null>): U & { secondFactorPending: typeof pending } {
  return { ...user, roles: [], secondFactorPending: pending }
}

/** First auth strategy of `users` (see the module docs). Returns no user for tokens of other collections. */
export const staffSecondFactorGate: AuthStrategy = {
  name: 'staff-second-factor',
  authenticate: async (args) => {
    let result = await sameOriginStaffCookie.authenticate(args)
    if (!result.user) result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const user = result.user as (StaffDoc & { collection?: string }) | null
    if (!user || user.collection !== 'users') return { user: null }
    const pending = secondFactorPending(user, user._sid, deployment())
    return pending ? { ...result, user: withheld(user, pending) as unknown as NonNullable<typeof result.user> } : result
  },
}

type Failure = 'UNAUTHENTICATED' | 'CROSS_SITE' | 'BAD_REQUEST' | 'ALREADY_ENROLLED' | 'NOT_ENROLLED' | 'NO_SETUP' | 'WRONG_CODE' | 'TOO_MANY'
const STATUS: Record<Failure, number> = { UNAUTHENTICATED: 401, CROSS_SITE: 403, BAD_REQUEST: 400, ALREADY_ENROLLED: 409, NOT_ENROLLED: 409, NO_SETUP: 409, WRONG_CODE: 422, TOO_MANY: 429 }
const fail = (code: Failure, retryAfterSeconds?: number) =>
  Response.json({ ok: false, code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }, { status: STATUS[code], headers: { 'Cache-Control': 'no-store' } })
const ok = (body: Record<string, unknown>) => Response.json({ ok: true, ...body }, { headers: { 'Cache-Control': 'no-store' } })

/** 5 code attempts per 15 minutes per account, shared by every instance. */
function attempts() {
  const g = globalThis as { __hxaSecondFactorLimiter?: ReturnType<typeof sharedLimiter> }
  g.__hxaSecondFactorLimiter ??= sharedLimiter({ keyPrefix: 'staff-second-factor', points: 5, duration: 15 * 60 })
  return g.__hxaSecondFactorLimiter
}

/** The signed-in staff member's full record (the secret included), or null. */
async function staffRecord(payload: Payload, id: number | string): Promise<StaffDoc | null> {
  const doc = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  return (doc as StaffDoc | null) ?? null
}

/** Writes the record (and the enrolled flag); session ids of ended sessions are dropped. */
async function save(req: PayloadRequest, user: StaffDoc, record: SecondFactorRecord, enabled: boolean): Promise<void> {
  const live = new Set((user.sessions ?? []).map((s) => s.id))
  const sessions = (record.sessions ?? []).filter((s) => live.has(s))
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { secondFactor: { ...record, sessions }, secondFactorEnabled: enabled } as Record<string, unknown>,
    overrideAccess: true,
    depth: 0,
    req,
    context: { secondFactor: true },
  })
}

type Handler = (req: PayloadRequest, user: StaffDoc, sid: string | undefined, body: Record<string, unknown>, key: Buffer) => Promise<Response>

/** Common checks of the three endpoints: same origin, a staff session, a JSON object body. */
function endpoint(path: string, handler: Handler): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      if (!isSameOriginRequest(req.headers)) return fail('CROSS_SITE')
      const who = req.user as (StaffDoc & { collection?: string }) | null
      if (!who || who.collection !== 'users') return fail('UNAUTHENTICATED')
      let body: unknown
      try {
        body = await req.json?.()
      } catch {
        return fail('BAD_REQUEST')
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return fail('BAD_REQUEST')
      const user = await staffRecord(req.payload, who.id)
      if (!user) return fail('UNAUTHENTICATED')
      return handler(req, user, who._sid, body as Record<string, unknown>, secondFactorKey(req.payload.secret))
    },
  }
}

/** Spends one attempt of the account's budget; a 429 response when it is spent. */
async function budget(user: StaffDoc): Promise<Response | null> {
  const wait = await spend(attempts(), String(user.id))
  return wait === null ? null : fail('TOO_MANY', wait)
}

const codeOf = (v: unknown) => (typeof v === 'string' && v.length <= 32 ? v : null)

const setup = endpoint('/second-factor/setup', async (req, user, _sid, _body, key) => {
  if (user.secondFactorEnabled && user.secondFactor?.secret) return fail('ALREADY_ENROLLED')
  const secret = newTotpSecret()
  const uri = totpUri(secret, user.email ?? String(user.id), 'Hotel Arte CMS')
  await save(req, user, { ...(user.secondFactor ?? {}), pending: sealSecret(secret, key) }, false)
  return ok({ secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) })
})

const confirm = endpoint('/second-factor/confirm', async (req, user, sid, body, key) => {
  if (user.secondFactorEnabled && user.secondFactor?.secret) return fail('ALREADY_ENROLLED')
  const code = codeOf(body.code)
  if (!code) return fail('BAD_REQUEST')
  const pending = user.secondFactor?.pending ? openSecret(user.secondFactor.pending, key) : null
  if (!pending) return fail('NO_SETUP')
  const refused = await budget(user)
  if (refused) return refused
  const step = checkTotp(pending, code, null)
  if (step === null) return fail('WRONG_CODE')
  const recoveryCodes = newRecoveryCodes()
  await save(req, user, { secret: sealSecret(pending, key), recovery: recoveryCodes.map((c) => hashRecoveryCode(c, key)), lastStep: step, sessions: sid ? [sid] : [] }, true)
  await attempts().delete(String(user.id))
  return ok({ recoveryCodes })
})

const verify = endpoint('/second-factor/verify', async (req, user, sid, body, key) => {
  const record = user.secondFactor ?? {}
  const secret = user.secondFactorEnabled && record.secret ? openSecret(record.secret, key) : null
  if (!secret) return fail('NOT_ENROLLED')
  const code = codeOf(body.code)
  const recoveryCode = codeOf(body.recoveryCode)
  if (!code && !recoveryCode) return fail('BAD_REQUEST')
  const refused = await budget(user)
  if (refused) return refused
  const sessions = [...(record.sessions ?? []), ...(sid ? [sid] : [])]
  if (code) {
    const step = checkTotp(secret, code, record.lastStep ?? null)
    if (step === null) return fail('WRONG_CODE')
    await save(req, user, { ...record, lastStep: step, sessions }, true)
  } else {
    const digests = record.recovery ?? []
    const at = matchRecoveryCode(recoveryCode!, digests, key)
    if (at < 0) return fail('WRONG_CODE')
    await save(req, user, { ...record, recovery: digests.filter((_, i) => i !== at), sessions }, true)
  }
  await attempts().delete(String(user.id))
  return ok({ recoveryCodesLeft: code ? (record.recovery ?? []).length : (record.recovery ?? []).length - 1 })
})

/** The second-factor endpoints of the `users` collection. */
export const secondFactorEndpoints: Endpoint[] = [setup, confirm, verify]

/**
 * Clears the second factor of the staff member `email` (an admin's reset: lost phone, left the
 * team). Where the factor is required (admins and ops in a deployment) every session of theirs is
 * held back until they enrol again; elsewhere their sessions carry on without one.
 * @returns false when no staff member has that email
 */
export async function resetSecondFactor(payload: Payload, email: string): Promise<boolean> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true })
  const user = found.docs[0]
  if (!user) return false
  await payload.update({ collection: 'users', id: user.id, data: { secondFactor: null, secondFactorEnabled: false } as Record<string, unknown>, overrideAccess: true, depth: 0 })
  return true
}
