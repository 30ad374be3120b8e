/**
 * The one environment schema of the storefront (server only): every setting the app, the
 * mounted hotel engine and payload.config.ts read is a field here, and this is the only module that
 * reads `process.env` (tests/unit/env-schema.test.ts fails on another reader; `.env.example`
 * documents every field). `env` is parsed once, on first use — after the start scripts have put
 * DATABASE_URL in place — and `assertStartupConfig` (src/instrumentation.ts) parses it before the
 * server answers, listing every malformed variable and, for a deployment, every unsafe one at once.
 */
import { z } from 'zod'
import { MAIL_LEASE_MS } from './mailLease'
import { assertProductionConfig, isDeployment, isStripeTestKey, type DeploymentEnv } from './productionConfig'

// Payload's start-up version check (dev and tests; skipped in production) throws when the @payloadcms
// packages differ from payload's version. @payloadcms/storage-s3 and its @payloadcms/plugin-cloud-storage
// have no 3.90.2 release (3.90.1 is the latest), so they run on our payload 3.90.2 through package.json
// `overrides`; the check's unhandled rejection would kill every script (migrate, seed) and fail every
// test run. It is off here (this module loads with payload.config.ts, before Payload starts); tests/unit/payload-versions.test.ts checks the same
// rule from the lock file minus that one known gap.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** Blank counts as unset. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v)
const optionalText = z.preprocess(blankToUndefined, z.string().optional())
/** A duration in milliseconds (0 allowed: "off"); unset or blank = `fallback`. */
const ms = (fallback: number) => z.preprocess((v) => blankToUndefined(v) ?? fallback, z.coerce.number().int().min(0))
/** A positive whole number (a limit, a pool size); unset or blank = `fallback`. */
const count = (fallback: number) => z.preprocess((v) => blankToUndefined(v) ?? fallback, z.coerce.number().int().min(1))
/** An on/off switch: `1`/`true` (any case) on; unset, blank, `0`, `false` off; anything else is refused. */
const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? v : String(blankToUndefined(v) ?? '0').toLowerCase()),
  z.union([z.boolean(), z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true')]),
)
/** An absolute http(s) URL; unset or blank = undefined. */
const optionalUrl = z.preprocess(blankToUndefined, z.string().url().optional())
/** A whole number within [min, max]; unset or blank = undefined (the reader picks the default). */
const optionalInt = (min: number, max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional())

/** An SMTP time limit in ms (default `fallback`), 1 s to half the mail lease (src/lib/mailLease.ts). */
const smtpTimeoutMs = (fallback: number) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? fallback,
    z.coerce
      .number()
      .int()
      .min(1_000)
      .max(MAIL_LEASE_MS / 2),
  )

/**
 * The Stripe variables (README "Payments", .env.example). STRIPE_SECRET_KEY unset → the sandbox
 * provider; set → Stripe, which then needs STRIPE_PUBLISHABLE_KEY (the browser's Payment Element) and
 * STRIPE_WEBHOOK_SECRET (without the webhook nothing sweeps stale authorizations, finishes owed
 * captures or tracks refunds): see `stripeSettings`. STRIPE_API_HOST/PORT/PROTOCOL
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

/**
 * The media bucket (media on S3 for more than one host; docs/deploy.md "Media", .env.example).
 * None set → uploads stay on the local disk (`media/`). Set → S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are all required (see `s3Settings`). S3_ENDPOINT points at an S3-compatible store
 * (MinIO, R2, …; unset = AWS for S3_REGION); S3_FORCE_PATH_STYLE ('1'/'true') addresses the bucket as
 * ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key (MinIO needs it); S3_PREFIX is a folder in the bucket.
 */
const S3Fields = {
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL, e.g. http://minio:9000' }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]+$/, "S3_PREFIX may use letters, digits and ! _ . * ' ( ) / - only")
      .optional(),
  ),
}
const S3EnvSchema = z.object(S3Fields)

const EnvObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by Next.js while `next build` runs ('phase-production-build'): no timers, no checks then. */
  NEXT_PHASE: optionalText,
  /** The port `next start` listens on (set by the start scripts); default 3000. */
  PORT: z.preprocess((v) => blankToUndefined(v) ?? 3000, z.coerce.number().int().min(1).max(65_535)),
  /**
   * `npm start` on a laptop and the end-to-end tests (scripts/start.ts): production build, no
   * deployment checks — honoured only with a loopback SITE_URL (`isLocalRun`, src/lib/productionConfig.ts).
   */
  LOCAL_PRODUCTION_RUN: flag,
  /** Public origin used for canonical URLs, hreflang and sitemaps, e.g. https://www.example.com */
  SITE_URL: optionalUrl,
  /**
   * How this instance reaches itself over loopback (cross-instance cache invalidation,
   * src/lib/cache/crossInstance.ts). Default http://127.0.0.1:$PORT (3000).
   */
  INTERNAL_ORIGIN: optionalUrl,
  /** Postgres of Payload, the shop, payments and the hotel engine; unset → the start scripts start the embedded cluster and set it. */
  DATABASE_URL: optionalText,
  /** Payload's connection pool per instance. */
  DATABASE_POOL_MAX: count(10),
  /** Payload's secret; QR tickets, the captcha and cross-instance revalidation derive their keys from it. */
  PAYLOAD_SECRET: optionalText,
  /** `next start` applies pending migrations itself (the compose file's migrate service does it instead). */
  PAYLOAD_RUN_MIGRATIONS_ON_START: flag,
  /** Scripts and tests outside Next: collection hooks skip Next's cache revalidation. */
  PAYLOAD_DISABLE_REVALIDATE: flag,
  /** Mail: SMTP in a deployment; unset → JSON files under MAIL_DIR (default .data/mail) for dev and tests. */
  SMTP_URL: optionalText,
  MAIL_DIR: optionalText,
  /**
   * SMTP time limits (nodemailer's connectionTimeout, greetingTimeout, socketTimeout), in ms: each
   * must stay below the 2-minute lease a mail sender holds (src/lib/mailLease.ts), so a slow server
   * fails the send before another sender may take the same row and send it again.
   */
  SMTP_CONNECTION_TIMEOUT_MS: smtpTimeoutMs(15_000),
  SMTP_GREETING_TIMEOUT_MS: smtpTimeoutMs(15_000),
  SMTP_SOCKET_TIMEOUT_MS: smtpTimeoutMs(30_000),
  /** Where uploads are stored on this host without S3 (Payload's `staticDir`; default `media`). Throwaway test servers use a temporary folder. */
  MEDIA_DIR: z.preprocess((v) => blankToUndefined(v) ?? 'media', z.string()),
  MAIL_FROM: z.preprocess((v) => blankToUndefined(v) ?? 'no-reply@hotelarte.example', z.string().email()),
  /** The hotel + flight package site (overrides the site-settings value). */
  PACKAGE_SITE_URL: optionalUrl,
  /**
   * The origin-search service of the hotel + flight form (spec §7; contract in
   * src/features/hotel-booking/server/originSearch.ts); unset → the bundled list of airports. In a
   * deployment it is called only at a public address (`guardedFetch`).
   */
  ORIGIN_SEARCH_URL: optionalUrl,
  /** How long one origin-search call may take before the bundled list answers instead (ms). */
  ORIGIN_SEARCH_TIMEOUT_MS: count(1_500),
  /** Signs QR e-tickets and order links; unset → derived from PAYLOAD_SECRET. */
  TICKET_SIGNING_SECRET: optionalText,
  /** HMAC key of the reservation cookie (code + email of a looked-up booking); unset → derived from PAYLOAD_SECRET. */
  RESERVATION_COOKIE_SECRET: optionalText,
  /** Hotel API v1 (src/lib/hotel-api/config.ts): unset URL → the reference engine on this server. */
  HOTEL_API_URL: optionalUrl,
  HOTEL_API_TOKEN: optionalText,
  HOTEL_API_PREFIX_PROJECT: z.preprocess((v) => blankToUndefined(v) ?? 'HXA', z.string().min(1).max(10)),
  HOTEL_API_TRAILING_SLASH: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  /** Whether the hotel API speaks Portuguese (contract 1.2, `Header.Language` PT); unset: yes for the built-in engine, no for an external API (asked in English). */
  HOTEL_API_PORTUGUESE: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  HOTEL_API_TIMEOUT_MS: count(10_000),
  /** The mounted reference engine: its admin (ARI) bearer and how long it caches its catalogue. */
  HOTEL_ENGINE_ADMIN_TOKEN: optionalText,
  HOTEL_ENGINE_CATALOG_TTL_MS: ms(30_000),
  /**
   * Test runs only: the hotel-local date (`YYYY-MM-DD`, America/Cancun) the server takes as
   * "today" (`src/lib/clock.ts`). Refused for a real deployment (production with an https SITE_URL).
   */
  TEST_TODAY: z.string().regex(isoDate, 'TEST_TODAY must be a date YYYY-MM-DD').optional(),
  /**
   * Test runs only, with TEST_TODAY: the real instant (epoch ms) at which the test calendar reads
   * TEST_TODAY 12:00 at the hotel, shared by a run's servers and browsers (tests/helpers/clock.ts).
   * Without it each server takes its own first clock read. Refused for a real deployment.
   */
  TEST_CLOCK_START: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  /** Crash-safety suite only (src/lib/crashPoints.ts): the point at which the process kills itself. Refused for a real deployment. */
  TEST_CRASH_AT: z.string().max(60).optional(),
  /**
   * End-to-end tests only: the page that throws, to check the error page (/es/error-probe/), and the
   * faults a request asks for with `x-e2e-fault` (src/lib/testFaults.ts). Refused for a real deployment.
   */
  E2E_ERROR_PROBE: flag,
  /**
   * Inventory holds one client address may start per 15 minutes: hotel room holds
   * (`placeBooking`) and ticket checkouts (15-minute seat holds). Shared by all instances.
   */
  HOTEL_HOLD_LIMIT: z.coerce.number().int().min(1).default(10),
  SHOP_CHECKOUT_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Reverse proxies of ours in front of the app (src/lib/http/clientIp.ts): 0–10, default 1; 0 believes no X-Forwarded-For. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /**
   * On when the reverse proxy in front compresses the responses (deploy/Caddyfile: `encode zstd gzip`):
   * Next's own gzip is then off (`compress: false`, next.config.ts, `nextCompresses`), so each page is
   * not compressed twice. Off by default: `next start` alone compresses.
   */
  BEHIND_COMPRESSING_PROXY: flag,
  /**
   * Step 1's page cache (src/features/hotel-booking/server/searchPageCache.ts): how many seconds one
   * search's results page is served again to other visitors asking the same search (0–60; 0 turns the
   * cache off; default 5), and as long again while one request renders its replacement. The bound on staleness: a room booked meanwhile is refused at "Select",
   * "Continue" or the hold at "Pay", with the spec's "choose again".
   */
  SEARCH_PAGE_CACHE_SECONDS: z.preprocess((v) => blankToUndefined(v) ?? 5, z.coerce.number().int().min(0).max(60)),
  /** The most memory the step-1 page cache may hold in this process, in MB (1–1024; default 64). */
  SEARCH_PAGE_CACHE_MAX_MB: z.preprocess((v) => blankToUndefined(v) ?? 64, z.coerce.number().int().min(1).max(1024)),
  /**
   * The build's folder, relative to the project (next.config.ts `distDir`, `nextDistDir`): where
   * `next build` writes and `next start` reads. Default `.next`; the test run starts a second server
   * from a copy (scripts/test.ts), so two servers never share one on-disk page cache.
   */
  NEXT_DIST_DIR: z
    .string()
    .regex(/^\.[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'a folder inside the project starting with a dot, e.g. .next')
    .refine((v) => !v.split('/').includes('..'), 'stays inside the project')
    .default('.next'),
  /**
   * Background jobs (declared in src/jobs.ts): how often each sweeper runs, in ms; 0 turns it off
   * (tests that drive a sweep themselves). Every instance ticks; each job runs on one at a time.
   */
  SHOP_SWEEP_EVERY_MS: ms(60_000),
  ORDER_MAIL_SWEEP_EVERY_MS: ms(60_000),
  HOTEL_REFUND_SWEEP_EVERY_MS: ms(60_000),
  BOOKING_MAIL_SWEEP_EVERY_MS: ms(60_000),
  VERIFICATION_MAIL_SWEEP_EVERY_MS: ms(60_000),
  /** Newsletter sign-ups whose forwarding to the subscription service is due again (src/features/newsletter/server/forwardSweeper.ts). */
  NEWSLETTER_FORWARD_SWEEP_EVERY_MS: ms(60_000),
  RETENTION_EVERY_MS: ms(3_600_000),
  /** The scheduler (src/features/site/server/scheduler.ts): scheduled publish/unpublish and banner windows, at most this late. */
  SCHEDULER_EVERY_MS: ms(30_000),
  /** Stale Stripe authorizations (src/features/checkout/server/authorizationSweeper.ts): sweep period (0 = off; else at least 1 s) and the age at which one is swept. */
  STRIPE_SWEEP_EVERY_MS: z.preprocess(
    (v) => blankToUndefined(v) ?? 300_000,
    z.coerce.number().transform((n) => (n > 0 ? Math.max(1_000, Math.round(n)) : 0)),
  ),
  STRIPE_AUTHORIZATION_GRACE_MINUTES: count(30),
  /**
   * This deployment's name in the `metadata.deployment` of every PaymentIntent it creates; the sweep,
   * the discovery and the reconciliation own only intents carrying exactly this value, so staging and
   * production (or a sister brand) can share one Stripe account. Unset: the host of SITE_URL (`stripeDeploymentId`).
   */
  STRIPE_DEPLOYMENT_ID: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  /** `payments:reconcile` on a timer (src/features/checkout/server/reconcileJob.ts): period in ms (default 1 h; 0 = off) and how far back Stripe is listed. */
  PAYMENTS_RECONCILE_EVERY_MS: ms(3_600_000),
  RECONCILE_LOOKBACK_DAYS: count(30),
  /** SIGTERM: how long in-flight work may still use the database pools before they close (src/lib/shutdown.ts). */
  SHUTDOWN_POOL_GRACE_MS: ms(10_000),
  /** Abuse limits shared by all instances: attempts per client address (and account) per window. */
  ACCOUNT_LOGIN_LIMIT: count(10),
  ACCOUNT_IP_LIMIT: count(100),
  ACCOUNT_SIGNUP_LIMIT: count(20),
  ACCOUNT_FORGOT_LIMIT: count(20),
  ACCOUNT_RESET_LIMIT: count(30),
  MY_BOOKING_LOOKUP_LIMIT: count(20),
  MY_BOOKING_CANCEL_LIMIT: count(10),
  ORDER_LOOKUP_LIMIT: count(20),
  /** Origin-airport type-ahead searches per client address per 5 minutes (one per pause in typing). */
  ORIGIN_SEARCH_LIMIT: count(300),
  /**
   * Connections per instance (src/lib/dbBudget.ts): the storefront's one pool (shop, hotel booking
   * records, payments, limits, mail and job records), how long a query waits for a free connection of
   * it (ms) before failing, and the mounted hotel engine's pool. Payload's is DATABASE_POOL_MAX.
   */
  STOREFRONT_DB_POOL_MAX: count(10),
  STOREFRONT_DB_WAIT_MS: count(10_000),
  HOTEL_ENGINE_POOL_MAX: count(10),
  /** Social login client secrets (the client ids and issuers are in the site-settings global); unset → a public client. */
  SOCIAL_GOOGLE_CLIENT_SECRET: optionalText,
  SOCIAL_FACEBOOK_CLIENT_SECRET: optionalText,
  SOCIAL_APPLE_CLIENT_SECRET: optionalText,
  /**
   * Newsletter (src/features/newsletter/server/config.ts): the ALTCHA challenge key (unset → derived
   * from PAYLOAD_SECRET in production), its work factor, and sign-ups per client address per window.
   */
  ALTCHA_HMAC_KEY: z.preprocess(blankToUndefined, z.string().min(16).optional()),
  ALTCHA_MAX_NUMBER: optionalInt(10, 10_000_000),
  NEWSLETTER_RATE_LIMIT: optionalInt(1, 100_000),
  NEWSLETTER_RATE_WINDOW_SECONDS: optionalInt(1, 86_400),
  ...StripeFields,
  /** A deployment without Stripe keys: allowed only with this switch, and both checkouts say "test mode". */
  ALLOW_SANDBOX_PAYMENTS: flag,
  /** A deployment with Stripe test-mode keys (sk_test_/pk_test_, a staging site): allowed only with this switch, and every page then says no money moves. */
  ALLOW_TEST_PAYMENTS: flag,
  /**
   * The internal status token: `Authorization: Bearer <token>` on `/readyz/` shows the checks' detail
   * (errors, pending migrations, the hotel API's state). Unset: nobody gets the detail. At least 32 characters.
   */
  INTERNAL_STATUS_TOKEN: z.preprocess(blankToUndefined, z.string().min(32, 'INTERNAL_STATUS_TOKEN must have at least 32 characters').optional()),
  ...S3Fields,
})
const EnvSchema = EnvObject.transform((e) => ({
  ...e,
  SITE_URL: e.SITE_URL ?? 'http://localhost:3000',
  /** Derived: whether SITE_URL was set (redirects then use it rather than the request's own origin). */
  siteUrlGiven: e.SITE_URL !== undefined,
  INTERNAL_ORIGIN: e.INTERNAL_ORIGIN ?? `http://127.0.0.1:${e.PORT}`,
})).superRefine((e, ctx) => {
  if (e.TEST_TODAY && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
    ctx.addIssue({ code: 'custom', path: ['TEST_TODAY'], message: 'TEST_TODAY is for test runs only and is refused in production (https SITE_URL)' })
  if (e.TEST_CLOCK_START && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
    ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_START'], message: 'TEST_CLOCK_START is for test runs only and is refused in production (https SITE_URL)' })
  if (e.TEST_CRASH_AT && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
    ctx.addIssue({ code: 'custom', path: ['TEST_CRASH_AT'], message: 'TEST_CRASH_AT is for the crash-safety suite only and is refused in production (https SITE_URL)' })
  if (e.E2E_ERROR_PROBE && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
    ctx.addIssue({ code: 'custom', path: ['E2E_ERROR_PROBE'], message: 'E2E_ERROR_PROBE is for the end-to-end suite only and is refused in production (https SITE_URL)' })
})

export type Env = z.infer<typeof EnvSchema>

/**
 * The deployment id written into `metadata.deployment` of this deployment's PaymentIntents:
 * STRIPE_DEPLOYMENT_ID, else the host (with port) of SITE_URL (`www.example.com`, `localhost:3000`).
 */
export function stripeDeploymentId(e: Pick<Env, 'STRIPE_DEPLOYMENT_ID' | 'SITE_URL'> = env): string {
  return e.STRIPE_DEPLOYMENT_ID ?? new URL(e.SITE_URL).host
}

/**
 * Parses an environment (default `process.env`).
 * @throws Error listing every invalid variable at once
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const r = EnvSchema.safeParse(source)
  if (!r.success) throw new Error(`Invalid environment: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return r.data
}

/**
 * Whether Next compresses its responses (next.config.ts `compress`): not when BEHIND_COMPRESSING_PROXY
 * says a proxy in front does. Reads only that variable, so next.config.ts loads without the rest of
 * the environment (a build has no DATABASE_URL).
 * @throws Error naming the variable when its value is not an on/off switch
 */
export function nextCompresses(source: Record<string, string | undefined> = process.env): boolean {
  const r = EnvObject.shape.BEHIND_COMPRESSING_PROXY.safeParse(source.BEHIND_COMPRESSING_PROXY)
  if (!r.success) throw new Error(`Invalid environment: BEHIND_COMPRESSING_PROXY: ${r.error.issues.map((i) => i.message).join('; ')}`)
  return !r.data
}

/** The build's folder (next.config.ts `distDir`) from NEXT_DIST_DIR, default `.next`. @throws Error when it leaves the project */
export function nextDistDir(source: Record<string, string | undefined> = process.env): string {
  const r = EnvObject.shape.NEXT_DIST_DIR.safeParse(source.NEXT_DIST_DIR || undefined)
  if (!r.success) throw new Error(`Invalid environment: NEXT_DIST_DIR: ${r.error.issues.map((i) => i.message).join('; ')}`)
  return r.data
}

/** True while `next build` runs (Next sets NEXT_PHASE): no start-up checks, no timers. Reads only that variable. */
export function nextBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

let parsed: Env | undefined
/** `process.env` parsed once, on first use. @throws Error listing every invalid variable (at start-up: `assertStartupConfig`) */
export function loadEnv(): Env {
  return (parsed ??= parseEnv())
}

/**
 * Forgets the parsed environment, so the next read parses `process.env` again. For tests that set a
 * variable after something read the environment (a server parses it once and never calls this).
 */
export function reloadEnv(): void {
  parsed = undefined
}

/**
 * The settings, parsed on first property read (see the module doc). Read a field where it is used
 * (`env.SITE_URL`), not at a module's top level, so importing a module never parses early.
 */
export const env: Env = new Proxy({} as Env, {
  get: (_, key) => loadEnv()[key as keyof Env],
  has: (_, key) => key in loadEnv(),
  ownKeys: () => Reflect.ownKeys(loadEnv()),
  getOwnPropertyDescriptor: (_, key) => ({ value: loadEnv()[key as keyof Env], enumerable: true, configurable: true, writable: false }),
})

/**
 * True in a real deployment: production and not a local run (`isDeployment`, src/lib/productionConfig.ts:
 * LOCAL_PRODUCTION_RUN counts only with a loopback SITE_URL that was set).
 */
export function deployment(e: Pick<Env, 'NODE_ENV' | 'LOCAL_PRODUCTION_RUN' | 'SITE_URL' | 'siteUrlGiven'> = env): boolean {
  return isDeployment({ NODE_ENV: e.NODE_ENV, LOCAL_PRODUCTION_RUN: e.LOCAL_PRODUCTION_RUN ? '1' : undefined, SITE_URL: e.siteUrlGiven ? e.SITE_URL : undefined })
}

/**
 * Whether every page says payments are in Stripe test mode: a deployment running test-mode keys,
 * which the start-up check allows only with ALLOW_TEST_PAYMENTS=1 (src/lib/productionConfig.ts).
 */
export function testPaymentsNotice(e: Pick<Env, 'NODE_ENV' | 'LOCAL_PRODUCTION_RUN' | 'SITE_URL' | 'siteUrlGiven' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY'> = env): boolean {
  return deployment(e) && (isStripeTestKey(e.STRIPE_SECRET_KEY) || isStripeTestKey(e.STRIPE_PUBLISHABLE_KEY))
}

/**
 * The start-up check of src/instrumentation.ts (every mode; never during `next build`): a deployment's
 * unsafe values (`assertProductionConfig`), a half-done Stripe configuration (`assertStripeConfig`),
 * half-set S3 media settings (`assertS3Config`), then every malformed variable of the schema — each prints every problem and exits 1, so the server
 * never half-starts. `source` and `exit` are for tests.
 */
export function assertStartupConfig(source: Record<string, string | undefined> = process.env, exit: (code: number) => never = (c) => process.exit(c)): void {
  assertProductionConfig(source as DeploymentEnv, exit)
  assertStripeConfig(source, exit)
  assertS3Config(source, exit)
  try {
    if (source === process.env) loadEnv()
    else parseEnv(source)
  } catch (err) {
    console.error(`Refusing to start: ${(err as Error).message}\nSee .env.example.`)
    exit(1)
  }
}
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
 * Every problem of a Stripe configuration (Stripe on ⇒ webhook secret required);
 * [] when Stripe is off (no STRIPE_SECRET_KEY) or complete.
 */
export function stripeProblems(e: StripeEnv): string[] {
  if (!e.STRIPE_SECRET_KEY) return []
  const p: string[] = []
  if (!e.STRIPE_PUBLISHABLE_KEY) p.push('STRIPE_PUBLISHABLE_KEY is missing: the browser needs it for the Payment Element')
  if (!e.STRIPE_WEBHOOK_SECRET) p.push('STRIPE_WEBHOOK_SECRET is missing: without the webhook no stale authorization is swept, no owed capture finished and no refund tracked (docs/payments.md)')
  return p
}

/**
 * The Stripe variables of `source` (default: the parsed environment; tests pass their own),
 * field by field (no cross-field rule). @throws Error listing every malformed variable
 */
export function readStripeEnv(source: Record<string, unknown> = env): StripeEnv {
  const r = StripeEnvSchema.safeParse(source)
  if (!r.success) throw new Error(`Invalid Stripe configuration: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return r.data
}

/**
 * Stripe's settings, or null when Stripe is off (STRIPE_SECRET_KEY unset or blank → the sandbox).
 * @throws Error "Stripe is misconfigured: …" listing every problem (a malformed variable, a missing
 *   publishable key or webhook secret) — Stripe is then never used half-configured
 */
export function stripeSettings(source: Record<string, unknown> = env): StripeSettings | null {
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

export type S3Env = z.infer<typeof S3EnvSchema>

/**
 * The media bucket as configured, in the shape `storagePlugins` (src/cms/storage.ts) hands to
 * `@payloadcms/storage-s3`. `endpoint` unset = AWS; `prefix` has no leading or trailing slash.
 */
export type S3Settings = {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  endpoint?: string
  prefix?: string
}

/** The four variables S3 cannot run without, in the order problems are listed. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/**
 * Media storage on S3, or null for the local disk. The rule: no S3_* variable set (blank
 * counts as unset) → null; any one set → S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are all required (S3_ENDPOINT, S3_FORCE_PATH_STYLE and S3_PREFIX optional), so
 * a half-configured bucket never silently falls back to a disk the other hosts cannot see.
 * * `source`: the parsed environment (default), or raw variables (the start-up check, tests); a switch
 * that is off (S3_FORCE_PATH_STYLE=0) does not count as set.
 * @throws Error "S3 media storage is misconfigured: …" naming every missing variable and every
 *   malformed one (S3_ENDPOINT not a URL, S3_FORCE_PATH_STYLE not 1/true/0/false, S3_PREFIX) at once
 */
export function s3Settings(source: Record<string, unknown> = env): S3Settings | null {
  const names = Object.keys(S3Fields) as (keyof typeof S3Fields)[]
  const given = (v: unknown) => {
    const t = blankToUndefined(v)
    return t !== undefined && t !== false && t !== '0' && String(t).toLowerCase() !== 'false'
  }
  if (!names.some((n) => given(source[n]))) return null
  const r = S3EnvSchema.safeParse(source)
  const problems = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  const missing = S3_REQUIRED.filter((n) => !given(source[n]))
  if (missing.length)
    problems.unshift(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (S3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together; set none for the local disk)`,
    )
  if (!r.success || problems.length) throw new Error(`S3 media storage is misconfigured: ${problems.join('; ')}`)
  const e = r.data
  const prefix = e.S3_PREFIX?.replace(/^\/+|\/+$/g, '')
  return {
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(prefix ? { prefix } : {}),
  }
}

/**
 * Refuses to start a server whose S3 settings are half done (called from src/instrumentation.ts next
 * to `assertStripeConfig`): prints the problems (`s3Settings`) and exits 1. None set or complete → returns.
 */
export function assertS3Config(source: Record<string, string | undefined> = process.env, exit: (code: number) => never = (c) => process.exit(c)): void {
  try {
    s3Settings(source)
  } catch (err) {
    console.error(`Refusing to start: ${(err as Error).message}\nSee .env.example (Media on S3) and docs/deploy.md.`)
    exit(1)
  }
}

/** The variables the schema reads (`.env.example` documents each: tests/unit/env-schema.test.ts). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvObject.shape)
