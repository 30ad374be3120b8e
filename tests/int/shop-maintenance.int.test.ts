/**
 * Maintenance stops money in the ticket shop (spec §1 maintenance flag; docs/editors.md): the real
 * server actions — checkout start (seat hold), payment prepare, the MSI confirm and place order —
 * with Stripe configured (real `stripe` SDK against the local Stripe-compatible server). A checkout
 * page opened before ops switched maintenance on can neither hold seats, nor prepare, confirm or
 * take a payment: each action answers the maintenance message with the service phones; switched
 * off, the same form places its order. Next's request APIs (cookies, headers, redirect, the cache)
 * are replaced by plain stand-ins.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { testPayload } from '../helpers/payload'
import { reloadEnv } from '../../src/lib/env'

const jar = new Map<string, string>()
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', 'x-forwarded-for': '203.0.113.77' }),
  cookies: async () => ({ get: (k: string) => (jar.has(k) ? { name: k, value: jar.get(k) } : undefined), set: (k: string, v: string) => jar.set(k, v), delete: (k: string) => jar.delete(k) }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { redirectTo: url })
  },
}))
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined, revalidatePath: () => undefined }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }))

let payload: Payload
let stripe: StripeTestServer
let actions: typeof import('../../src/features/ticket-shop/server/actions')
let shopPool: typeof import('../../src/features/ticket-shop/server/db').shopPool
const env = { ...process.env }

const form = (values: Record<string, string>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(values)) fd.set(k, v)
  return fd
}
/** Runs an action; a redirect comes back as `{ redirected }`. */
async function run<T>(fn: () => Promise<T>): Promise<T | { redirected: string }> {
  try {
    return await fn()
  } catch (err) {
    const to = (err as { redirectTo?: string }).redirectTo
    if (!to) throw err
    return { redirected: to }
  }
}
/** The seeded phones, put back when maintenance goes off (other files read them). */
let seededPhones: { mexico?: string | null; usa?: string | null } | null = null
const maintenance = async (on: boolean) => {
  seededPhones ??= ((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as { phones?: { mexico?: string | null; usa?: string | null } }).phones ?? null
  return payload.updateGlobal({
    slug: 'site-settings',
    data: { maintenanceMode: on, phones: on ? { mexico: '+52 998 881 1100', usa: '1 800 123 4567' } : (seededPhones ?? undefined) },
    overrideAccess: true,
  } as never)
}

/** A cart with one park admission, its id in the cart cookie. */
async function cartInCookie(date: string) {
  jar.clear()
  const added = await actions.addToCartAction({ productId: 3001, date, quantities: { adults: 1, minors: 0, infants: 0 } }, 'es')
  if (!added.ok) throw new Error(added.message)
  return added.cartId
}
const checkoutsOf = async (cartId: string) => (await shopPool().query(`SELECT checkout_id, status FROM shop.checkouts WHERE cart_id = $1`, [cartId])).rows
/** One idempotency key per rendered checkout form (as the page renders it). */
const formKeys = new Map<string, string>()
const guest = (checkoutId: string, extra: Record<string, string>) =>
  form({
    locale: 'es',
    checkoutId,
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana.maintenance@example.com',
    phone: '+52 998 123 4567',
    country: 'MX',
    methodCode: 'VI',
    idempotencyKey: formKeys.get(checkoutId) ?? formKeys.set(checkoutId, randomUUID()).get(checkoutId)!,
    acceptTerms: 'on',
    ...extra,
  })

beforeAll(async () => {
  payload = await testPayload()
  stripe = await startStripeServer()
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_maintenance',
    STRIPE_API_HOST: stripe.host,
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  })
  reloadEnv() // the environment is read once; this file sets it late
  const payments = await import('../../src/features/checkout/payments')
  payments.resetPaymentProvider()
  expect(payments.paymentProvider().name).toBe('stripe')
  actions = await import('../../src/features/ticket-shop/server/actions')
  ;({ shopPool } = await import('../../src/features/ticket-shop/server/db'))
  await maintenance(false)
})
afterAll(async () => {
  await maintenance(false)
  await shopPool?.().query('DELETE FROM payments.payment_intents WHERE id = ANY($1::text[])', [[...stripe.intents.keys()]])
  await (await import('../../src/lib/db')).storefrontPool.close()
  await (await import('../../src/features/ticket-shop/server/db')).closeShopPool()
  process.env = env
  reloadEnv()
  ;(await import('../../src/features/checkout/payments')).resetPaymentProvider()
  await stripe.close()
})

