/**
 * Abuse limits on Payload's own auth endpoints, as `beforeOperation` /
 * `afterLogin` hooks, so REST (`/api/users/login`, `/forgot-password`, `/first-register`,
 * `/refresh-token`) and GraphQL (`loginUser`, `forgotPasswordUser` …) go through the same checks.
 *
 * - Customers sign in, reset and refresh only through the storefront's own routes, which call
 *   Payload's local API with their own limits (src/features/account/server): the REST and GraphQL
 *   `login`, `forgotPassword`, `resetPassword` and `refresh` of `customers` answer 403.
 * - Staff (`users`): Payload's lock after N bad passwords is off (any stranger could keep the admin
 *   locked out forever by sending five bad passwords every ten minutes); instead each attempt spends
 *   a point of a throttle keyed on client address + account (5 per 15 minutes, 20 per day: the
 *   second window is the back-off) and of one keyed on the address alone (30 per 15 minutes), all
 *   shared by every instance through Postgres (rate-limiter-flexible, src/lib/rateLimit.ts). A
 *   stranger spends their own budget, never the real admin's. A successful login clears the
 *   address+account budget and gives back its point of the address's (only failures count: the
 *   staff of one office share an address and sign in all day). Forgot-password and first-register: 5 per 15 minutes per address.
 * - First-register (Payload's create-first-user, open whenever no staff account exists: an image
 *   started without the seed step, an emptied database) is refused with 403 in a deployment
 *   (`deployment()`, src/lib/env.ts): there the first admin comes from the seed (ADMIN_EMAIL /
 *   ADMIN_PASSWORD, seed/seed.ts) and staff are added by an admin.
 *   Addresses are limit keys (src/lib/http/clientIp.ts): an IPv6 client is its /64.
 * - Staff, account-wide (OWASP Authentication Cheat Sheet, "Protect Against Automated Attacks";
 *   NIST SP 800-63B §5.2.2): the per-address budgets alone let an IPv6 /64 pool or a proxy pool
 *   guess without end. Each account also has {@link STAFF_ACCOUNT_BUDGET} attempts per 15 minutes
 *   from addresses it has never signed in from; when they are spent, attempts from such addresses
 *   back off — 15 minutes the first time, doubling each time it happens again within 24 hours, at
 *   most 24 hours — and the ops dashboard shows the account (`staffLoginAlerts`,
 *   src/cms/operations/dashboard.ts). Not a lock a stranger can trigger: an address this account
 *   signed in from in the last 30 days keeps its own per-address budget and is never backed off,
 *   and a successful login gives its point back (only failures count).
 * Refusals are Payload `APIError`s with status 429 (403 for the closed customer endpoints), never 5xx.
 */
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { deployment } from '../../lib/env'
import { clientIp } from '../../lib/http/clientIp'
import { logger } from '../../lib/logger'
import { isRateLimiterRes, sharedLimiter } from '../../lib/rateLimit'

/** Attempts per 15 minutes an account takes from addresses it never signed in from, before backing off. */
export const STAFF_ACCOUNT_BUDGET = 10
/** The first back-off, in seconds; each further one within 24 hours doubles it, up to {@link STAFF_BACKOFF_MAX_SECONDS}. */
export const STAFF_BACKOFF_BASE_SECONDS = 15 * 60
export const STAFF_BACKOFF_MAX_SECONDS = 24 * 3600
/** How long an address a staff member signed in from counts as theirs. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600
/**
 * Key prefixes of the account-wide limits in `storefront_limits.rate_limits` (rate-limiter-flexible
 * stores `<prefix>:<key>`; the key is the lower-cased email), read by the ops dashboard's alert.
 */
export const STAFF_ACCOUNT_WIDE_PREFIX = 'staff-login-account-wide'
export const STAFF_BACKOFF_PREFIX = 'staff-login-backoff'

type Limiters = {
  accountShort: RateLimiterAbstract
  accountDay: RateLimiterAbstract
  address: RateLimiterAbstract
  recovery: RateLimiterAbstract
  accountWide: RateLimiterAbstract
  backoff: RateLimiterAbstract
  known: RateLimiterAbstract
}

function limiters(): Limiters {
  const g = globalThis as { __hxaStaffAuthLimiters?: Limiters }
  g.__hxaStaffAuthLimiters ??= {
    accountShort: sharedLimiter({ keyPrefix: 'staff-login-account', points: 5, duration: 15 * 60 }),
    accountDay: sharedLimiter({ keyPrefix: 'staff-login-account-day', points: 20, duration: 24 * 3600 }),
    address: sharedLimiter({ keyPrefix: 'staff-login-address', points: 30, duration: 15 * 60 }),
    recovery: sharedLimiter({ keyPrefix: 'staff-recovery-address', points: 5, duration: 15 * 60 }),
    accountWide: sharedLimiter({ keyPrefix: STAFF_ACCOUNT_WIDE_PREFIX, points: STAFF_ACCOUNT_BUDGET, duration: 15 * 60 }),
    // back-offs of one account in the last 24 hours (the count decides the next back-off's length)
    backoff: sharedLimiter({ keyPrefix: STAFF_BACKOFF_PREFIX, points: 1_000_000, duration: 24 * 3600 }),
    known: sharedLimiter({ keyPrefix: 'staff-login-known', points: 1, duration: KNOWN_ADDRESS_SECONDS }),
  }
  return g.__hxaStaffAuthLimiters
}

