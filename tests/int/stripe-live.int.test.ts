/**
 * The Stripe provider against REAL Stripe test mode. Runs only when STRIPE_TEST_SECRET_KEY (an
 * `sk_test_…` key) is set — skipped otherwise (this machine cannot reach Stripe). Set
 * STRIPE_TEST_MX_ACCOUNT=1 as well for the meses-sin-intereses case (needs a Stripe Mexico account).
 */
import { describe, expect, it } from 'vitest'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'

const key = process.env.STRIPE_TEST_SECRET_KEY
const live = Boolean(key && key.startsWith('sk_test_'))
if (!live) console.info('[stripe-live] skipped: set STRIPE_TEST_SECRET_KEY=sk_test_… to run against Stripe test mode')

describe.skipIf(!live)('Stripe test mode (real API)', () => {
  let cached: StripePaymentProvider | null = null
  const p = () => (cached ??= new StripePaymentProvider({ secretKey: key! }))
  const run = `live-${Date.now()}`
  const base = (suffix: string) => ({
    amountMinor: 5_000,
    currency: 'USD',
    idempotencyKey: `${run}:${suffix}`,
    description: 'HXA test-mode suite',
    methodCode: 'VI',
    metadata: { sessionId: `${run}-${suffix}` },
  })

  it('authorize (pm_card_visa) → verify → capture; same key → same PaymentIntent', async () => {
    const a = await p().authorize({ ...base('a'), paymentMethodId: 'pm_card_visa' })
    const again = await p().authorize({ ...base('a'), paymentMethodId: 'pm_card_visa' })
    expect(again.reference).toBe(a.reference)
    await expect(p().verify(a.reference, { amountMinor: 5_001, currency: 'USD' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await p().capture(a.reference)
    await p().capture(a.reference)
  })

  it('cancel releases an authorization', async () => {
    const a = await p().authorize({ ...base('b'), paymentMethodId: 'pm_card_visa' })
    await p().cancel(a.reference)
    await p().cancel(a.reference)
    await expect(p().capture(a.reference)).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' })
  })

  it('a declined card → PAYMENT_DECLINED', async () => {
    await expect(p().authorize({ ...base('c'), paymentMethodId: 'pm_card_chargeDeclined' })).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' })
  })

  it('prepare returns a client secret for the Payment Element', async () => {
    const prepared = await p().prepare(base('d'))
    expect(prepared.clientSecret).toMatch(/^pi_.+_secret_/)
    await p().cancel(prepared.reference)
  })

  it.skipIf(!process.env.STRIPE_TEST_MX_ACCOUNT)('MXN instalment plans (Stripe Mexico account, pm_card_mx)', async () => {
    const prepared = await p().prepare({ ...base('e'), currency: 'MXN', amountMinor: 500_000, enableInstallments: true, paymentMethodId: 'pm_card_mx' })
    expect(prepared.installmentPlans.length).toBeGreaterThan(0)
    expect(prepared.installmentPlans.every((x) => x.count <= 12)).toBe(true)
    await p().cancel(prepared.reference)
  })
})
