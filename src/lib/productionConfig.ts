/**
 * The deployment's configuration, checked before a production server answers its first request.
 * Every problem is listed at once.
 *
 * Applies to `NODE_ENV=production` unless `LOCAL_PRODUCTION_RUN=1` with a loopback `SITE_URL`
 * (`isLocalRun`): only `scripts/start.ts` sets it (`npm start` on a laptop and the end-to-end tests:
 * embedded database, http, sandbox, files for mail), and a server whose public origin is not this
 * machine is a deployment whatever the switch says. A deployment (the Dockerfile's `next start`)
 * gets every check.
 */

/** The raw variables the check reads (src/lib/env.ts `assertStartupConfig` passes `process.env`). */
export type DeploymentEnv = Partial<
  Record<
    | 'NODE_ENV'
    | 'LOCAL_PRODUCTION_RUN'
    | 'PAYLOAD_SECRET'
    | 'RESERVATION_COOKIE_SECRET'
    | 'SITE_URL'
    | 'DATABASE_URL'
    | 'SMTP_URL'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'ALLOW_SANDBOX_PAYMENTS'
    | 'ALLOW_TEST_PAYMENTS'
    | 'STRIPE_API_PROTOCOL'
    | 'TICKET_SIGNING_SECRET'
    | 'HOTEL_API_URL'
    | 'HOTEL_API_TOKEN'
    | 'HOTEL_ENGINE_ADMIN_TOKEN'
    | 'TEST_TODAY'
    | 'TEST_CLOCK_START',
    string
  >
>

/** Secrets shipped in examples (.env.example, docker-compose.yml): never valid in a deployment. */
export const PLACEHOLDER_SECRETS = ['change-me-to-a-long-random-string', 'dev-only-secret-change-me-in-production']

/** An on/off switch as the env schema reads it: `1` or `true` (any case) is on. */
const on = (v: string | undefined) => ['1', 'true'].includes((v ?? '').trim().toLowerCase())

/**
 * Whether `url` names this machine: `localhost` (or a `*.localhost` name), 127.0.0.0/8 or `[::1]`.
 * False for anything else, including a malformed or missing URL.
 */
export function isLoopbackUrl(url: string | undefined): boolean {
  let host: string
  try {
    host = new URL(url ?? '').hostname.toLowerCase()
  } catch {
    return false
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]'
}

/**
 * A local production run: `LOCAL_PRODUCTION_RUN=1` and a `SITE_URL` on this machine (loopback). The
 * switch alone is an ordinary variable anyone can copy into a deployment's environment; the public
 * origin being loopback is what makes the run local (cookies, links and the CSRF allowlist then only
 * work on this machine).
 */
export function isLocalRun(env: DeploymentEnv): boolean {
  return on(env.LOCAL_PRODUCTION_RUN) && isLoopbackUrl(env.SITE_URL)
}

/** True when the deployment checks apply (production, not a local run). */
export function isDeployment(env: DeploymentEnv): boolean {
  return env.NODE_ENV === 'production' && !isLocalRun(env)
}

/** A Stripe key of test mode (`sk_test_`, `rk_test_`, `pk_test_`): moves no money (Stripe docs "API keys"). */
export function isStripeTestKey(key: string | undefined): boolean {
  return /^(sk|rk|pk)_test_/.test((key ?? '').trim())
}

