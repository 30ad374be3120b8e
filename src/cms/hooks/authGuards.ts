/**
 * Abuse limits on Payload's own auth endpoints (issue #13 items 5 and 6), as `beforeOperation` /
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
 *   address+account budget. Forgot-password and first-register: 5 per 15 minutes per address.
 * Refusals are Payload `APIError`s with status 429 (403 for the closed customer endpoints), never 5xx.
 */
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { clientIp } from '../../lib/http/clientIp'
import { RateLimiterRes, sharedLimiter } from '../../lib/rateLimit'

type Limiters = { accountShort: RateLimiterAbstract; accountDay: RateLimiterAbstract; address: RateLimiterAbstract; recovery: RateLimiterAbstract }

function limiters(): Limiters {
  const g = globalThis as { __hxaStaffAuthLimiters?: Limiters }
  g.__hxaStaffAuthLimiters ??= {
    accountShort: sharedLimiter({ keyPrefix: 'staff-login-account', points: 5, duration: 15 * 60 }),
    accountDay: sharedLimiter({ keyPrefix: 'staff-login-account-day', points: 20, duration: 24 * 3600 }),
    address: sharedLimiter({ keyPrefix: 'staff-login-address', points: 30, duration: 15 * 60 }),
    recovery: sharedLimiter({ keyPrefix: 'staff-recovery-address', points: 5, duration: 15 * 60 }),
  }
  return g.__hxaStaffAuthLimiters
}

const ipOf = (req: PayloadRequest) => (req.headers ? clientIp(req.headers) : 'local')
const emailOf = (args: unknown) =>
  String(((args as { data?: { email?: unknown } })?.data?.email ?? '') as string)
    .trim()
    .toLowerCase()
    .slice(0, 254)

async function spendAll(pairs: [RateLimiterAbstract, string][]): Promise<void> {
  for (const [limiter, key] of pairs) {
    try {
      await limiter.consume(key)
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        const wait = Math.max(1, Math.ceil(res.msBeforeNext / 60_000))
        throw new APIError(`Too many attempts. Try again in ${wait} minute(s).`, 429, { retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) }, true)
      }
      throw res
    }
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
    const account = `${ip}|${emailOf(args)}`
    const l = limiters()
    await spendAll([
      [l.address, ip],
      [l.accountShort, account],
      [l.accountDay, account],
    ])
  } else if (operation === 'forgotPassword' || (operation === 'create' && !req.user)) {
    // forgot-password, and first-register (the only create a visitor without a session can reach)
    await spendAll([[limiters().recovery, ip]])
  }
  return args
}

/** `users`: a successful staff login clears its address+account budget. */
export const clearStaffThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!viaHttp(req)) return user
  const account = `${ipOf(req)}|${String((user as { email?: string }).email ?? '').toLowerCase()}`
  const l = limiters()
  await Promise.all([l.accountShort.delete(account), l.accountDay.delete(account)]).catch(() => undefined)
  return user
}
