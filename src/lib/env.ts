/**
 * Typed, validated process environment of the storefront (server only). Database and Payload
 * settings are read by payload.config.ts.
 * Parsed once with zod; a missing required value throws at start-up, never mid-request.
 */
import { z } from 'zod'

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** Blank counts as unset. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v)
const optionalText = z.preprocess(blankToUndefined, z.string().optional())
/** A duration in milliseconds (0 allowed: "off"); unset or blank = `fallback`. */
const ms = (fallback: number) => z.preprocess((v) => blankToUndefined(v) ?? fallback, z.coerce.number().int().min(0))
/** A positive whole number (a limit, a pool size); unset or blank = `fallback`. */
const count = (fallback: number) => z.preprocess((v) => blankToUndefined(v) ?? fallback, z.coerce.number().int().min(1))

/**
 * The Stripe variables (README "Payments", .env.example). STRIPE_SECRET_KEY unset → the sandbox
 * provider; set → Stripe, which then needs STRIPE_PUBLISHABLE_KEY (the browser's Payment Element) and
 * STRIPE_WEBHOOK_SECRET (without the webhook nothing sweeps stale authorizations, finishes owed
 * captures or tracks refunds — issue #11 item 5): see `stripeSettings`. STRIPE_API_HOST/PORT/PROTOCOL
 * point the SDK at a Stripe-compatible server (tests); unset = api.stripe.com.
 */