/** Every problem of a deployment's configuration, in a stable order; [] when it may start. */
export function productionProblems(env: DeploymentEnv): string[] {
  if (!isDeployment(env)) return []
  const p: string[] = []
  const set = (v: string | undefined) => Boolean(v && v.trim())
  const secret = env.PAYLOAD_SECRET?.trim() ?? ''
  if (!secret) p.push('PAYLOAD_SECRET is missing (QR tickets and the captcha are signed with keys derived from it)')
  else if (PLACEHOLDER_SECRETS.includes(secret)) p.push('PAYLOAD_SECRET is the example placeholder: generate one, e.g. `openssl rand -hex 32`')
  else if (secret.length < 32) p.push(`PAYLOAD_SECRET is ${secret.length} characters: at least 32 are required`)
  // the reservation cookie's key: derived from PAYLOAD_SECRET (checked above) unless set; set, it must be as strong
  const cookieKey = env.RESERVATION_COOKIE_SECRET?.trim() ?? ''
  if (cookieKey && (PLACEHOLDER_SECRETS.includes(cookieKey) || cookieKey.length < 32 || cookieKey === secret))
    p.push('RESERVATION_COOKIE_SECRET must be 32+ random characters of its own (or unset: derived from PAYLOAD_SECRET), e.g. `openssl rand -hex 32`')
  let site: URL | null = null
  try {
    site = env.SITE_URL ? new URL(env.SITE_URL) : null
  } catch {
    site = null
  }
  if (!site || site.protocol !== 'https:') p.push("SITE_URL must be the site's https origin (e.g. https://www.hotelarte.example): links, cookies' Secure flag and the CSRF allowlist come from it")
  if (!set(env.DATABASE_URL)) p.push('DATABASE_URL is missing (the embedded database is for development and demos)')
  if (!set(env.SMTP_URL)) p.push('SMTP_URL is missing (confirmation, verification and password-reset emails)')
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY].filter(set).length
  if (stripeKeys === 1) p.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together: one of them is missing')
  if (stripeKeys === 0 && !on(env.ALLOW_SANDBOX_PAYMENTS))
    p.push('Stripe keys are missing (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY); set ALLOW_SANDBOX_PAYMENTS=1 only for a demo that moves no money')
  if (stripeKeys > 0 && !set(env.STRIPE_WEBHOOK_SECRET)) p.push('STRIPE_WEBHOOK_SECRET is missing: without the webhook no authorization is swept or refund tracked')
  if ((isStripeTestKey(env.STRIPE_SECRET_KEY) || isStripeTestKey(env.STRIPE_PUBLISHABLE_KEY)) && !on(env.ALLOW_TEST_PAYMENTS))
    p.push(
      'STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY are Stripe test-mode keys (sk_test_/pk_test_): no money moves; use live keys, or set ALLOW_TEST_PAYMENTS=1 for a staging site (every page then says so)',
    )
  if (env.STRIPE_API_PROTOCOL?.trim().toLowerCase() === 'http') p.push('STRIPE_API_PROTOCOL=http would send the Stripe secret key in cleartext: unset it (api.stripe.com is https)')
  const ticket = env.TICKET_SIGNING_SECRET?.trim() ?? ''
  if (ticket && PLACEHOLDER_SECRETS.includes(ticket))
    p.push('TICKET_SIGNING_SECRET is the example placeholder: generate one, e.g. `openssl rand -hex 32`, or unset it to derive it from PAYLOAD_SECRET')
  else if (ticket && ticket.length < 32)
    p.push(`TICKET_SIGNING_SECRET is ${ticket.length} characters: at least 32 are required (it signs the QR tickets and the order access tokens); unset, it is derived from PAYLOAD_SECRET`)
  else if (ticket && ticket === secret) p.push('TICKET_SIGNING_SECRET must differ from PAYLOAD_SECRET (or be unset: a key is then derived from it)')
  let hotelApi: URL | null = null
  try {
    hotelApi = set(env.HOTEL_API_URL) ? new URL(env.HOTEL_API_URL!) : null
  } catch {
    hotelApi = null
  }
  if (hotelApi?.protocol === 'http:' && !isLoopbackUrl(env.HOTEL_API_URL))
    p.push("HOTEL_API_URL is http outside this machine: the hotel API bearer and the guests' data would travel in cleartext; use https")
  if (!set(env.HOTEL_API_TOKEN)) p.push('HOTEL_API_TOKEN is missing (the hotel API credential)')
  if (!set(env.HOTEL_API_URL) && !set(env.HOTEL_ENGINE_ADMIN_TOKEN)) p.push("HOTEL_ENGINE_ADMIN_TOKEN is missing (the built-in hotel engine's admin ARI endpoint)")
  if (set(env.TEST_TODAY)) p.push('TEST_TODAY is for test runs only')
  if (set(env.TEST_CLOCK_START)) p.push('TEST_CLOCK_START is for test runs only')
  return p
}

/**
 * Refuses to start: prints every problem and exits 1 when the deployment's configuration is unsafe
 * (called from `src/instrumentation.ts` before the server serves).
 */
export function assertProductionConfig(env: DeploymentEnv, exit: (code: number) => never = (c) => process.exit(c)): void {
  const problems = productionProblems(env)
  if (!problems.length) return
  console.error(`Refusing to start: the production configuration has ${problems.length} problem(s):\n${problems.map((x) => `  - ${x}`).join('\n')}\nSee .env.example and docs/deploy.md.`)
  exit(1)
}
