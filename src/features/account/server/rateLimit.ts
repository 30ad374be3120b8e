/**
 * Rate limits of the account endpoints (login attempts are rate limited), shared by every
 * app instance through Postgres (`sharedLimiter`, src/lib/rateLimit.ts).
 * Keys are per IP and per IP + email, so one visitor hammering one account and one IP spraying many
 * accounts are both slowed. Limiters live on `globalThis` so every route bundle shares them.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { isRateLimiterRes, sharedLimiter } from '../../../lib/rateLimit'
import { env } from '../../../lib/env'

type Limiters = {
  loginIpEmail: RateLimiterAbstract
  loginIp: RateLimiterAbstract
  signupIp: RateLimiterAbstract
  mailIpEmail: RateLimiterAbstract
  forgotIp: RateLimiterAbstract
  resetIp: RateLimiterAbstract
}

function limiters(): Limiters {
  const g = globalThis as { __hxaAccountLimiters?: Limiters }
  g.__hxaAccountLimiters ??= {
    // 10 attempts per email from one IP per 15 minutes (the account itself locks after 5 failures).
    loginIpEmail: sharedLimiter({ keyPrefix: 'login-ip-email', points: env.ACCOUNT_LOGIN_LIMIT, duration: 15 * 60 }),
    loginIp: sharedLimiter({ keyPrefix: 'login-ip', points: env.ACCOUNT_IP_LIMIT, duration: 15 * 60 }),
    signupIp: sharedLimiter({ keyPrefix: 'signup-ip', points: env.ACCOUNT_SIGNUP_LIMIT, duration: 60 * 60 }),
    mailIpEmail: sharedLimiter({ keyPrefix: 'mail-ip-email', points: 3, duration: 15 * 60 }),
    // Password reset: "forgot" mails per IP (one IP spraying addresses), and reset attempts per IP.
    forgotIp: sharedLimiter({ keyPrefix: 'forgot-ip', points: env.ACCOUNT_FORGOT_LIMIT, duration: 60 * 60 }),
    resetIp: sharedLimiter({ keyPrefix: 'reset-ip', points: env.ACCOUNT_RESET_LIMIT, duration: 15 * 60 }),
  }
  return g.__hxaAccountLimiters
}

/**
 * `login`, `signup`, `mail` (verification resend), `forgot` (password-reset email: per IP and per
 * IP + email) and `reset` (setting a new password with a token: per IP; `email` is ignored).
 */
export type LimitKind = 'login' | 'signup' | 'mail' | 'forgot' | 'reset'

/**
 * Spends one point of each limiter the action is subject to.
 * @returns null when allowed, else the seconds to wait before retrying
 */
export async function consumeLimit(kind: LimitKind, ip: string, email: string): Promise<number | null> {
  const l = limiters()
  const plan: [RateLimiterAbstract, string][] =
    kind === 'login'
      ? [
          [l.loginIp, ip],
          [l.loginIpEmail, `${ip}|${email}`],
        ]
      : kind === 'signup'
        ? [
            [l.signupIp, ip],
            [l.loginIpEmail, `${ip}|${email}`],
          ]
        : kind === 'forgot'
          ? [
              [l.forgotIp, ip],
              [l.mailIpEmail, `forgot|${ip}|${email}`],
            ]
          : kind === 'reset'
            ? [[l.resetIp, ip]]
            : [[l.mailIpEmail, `${ip}|${email}`]]
  for (const [limiter, key] of plan) {
    try {
      await limiter.consume(key)
    } catch (res) {
      if (isRateLimiterRes(res)) return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
      throw res
    }
  }
  return null
}

/** After a successful login the per-account counter starts again (the IP budget stays spent). */
export async function rewardLogin(ip: string, email: string): Promise<void> {
  await limiters().loginIpEmail.delete(`${ip}|${email}`)
}
