/**
 * Next.js instrumentation (node_modules/next/dist/docs/01-app/03-api-reference/03-file-conventions/
 * instrumentation.md): `register()` runs once when a server instance starts, before it serves
 * requests. Node.js runtime only (the server code is imported dynamically inside the guard, as the
 * Next docs advise), never during `next build`. Here it refuses an unsafe production configuration
 * (src/lib/productionConfig.ts), a half-configured Stripe, half-set S3 media settings and any
 * malformed variable (`assertStartupConfig`, src/lib/env.ts); installs the shutdown handlers
 * (src/lib/shutdown.ts); logs the instance's database connection budget (src/lib/dbBudget.ts);
 * starts the cross-instance cache listener; checks the Stripe webhook
 * endpoint's subscribed events (src/features/checkout/server/webhookEvents.ts); and starts every
 * background job of the registry, src/jobs.ts (sweepers, reconciliation, retention, content
 * scheduler: each with its `*_EVERY_MS` period), stopping them all on shutdown. Never throwing after
 * the configuration check: a failure is logged and the server starts anyway.
 */
export async function register(): Promise<void> {
  // Next's own runtime flag, replaced at build time so the edge bundle drops the rest (the one read of
  // process.env outside src/lib/env.ts: tests/unit/env-schema.test.ts)
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertStartupConfig, nextBuildPhase } = await import('./lib/env')
  if (nextBuildPhase()) return
  // Never half-started: a deployment's unsafe values, a half-configured Stripe
  // (publishable key and webhook secret too, in every mode), half-set S3 media settings, any malformed
  // variable — all listed, exit 1.
  assertStartupConfig()
  // SIGTERM/SIGINT: /readyz/ answers 503 draining and the timers below stop while Next drains the requests
  const { installShutdownHandlers, onShutdown } = await import('./lib/shutdown')
  installShutdownHandlers()
  onShutdown('background jobs', async () => (await import('./lib/jobRuns')).stopJobs())
  onShutdown('storefront pool', async () => (await import('./lib/db')).storefrontPool.close(), 'pool')
  onShutdown('job locks pool', async () => (await import('./lib/jobRuns')).jobLocksPool.close(), 'pool')
  onShutdown('cache listener', async () => (await import('./lib/cache/crossInstance')).stopRevalidationListener())
  // Each part starts on its own: one that fails to start is logged and the others still run.
  const parts: [name: string, start: () => Promise<unknown>][] = [
    // the most Postgres connections this instance opens, pool by pool (docs/deploy.md "Connections")
    [
      'connection budget',
      async () => {
        const [{ connectionBudget }, { env }, { logger }] = await Promise.all([import('./lib/dbBudget'), import('./lib/env'), import('./lib/logger')])
        const { pools, total } = connectionBudget(env)
        logger.info('database connections', { perInstance: total, pools: Object.fromEntries(pools.map((p) => [p.pool, p.max])) })
      },
    ],
    // other instances' cache invalidations (editors' changes, the maintenance flag) reach this one
    ['cache listener', async () => (await import('./lib/cache/crossInstance')).startRevalidationListener()],
    // the webhook endpoint at SITE_URL must be subscribed to every event the payments need: each missing one is logged as an error (not awaited: a Stripe call)
    [
      'stripe webhook check',
      async () => {
        const [{ checkWebhookAtStart }, { stripeWebhookDeps }, { env }, { paymentFlows }] = await Promise.all([
          import('./features/checkout/server/webhookEvents'),
          import('./features/checkout/server/stripeWebhookDeps'),
          import('./lib/env'),
          import('./paymentFlows'),
        ])
        void checkWebhookAtStart(stripeWebhookDeps(paymentFlows()), env.SITE_URL)
      },
    ],
    // every background job, declared once in src/jobs.ts
    [
      'background jobs',
      async () => {
        const [{ startJobs }, { JOBS }] = await Promise.all([import('./lib/jobRuns'), import('./jobs')])
        await startJobs(JOBS)
      },
    ],
  ]
  for (const [name, start] of parts) {
    try {
      await start()
    } catch (err) {
      const { logger } = await import('./lib/logger')
      logger.error(`instrumentation: ${name} not started`, { error: String(err) })
    }
  }
}
