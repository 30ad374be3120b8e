/**
 * One traveller's payment, run in its own process so the crash-safety suite
 * (tests/int/payments-crash.int.test.ts) can kill it with SIGKILL at a chosen step (TEST_CRASH_AT,
 * src/lib/crashPoints.ts) and check what a restart and the sweeps leave behind (issue #11 "Proof").
 *
 * Input: one JSON line on stdin, `{ job, crashAt }` (`Job` below; the crash point becomes
 * TEST_CRASH_AT), read once the modules are loaded, so the suite starts the next worker while the
 * current one runs; or env CRASH_JOB and TEST_CRASH_AT for a run by hand. Plus DATABASE_URL, the
 * Stripe variables (the local Stripe-compatible server) and HOTEL_API_URL/TOKEN (the reference
 * engine served by the test).
 * Output: one JSON line per step on stdout (`{"ev":…}`), so the test knows the ids even when the
 * process dies right after. Exit 0 when the journey finished.
 *
 * - shop: the product code end to end — cart → checkout (seat hold) → prepareOrderPayment (manual-
 *   capture PaymentIntent) → the browser's confirm (what Stripe.js does) → placeOrder (verify → claim
 *   → order → capture) → optionally cancelOrder (refund). Crash points inside the shop service.
 * - hotel: the real hotel checkout service (src/features/hotel-booking/server/checkout/service.ts, what
 *   the `placeBooking` action calls) with its production parts that need no Next or Payload: step 1's
 *   session → book 'prepare' (hold → PaymentIntent) → the browser's confirm → book 'commit' (verify →
 *   attempt → commit with Idempotency-Key = intent id → capture → owed confirmation); then optionally
 *   cancelAndRefund. The crash points are the service's and refunds.ts's own.
 */
import { readFileSync } from 'node:fs'
import v8 from 'node:v8'
import Stripe from 'stripe'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { GuestFormSchema } from '../../src/features/hotel-booking/domain/guestForm'
import { bookingAttempts } from '../../src/features/hotel-booking/server/checkout/attempts'
import { createHotelCheckout } from '../../src/features/hotel-booking/server/checkout/service'
import { insertOwedConfirmation } from '../../src/features/hotel-booking/server/owedConfirmation'
import { cancelAndRefund } from '../../src/features/hotel-booking/server/refunds'
import type { ShopCatalog } from '../../src/features/ticket-shop/server/catalog'
import { closeShopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService } from '../../src/features/ticket-shop/server/service'
import { crashPoint } from '../../src/lib/crashPoints'
import { reloadEnv } from '../../src/lib/env'
import { HotelApiClient } from '../../src/lib/hotel-api'

export type Job =
  | { flow: 'shop'; catalogFile: string; productId: number; date: string; adults: number; currency: string; email: string; key: string; cancel: boolean }
  | { flow: 'hotel'; checkIn: string; checkOut: string; email: string; cancel: boolean }

/** What the suite sends on stdin. */
export type JobMessage = { job: Job; crashAt: string }
const emit = (ev: string, data: Record<string, unknown> = {}) => process.stdout.write(`${JSON.stringify({ ev, ...data })}\n`)
const connection = { secretKey: process.env.STRIPE_SECRET_KEY!, host: process.env.STRIPE_API_HOST!, port: Number(process.env.STRIPE_API_PORT), protocol: 'http' as const }
const provider = new StripePaymentProvider(connection)
/** What Stripe.js does in the browser: confirm the intent with the card the guest typed. */
const browserConfirm = (id: string) =>
  new Stripe(connection.secretKey, { host: connection.host, port: connection.port, protocol: connection.protocol, maxNetworkRetries: 0, telemetry: false }).paymentIntents.confirm(id, {
    payment_method: 'pm_card_visa',
  })

async function shop(j: Extract<Job, { flow: 'shop' }>) {
  const catalog = v8.deserialize(readFileSync(j.catalogFile)) as ShopCatalog
  const service = createShopService({ catalog: async () => catalog, payments: () => provider })
  const add = await service.addToCart(null, { productId: j.productId, date: j.date, quantities: { adults: j.adults, minors: 0, infants: 0 } }, 'en')
  if (!add.ok) throw new Error(`addToCart: ${add.code}`)
  const co = await service.startCheckout(add.cartId, j.currency, 'en')
  if (!co.ok) throw new Error(`startCheckout: ${co.code}`)
  emit('checkout', { checkoutId: co.checkoutId, totalMinor: co.totalMinor })
  const p = await service.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', locale: 'en' })
  if (!p.ok) throw new Error(`prepare: ${p.code}`)
  emit('intent', { id: p.reference })
  await browserConfirm(p.reference)
  const customer = { firstName: 'Crash', lastName: 'Test', email: j.email, phone: '+52 998 123 4567', country: 'mx' }
  const order = await service.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: j.key, locale: 'en', paymentReference: p.reference })
  if (!order.ok) throw new Error(`placeOrder: ${order.code}`)
  emit('order', { orderCode: order.orderCode })
  if (j.cancel) {
    const c = await service.cancelOrder(order.orderCode, j.email, new Date(), 'en')
    if (!c.ok) throw new Error(`cancel: ${c.code}`)
    emit('cancelled', { refundStatus: c.refundStatus })
  }
  await closeShopPool()
}

