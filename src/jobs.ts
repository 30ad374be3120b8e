/**
 * The background jobs, each declared once (docs/architecture.md "Background jobs"): its name (the
 * Operations view's, and its lock's), the env variable of its period (src/lib/env.ts; 0 = off), when
 * it may run, what one tick does and the warning a failed tick logs. src/instrumentation.ts starts
 * them all with `startJobs(JOBS)` and stops them all on shutdown with `stopJobs()`; the timers, the
 * one-instance-at-a-time lock and the recorded runs are src/lib/jobRuns.ts's. The ticks import their
 * feature on first run, so reading this list loads no feature. Server only.
 */
import type { JobSpec } from './lib/jobRuns'

const flows = async () => (await import('./paymentFlows')).paymentFlows()

/** Every background job of a server instance, in start order. */
export const JOBS: readonly JobSpec[] = [
  {
    // stale Stripe authorizations released within minutes, unsettled refunds polled
    name: 'stripe authorization sweeper',
    every: 'STRIPE_SWEEP_EVERY_MS',
    enabled: async (e) => (await import('./features/checkout/server/authorizationSweeper')).authorizationSweepConfigured(await flows(), e),
    tick: async (e) => (await import('./features/checkout/server/authorizationSweeper')).authorizationSweepJob(await flows(), e),
    failMessage: 'stripe authorization sweep failed',
  },
  {
    // payments:reconcile on a timer; findings on the Operations view and as errors in the log
    name: 'payments reconcile',
    every: 'PAYMENTS_RECONCILE_EVERY_MS',
    enabled: async (e) => (await import('./features/checkout/server/reconcileJob')).reconcileConfigured(e),
    tick: async (e) => (await import('./features/checkout/server/reconcileJob')).scheduledReconcile(await flows(), e),
    failMessage: 'payments reconcile failed',
  },
  {
    // refunds of hotel cancellations and unfinished cancels, retried with back-off
    name: 'hotel refund sweeper',
    every: 'HOTEL_REFUND_SWEEP_EVERY_MS',
    tick: async () => ({ refunded: await (await import('./features/hotel-booking/server/refunds')).sendOwedHotelRefunds() }),
    failMessage: 'hotel refund sweep failed',
  },
  {
    // each owner's rules: abandoned carts and checkouts, resolved booking attempts, processed webhook events… (the hotel engine prunes its own)
    name: 'retention',
    every: 'RETENTION_EVERY_MS',
    tick: async () => {
      const [{ retentionTick }, { storefrontPool }, { RETENTION_RULES }] = await Promise.all([import('./lib/retention'), import('./lib/db'), import('./retentionRules')])
      return retentionTick(storefrontPool(), RETENTION_RULES)
    },
    failMessage: 'retention run failed',
  },
  {
    // scheduled publish/unpublish and banner windows
    name: 'content scheduler',
    every: 'SCHEDULER_EVERY_MS',
    tick: async (e) => (await import('./features/site/server/scheduler')).scheduledContentTick(e.SCHEDULER_EVERY_MS),
    failMessage: 'scheduler: tick failed',
  },
  {
    // booking confirmations the booking step did not get out (the process died, SMTP was down)
    name: 'booking email sweeper',
    every: 'BOOKING_MAIL_SWEEP_EVERY_MS',
    tick: async () => (await import('./features/hotel-booking/server/confirmationMail')).sweepBookingMails(),
    failMessage: 'booking email sweep failed',
  },
  {
    // ticket order emails a checkout did not get out (the process died, SMTP was down)
    name: 'order email sweeper',
    every: 'ORDER_MAIL_SWEEP_EVERY_MS',
    tick: async () => ({ sent: await (await import('./features/ticket-shop/server/orderMail')).sendUnsentOrderMails() }),
    failMessage: 'shop: order email sweep failed',
  },
  {
    // expired seat holds released, owed ticket refunds sent again
    name: 'shop sweeper',
    every: 'SHOP_SWEEP_EVERY_MS',
    tick: async () => (await import('./features/ticket-shop/server/service')).shopSweepTick(),
    failMessage: 'shop sweep failed',
  },
  {
    // customer verification emails sign-up did not get out (SMTP was down or slow)
    name: 'verification email sweeper',
    every: 'VERIFICATION_MAIL_SWEEP_EVERY_MS',
    tick: async () => ({ sent: await (await import('./features/account/server/verificationMail')).sendOwedVerifications() }),
    failMessage: 'verification email sweep failed',
  },
  {
    // newsletter sign-ups the subscription service could not take yet (down, 5xx, timeout), retried when due
    name: 'newsletter forwarding',
    every: 'NEWSLETTER_FORWARD_SWEEP_EVERY_MS',
    tick: async () => ({ ...(await (await import('./features/newsletter/server/forwardSweeper')).sweepNewsletterForwarding()) }),
    failMessage: 'newsletter forwarding sweep failed',
  },
]
