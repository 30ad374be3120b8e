/**
 * Next.js instrumentation (node_modules/next/dist/docs/01-app/03-api-reference/03-file-conventions/
 * instrumentation.md): `register()` runs once when a server instance starts, before it serves
 * requests. Here it refuses an unsafe production configuration (src/lib/productionConfig.ts), a
 * half-configured Stripe, half-set S3 media settings and any malformed variable (`assertStartupConfig`,
 * src/lib/env.ts), then starts the Stripe authorization sweeper timer
 * (src/features/checkout/server/authorizationSweeper.ts; env STRIPE_SWEEP_EVERY_MS), checks the
 * Stripe webhook endpoint's subscribed events (src/features/checkout/server/webhookEvents.ts), starts
 * the scheduled payments reconciliation (src/features/checkout/server/reconcileJob.ts; env
 * PAYMENTS_RECONCILE_EVERY_MS) — Node.js runtime
 * only (the server code is imported dynamically inside the guard, as the Next docs advise), and the
 * hotel cancellations' refund sweeper (src/features/hotel-booking/server/refunds.ts; env
 * HOTEL_REFUND_SWEEP_EVERY_MS), the booking confirmations' sweeper (src/features/hotel-booking/server/confirmationMail.ts;
 * env BOOKING_MAIL_SWEEP_EVERY_MS) and the ticket order emails' sweeper (src/features/ticket-shop/server/orderMail.ts;
 * env ORDER_MAIL_SWEEP_EVERY_MS), the customer verification emails' sweeper
 * (src/features/account/server/verificationMail.ts; env VERIFICATION_MAIL_SWEEP_EVERY_MS), the newsletter forwarding retries
 * (src/features/newsletter/server/forwardSweeper.ts; env NEWSLETTER_FORWARD_SWEEP_EVERY_MS), the ticket shop's hold and refund sweeper (src/features/ticket-shop/server/service.ts;
 * env SHOP_SWEEP_EVERY_MS) and the content scheduler (src/features/site/server/scheduler.ts; env
 * SCHEDULER_EVERY_MS), never
 * during `next build`, never throwing (a failure is logged and the server starts anyway).
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
  onShutdown('stripe sweeper', async () => (await import('./features/checkout/server/authorizationSweeper')).stopAuthorizationSweeper())
  onShutdown('payments reconcile', async () => (await import('./features/checkout/server/reconcileJob')).stopReconcileJob())
  onShutdown('hotel refund sweeper', async () => (await import('./features/hotel-booking/server/refunds')).stopHotelRefundSweeper())
  onShutdown('booking email sweeper', async () => (await import('./features/hotel-booking/server/confirmationMail')).stopBookingMailSweeper())
  onShutdown('verification email sweeper', async () => (await import('./features/account/server/verificationMail')).stopVerificationMailSweeper())
  onShutdown('newsletter forwarding', async () => (await import('./features/newsletter/server/forwardSweeper')).stopNewsletterForwardSweeper())
  onShutdown('order email sweeper', async () => (await import('./features/ticket-shop/server/orderMail')).stopOrderMailSweeper())
  onShutdown('shop sweeper', async () => (await import('./features/ticket-shop/server/service')).stopShopSweeper())
  onShutdown('retention', async () => (await import('./lib/retention')).stopRetention())
  onShutdown('scheduler', async () => (await import('./features/site/server/scheduler')).stopScheduler())
  onShutdown('limits pool', async () => (await import('./lib/rateLimit')).limitsPool().end(), 'pool')
  onShutdown('job runs pool', async () => (await import('./lib/jobRuns')).jobRunsPool.close(), 'pool')
  onShutdown('cache listener', async () => (await import('./lib/cache/crossInstance')).stopRevalidationListener())
  // Each background job starts on its own: one that fails to start is logged and the others still run.
  const jobs: [name: string, start: () => Promise<unknown>][] = [
    // other instances' cache invalidations (editors' changes, the maintenance flag) reach this one
    ['cache listener', async () => (await import('./lib/cache/crossInstance')).startRevalidationListener()],
    // the payment flows (src/paymentFlows.ts) are composed here, at the edge, and passed in
    [
      'stripe sweeper',
      async () => {
        const [{ startAuthorizationSweeper }, { paymentFlows }] = await Promise.all([import('./features/checkout/server/authorizationSweeper'), import('./paymentFlows')])
        startAuthorizationSweeper(paymentFlows())
      },
    ],
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
    // payments:reconcile on a timer, one instance at a time; findings on the Operations view and as errors in the log
    [
      'payments reconcile',
      async () => {
        const [{ startReconcileJob }, { paymentFlows }] = await Promise.all([import('./features/checkout/server/reconcileJob'), import('./paymentFlows')])
        startReconcileJob(paymentFlows())
      },
    ],
    ['hotel refund sweeper', async () => (await import('./features/hotel-booking/server/refunds')).startHotelRefundSweeper()],
    // each owner's rules: abandoned carts and checkouts, resolved booking attempts, processed webhook events… (the hotel engine prunes its own)
    [
      'retention',
      async () => {
        const [{ startRetention }, { limitsPool }, { RETENTION_RULES }] = await Promise.all([import('./lib/retention'), import('./lib/rateLimit'), import('./retentionRules')])
        startRetention(limitsPool, RETENTION_RULES)
      },
    ],
    // scheduled publish/unpublish and banner windows, one instance at a time
    ['scheduler', async () => (await import('./features/site/server/scheduler')).startScheduler()],
    // booking confirmations the booking step did not get out (the process died, SMTP was down)
    ['booking email sweeper', async () => (await import('./features/hotel-booking/server/confirmationMail')).startBookingMailSweeper()],
    // ticket order emails a checkout did not get out (the process died, SMTP was down)
    ['order email sweeper', async () => (await import('./features/ticket-shop/server/orderMail')).startOrderMailSweeper()],
    ['shop sweeper', async () => (await import('./features/ticket-shop/server/service')).startShopSweeper()],
    // customer verification emails sign-up did not get out (SMTP was down or slow)
    ['verification email sweeper', async () => (await import('./features/account/server/verificationMail')).startVerificationMailSweeper()],
    // newsletter sign-ups the subscription service did not take yet, retried when their next attempt is due
    ['newsletter forwarding', async () => (await import('./features/newsletter/server/forwardSweeper')).startNewsletterForwardSweeper()],
  ]
  for (const [name, start] of jobs) {
    try {
      await start()
    } catch (err) {
      const { logger } = await import('./lib/logger')
      logger.error(`instrumentation: ${name} not started`, { error: String(err) })
    }
  }
}