const ipOf = (req: PayloadRequest) => (req.headers ? clientIp(req.headers) : 'local')
const emailOf = (args: unknown) =>
  String(((args as { data?: { email?: unknown } })?.data?.email ?? '') as string)
    .trim()
    .toLowerCase()
    .slice(0, 254)

function tooMany(ms: number): APIError {
  const wait = Math.max(1, Math.ceil(ms / 60_000))
  return new APIError(`Too many attempts. Try again in ${wait} minute(s).`, 429, { retryAfterSeconds: Math.ceil(ms / 1000) }, true)
}

async function spendAll(pairs: [RateLimiterAbstract, string][]): Promise<void> {
  for (const [limiter, key] of pairs) {
    try {
      await limiter.consume(key)
    } catch (res) {
      if (isRateLimiterRes(res)) throw tooMany(res.msBeforeNext)
      throw res
    }
  }
}

const knownKey = (email: string, ip: string) => `${email.slice(0, 160)}|${ip}`

/** True when `email` signed in from the address `ip` (a limit key) in the last 30 days. */
async function knownAddress(email: string, ip: string): Promise<boolean> {
  return (await limiters().known.get(knownKey(email, ip))) !== null
}

/**
 * One attempt of the account-wide budget (see the module docs). The attempt that finds the budget
 * spent starts a back-off of 15 minutes × 2^(back-offs in the last 24 hours), at most 24 hours.
 * @throws APIError 429 while the account is backed off
 */
async function spendAccountWide(email: string): Promise<void> {
  const l = limiters()
  try {
    await l.accountWide.consume(email.slice(0, 200))
  } catch (res) {
    if (!isRateLimiterRes(res)) throw res
    if (res.consumedPoints !== STAFF_ACCOUNT_BUDGET + 1) throw tooMany(res.msBeforeNext)
    const backoffs = (await l.backoff.penalty(email.slice(0, 200), 1)).consumedPoints
    const seconds = Math.min(STAFF_BACKOFF_BASE_SECONDS * 2 ** Math.max(0, backoffs - 1), STAFF_BACKOFF_MAX_SECONDS)
    await l.accountWide.block(email.slice(0, 200), seconds)
    logger.warn('staff login: account backed off after failed attempts from unknown addresses', { account: email, backoffs, seconds })
    throw tooMany(seconds * 1000)
  }
}

/** Payload's API a request came through: 'local' for the storefront's own calls. */
const viaHttp = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

/** `customers`: Payload's HTTP auth endpoints are closed (the storefront's routes are the way in). */
export const closeCustomerAuthEndpoints: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (viaHttp(req) && (operation === 'login' || operation === 'forgotPassword' || operation === 'resetPassword' || operation === 'refresh')) {
    throw new APIError('Customers sign in through the site.', 403, null, true)
  }
  return args
}

/** The refusal of Payload's first-register in a deployment (the admin's create-first-user form shows it). */
export const FIRST_REGISTER_CLOSED =
  'Staff accounts are not created here on a live site. The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD when the seed runs (npm run db:seed); an admin then adds staff under Staff users.'

/**
 * `customers`: a customer's own update never sets a password. A new password comes only with proof of
 * the account — the reset token of the emailed link (`resetPassword`, the storefront's reset route) —
 * never with the session alone, which anyone holding a stolen or borrowed token has. Staff admins
 * (and the local API without a user: seed, scripts) are not customers and are not refused. 403.
 */
export const customerPasswordNeedsProof: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if ((operation === 'update' || operation === 'updateByID') && (req.user?.collection as string) === 'customers' && data && 'password' in data) {
    throw new APIError('A new password needs the reset link sent to your email.', 403, null, true)
  }
  return args
}

/** `users`: the staff throttle (see the module docs). Local API calls (seed, scripts, tests) pass. */
export const throttleStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!viaHttp(req)) return args
  const ip = ipOf(req)
  if (operation === 'login') {
    const email = emailOf(args)
    const account = `${ip}|${email}`
    const l = limiters()
    await spendAll([
      [l.address, ip],
      [l.accountShort, account],
      [l.accountDay, account],
    ])
    if (!(await knownAddress(email, ip))) await spendAccountWide(email)
  } else if (operation === 'create' && !req.user) {
    // first-register, the only create a visitor without a session can reach: closed in a deployment
    if (deployment()) throw new APIError(FIRST_REGISTER_CLOSED, 403, null, true)
    await spendAll([[limiters().recovery, ip]])
  } else if (operation === 'forgotPassword') {
    await spendAll([[limiters().recovery, ip]])
  }
  return args
}

/**
 * `users`: a successful staff login clears its address+account budget, gives back the point it spent
 * of its address's budget and of the account-wide one (only failures count) and remembers the address
 * as this account's for 30 days.
 */
export const clearStaffThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!viaHttp(req)) return user
  const ip = ipOf(req)
  const email = String((user as { email?: string }).email ?? '').toLowerCase()
  const account = `${ip}|${email}`
  const l = limiters()
  const wasKnown = await knownAddress(email, ip).catch(() => true)
  await Promise.all([
    l.accountShort.delete(account),
    l.accountDay.delete(account),
    // the address's own budget counts failures too: a staff desk (one office address) signs in all day
    l.address.reward(ip, 1),
    wasKnown ? null : l.accountWide.reward(email.slice(0, 200), 1),
    l.known.set(knownKey(email, ip), 0, KNOWN_ADDRESS_SECONDS),
  ]).catch(() => undefined)
  return user
}