/** The CMS data the checkout reads (seed values): the card method and the hotel's channel. */
const WORKER_METHODS = [{ apiCode: 'VI', name: 'Visa', kind: 'card', enabled: true, languages: ['es', 'en'], currencies: [{ isoCode: 'USD' }, { isoCode: 'MXN' }] }]
const WORKER_HOTELS = [{ code: 'HXA', propertyCode: 31453, channel: 94, clientId: 0 }]

async function hotel(j: Extract<Job, { flow: 'hotel' }>) {
  const client = new HotelApiClient()
  const ctx = { pageUrl: 'http://localhost:3000/en/booking/', language: 'en' as const }
  const search = { hotelCode: 31453, checkIn: j.checkIn, checkOut: j.checkOut, rooms: [{ adults: 2, childrenAges: [] }], currency: 'USD', language: 'en' as const, channel: 94, clientId: 0 }
  const availability = await client.getAvailability(search, ctx)
  const room = availability.rooms[0]
  if (!room) throw new Error('no room')
  // step 1's "Continue" (not part of the checkout): the session
  const session = await client.createPaymentReservation({ ...search, selections: [{ roomNumber: 1, roomCode: room.roomCode, ratePlanCode: room.ratePlans[0]!.ratePlanCode }] }, ctx)
  emit('session', { sessionId: session.sessionId })
  // step 2: the real hotel checkout service, with the production parts that need no Next or Payload
  const checkout = createHotelCheckout({
    engine: client,
    payments: () => provider,
    paymentMethods: async () => WORKER_METHODS,
    banks: async () => [],
    hotels: async () => WORKER_HOTELS,
    maintenance: async () => null,
    allowHold: async () => true,
    attempts: bookingAttempts(() => refundPool),
    recordOwedConfirmation: (code, email, locale) => insertOwedConfirmation(refundPool, code, email, locale),
    paymentsDb: () => refundPool,
    crash: crashPoint,
  })
  const guest = GuestFormSchema.parse({ firstName: 'Crash', lastName: 'Test', email: j.email, phone: '+52 998 123 4567', country: 'MX', methodCode: 'VI', acceptTerms: 'on' })
  const step = { locale: 'en' as const, guest, sessionId: session.sessionId, ctx }
  const prepared = await checkout.book({ ...step, paymentStage: 'prepare' })
  if (prepared.kind !== 'payment') throw new Error(`prepare: ${JSON.stringify(prepared)}`)
  emit('intent', { id: prepared.reference })
  await browserConfirm(prepared.reference)
  const booked = await checkout.book({ ...step, paymentStage: 'commit', paymentReference: prepared.reference })
  if (booked.kind !== 'confirmed') throw new Error(`commit: ${JSON.stringify(booked)}`)
  emit('booking', { code: booked.confirmationCode })
  if (j.cancel) {
    const deps = {
      pool: () => refundPool,
      payments: () => provider,
      cancel: (code: string, email: string, key: string) => client.cancelReservation(code, email, key, ctx),
      read: (code: string, email: string) => client.getReservation(code, email, ctx),
    }
    const r = await cancelAndRefund(booked.confirmationCode, j.email, deps)
    emit('cancelled', { refundStatus: r?.status })
  }
  await refundPool.end()
}

const { default: pg } = await import('pg')
const refundPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })

/** The job: env CRASH_JOB (a run by hand), else the suite's one line on stdin, whose crash point is set before the first step. */
async function readJob(): Promise<Job> {
  if (process.env.CRASH_JOB) return JSON.parse(process.env.CRASH_JOB) as Job
  let text = ''
  for await (const chunk of process.stdin) text += String(chunk)
  const message = JSON.parse(text) as JobMessage
  process.env.TEST_CRASH_AT = message.crashAt
  reloadEnv() // the environment is parsed once; this worker sets TEST_CRASH_AT late
  return message.job
}

try {
  const job = await readJob()
  if (job.flow === 'shop') await shop(job)
  else if (job.flow === 'hotel') await hotel(job)
  else throw new Error('unknown job')
  emit('done')
  process.exit(0)
} catch (err) {
  emit('error', { message: String(err) })
  process.exit(3)
}