const StripeFields = {
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65_535).optional()),
  STRIPE_API_PROTOCOL: z.preprocess(blankToUndefined, z.enum(['http', 'https']).optional()),
}
const StripeEnvSchema = z.object(StripeFields)

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Public origin used for canonical URLs, hreflang and sitemaps, e.g. https://www.example.com */
    SITE_URL: z.string().url().default('http://localhost:3000'),
    /**
     * How this instance reaches itself over loopback (cross-instance cache invalidation,
     * src/lib/cache/crossInstance.ts). Default http://127.0.0.1:$PORT (3000).
     */
    INTERNAL_ORIGIN: z.string().url().default(`http://127.0.0.1:${process.env.PORT || 3000}`),
    /**
     * Test runs only: the hotel-local date (`YYYY-MM-DD`, America/Cancun) the server takes as
     * "today" (`src/lib/clock.ts`). Refused for a real deployment (production with an https SITE_URL).
     */
    TEST_TODAY: z.string().regex(isoDate, 'TEST_TODAY must be a date YYYY-MM-DD').optional(),
    /** Crash-safety suite only (src/lib/crashPoints.ts): the point at which the process kills itself. Refused for a real deployment. */
    TEST_CRASH_AT: z.string().max(60).optional(),
    /**
     * Inventory holds one client address may start per 15 minutes (issue #13 item 7): hotel room holds
     * (`placeBooking`) and ticket checkouts (15-minute seat holds). Shared by all instances.
     */
    HOTEL_HOLD_LIMIT: z.coerce.number().int().min(1).default(10),
    SHOP_CHECKOUT_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Reverse proxies of ours in front of the app (src/lib/http/clientIp.ts): 0–10, default 1; 0 believes no X-Forwarded-For (issue #13 item 4). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
    /**
     * Background work of every instance (issue #12): how often each sweeper runs, in ms; 0 turns it
     * off (tests that drive a sweep themselves). Each sweep claims its rows, so N instances are safe.
     */
    SHOP_SWEEP_EVERY_MS: ms(60_000),
    ORDER_MAIL_SWEEP_EVERY_MS: ms(60_000),
    HOTEL_REFUND_SWEEP_EVERY_MS: ms(60_000),
    RETENTION_EVERY_MS: ms(3_600_000),
    /** SIGTERM: how long in-flight work may still use the database pools before they close (src/lib/shutdown.ts). */
    SHUTDOWN_POOL_GRACE_MS: ms(10_000),
    /** Abuse limits shared by all instances (issue #13): attempts per client address (and account) per window. */
    ACCOUNT_LOGIN_LIMIT: count(10),
    ACCOUNT_IP_LIMIT: count(100),
    ACCOUNT_SIGNUP_LIMIT: count(20),
    ACCOUNT_FORGOT_LIMIT: count(20),
    ACCOUNT_RESET_LIMIT: count(30),
    MY_BOOKING_LOOKUP_LIMIT: count(20),
    MY_BOOKING_CANCEL_LIMIT: count(10),
    ORDER_LOOKUP_LIMIT: count(20),
    /** Connections per instance: the shop's pool and the mounted hotel engine's (Payload's is DATABASE_POOL_MAX). */
    SHOP_DB_POOL_MAX: count(10),
    HOTEL_ENGINE_POOL_MAX: count(10),
    ...StripeFields,
  })
  .superRefine((e, ctx) => {
    if (e.TEST_TODAY && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
      ctx.addIssue({ code: 'custom', path: ['TEST_TODAY'], message: 'TEST_TODAY is for test runs only and is refused in production (https SITE_URL)' })
    if (e.TEST_CRASH_AT && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
      ctx.addIssue({ code: 'custom', path: ['TEST_CRASH_AT'], message: 'TEST_CRASH_AT is for the crash-safety suite only and is refused in production (https SITE_URL)' })
  })

export type Env = z.infer<typeof EnvSchema>

/**
 * Parses an environment (default `process.env`).
 * @throws Error listing every invalid variable at once
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const r = EnvSchema.safeParse(source)
  if (!r.success) throw new Error(`Invalid environment: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return r.data
}

export const env: Env = parseEnv()

export type StripeEnv = z.infer<typeof StripeEnvSchema>

/** Stripe as configured: keys and the SDK's connection (host/port/protocol unset = api.stripe.com). */
export type StripeSettings = {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

/**
 * Every problem of a Stripe configuration (issue #11 item 5: Stripe on ⇒ webhook secret required);
 * [] when Stripe is off (no STRIPE_SECRET_KEY) or complete.
 */
export function stripeProblems(e: StripeEnv): string[] {
  if (!e.STRIPE_SECRET_KEY) return []
  const p: string[] = []
  if (!e.STRIPE_PUBLISHABLE_KEY) p.push('STRIPE_PUBLISHABLE_KEY is missing: the browser needs it for the Payment Element')
  if (!e.STRIPE_WEBHOOK_SECRET) p.push('STRIPE_WEBHOOK_SECRET is missing: without the webhook no stale authorization is swept, no owed capture finished and no refund tracked (issue #11)')
  return p
}

/**
 * The Stripe variables of `source` (default `process.env`, read at call time: tests change it),
 * field by field (no cross-field rule). @throws Error listing every malformed variable
 */
export function readStripeEnv(source: Record<string, string | undefined> = process.env): StripeEnv {
  const r = StripeEnvSchema.safeParse(source)
  if (!r.success) throw new Error(`Invalid Stripe configuration: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return r.data
}

/**
 * Stripe's settings, or null when Stripe is off (STRIPE_SECRET_KEY unset or blank → the sandbox).
 * @throws Error "Stripe is misconfigured: …" listing every problem (a malformed variable, a missing
 *   publishable key or webhook secret) — Stripe is then never used half-configured
 */
export function stripeSettings(source: Record<string, string | undefined> = process.env): StripeSettings | null {
  const e = readStripeEnv(source)
  if (!e.STRIPE_SECRET_KEY) return null
  const problems = stripeProblems(e)
  if (problems.length) throw new Error(`Stripe is misconfigured (STRIPE_SECRET_KEY is set): ${problems.join('; ')}`)
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
    ...(e.STRIPE_API_PORT ? { port: e.STRIPE_API_PORT } : {}),
    ...(e.STRIPE_API_PROTOCOL ? { protocol: e.STRIPE_API_PROTOCOL } : {}),
  }
}

/**
 * Refuses to start a server whose Stripe configuration is half done (called from
 * src/instrumentation.ts, every mode — dev, local production run, deployment): prints the problems
 * (`stripeSettings`) and exits 1. Stripe off or complete → returns.
 */
export function assertStripeConfig(source: Record<string, string | undefined> = process.env, exit: (code: number) => never = (c) => process.exit(c)): void {
  try {
    stripeSettings(source)
  } catch (err) {
    console.error(`Refusing to start: ${(err as Error).message}\nSee .env.example (Payments) and README "Payments".`)
    exit(1)
  }
}

/** The variables the schema reads (`.env.example` documents each: tests/unit/env-schema.test.ts). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape)