describe('maintenance stops the shop taking money', () => {
  it('a checkout opened before maintenance: no payment prepared, confirmed or placed while it is on; the same form orders once it is off', async () => {
    const cartId = await cartInCookie('2027-08-10')
    const started = await run(() => actions.startCheckoutAction({ status: 'idle' }, form({ locale: 'es', currency: 'USD' })))
    expect(started).toMatchObject({ redirected: expect.stringContaining('/es/') })
    const [{ checkout_id: checkoutId }] = await checkoutsOf(cartId)
    const prepared = await actions.placeOrderAction({ status: 'idle' }, guest(checkoutId, { paymentStage: 'prepare' }))
    if (prepared.status !== 'payment') throw new Error(JSON.stringify(prepared))
    await stripe.client().paymentIntents.confirm(prepared.reference, { payment_method: 'pm_card_visa' }) // Stripe.js

    await maintenance(true)
    const posts = () => stripe.log.filter((l) => l.method === 'POST').length
    const before = posts()
    const placed = await run(() => actions.placeOrderAction({ status: 'idle' }, guest(checkoutId, { paymentStage: 'commit', paymentReference: prepared.reference })))
    expect(placed).toMatchObject({ status: 'error', code: 'MAINTENANCE' })
    const message = (placed as { message: string }).message
    expect(message).toMatch(/^Nos encontramos en mantenimiento\./)
    expect(message).toContain('México: +52 998 881 1100')
    expect(message).toContain('EE. UU.: 1 800 123 4567')
    expect(await actions.placeOrderAction({ status: 'idle' }, guest(checkoutId, { paymentStage: 'prepare' }))).toMatchObject({ status: 'error', code: 'MAINTENANCE', message })
    expect(await actions.confirmShopPaymentAction({ checkoutId, reference: prepared.reference, months: null, locale: 'en' })).toMatchObject({
      ok: false,
      code: 'MAINTENANCE',
      message: expect.stringMatching(/^We are in maintenance\. Contact us at our customer service numbers: Mexico: \+52 998 881 1100, USA: 1 800 123 4567\.$/),
    })
    // nothing reached Stripe, nothing was ordered
    expect(posts()).toBe(before)
    expect(stripe.intents.get(prepared.reference)?.status).toBe('requires_capture')
    expect(await checkoutsOf(cartId)).toEqual([{ checkout_id: checkoutId, status: 'open' }])

    await maintenance(false)
    const ordered = await run(() => actions.placeOrderAction({ status: 'idle' }, guest(checkoutId, { paymentStage: 'commit', paymentReference: prepared.reference })))
    expect(ordered).toMatchObject({ redirected: expect.stringMatching(/\/es\/.+XS-/) })
    expect(stripe.intents.get(prepared.reference)?.status).toBe('succeeded')
  })

  it('no seats are held while maintenance is on: checkout start refused with the message', async () => {
    const cartId = await cartInCookie('2027-08-11')
    await maintenance(true)
    try {
      const r = await run(() => actions.startCheckoutAction({ status: 'idle' }, form({ locale: 'en', currency: 'USD' })))
      expect(r).toEqual({ status: 'error', message: expect.stringMatching(/^We are in maintenance\. Contact us at our customer service numbers: Mexico/) })
      expect(await checkoutsOf(cartId)).toEqual([])
    } finally {
      await maintenance(false)
    }
    expect(await run(() => actions.startCheckoutAction({ status: 'idle' }, form({ locale: 'en', currency: 'USD' })))).toMatchObject({ redirected: expect.stringContaining('/en/') })
    expect(await checkoutsOf(cartId)).toHaveLength(1)
  })
})
