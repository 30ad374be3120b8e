import { describe, expect, it } from 'vitest'
import { assertAuthorized, installmentsAllowed, offeredPlans, statusOf, stripeMethodType, stripeOfferedMethods } from './stripeRules'
import { stripeConnectionFromEnv, toPaymentError } from './stripe'

const pi = { id: 'pi_1', status: 'requires_capture', amount: 1000, amount_capturable: 1000, currency: 'usd', capture_method: 'manual', metadata: { sessionId: 's1' } }

describe('stripe rules', () => {
  it('maps CMS methods to Stripe types; PayPal is refused', () => {
    for (const c of ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'CB']) expect(stripeMethodType(c)).toBe('card')
    expect(stripeMethodType('UP')).toBe('affirm')
    expect(stripeMethodType('UPUSD')).toBe('affirm')
    expect(() => stripeMethodType('PP')).toThrow(expect.objectContaining({ code: 'PAYMENT_INVALID' }))
  })
  it('offers fixed-count monthly plans of 2..12 months, sorted and unique', () => {
    expect(offeredPlans(null)).toEqual([])
    const plans = offeredPlans([
      { count: 12, interval: 'month', type: 'fixed_count' },
      { count: 3, interval: 'month', type: 'fixed_count' },
      { count: 3, interval: 'month', type: 'fixed_count' },
      { count: 18, interval: 'month', type: 'fixed_count' },
      { count: null, interval: null, type: 'revolving' },
      { count: 6, interval: 'month', type: 'bonus' },
    ])
    expect(plans.map((p) => p.count)).toEqual([3, 12])
    expect(installmentsAllowed('MXN')).toBe(true)
    expect(installmentsAllowed('USD')).toBe(false)
  })
  it('maps statuses', () => {
    expect(statusOf('requires_capture')).toBe('authorized')
    expect(statusOf('succeeded')).toBe('captured')
    expect(statusOf('canceled')).toBe('canceled')
    expect(statusOf('requires_action')).toBe('requires_action')
  })
  it('accepts exactly the expected authorization', () => {
    expect(() => assertAuthorized(pi, { amountMinor: 1000, currency: 'USD', metadata: { sessionId: 's1' } })).not.toThrow()
  })
  it.each([
    [{ status: 'requires_payment_method' }, 'PAYMENT_NOT_AUTHORIZED'],
    [{ status: 'requires_payment_method', last_payment_error: { message: 'declined' } }, 'PAYMENT_DECLINED'],
    [{ status: 'succeeded' }, 'PAYMENT_NOT_AUTHORIZED'],
    [{ amount: 999 }, 'PAYMENT_MISMATCH'],
    [{ amount_capturable: 500 }, 'PAYMENT_MISMATCH'],
    [{ currency: 'mxn' }, 'PAYMENT_MISMATCH'],
    [{ capture_method: 'automatic' }, 'PAYMENT_MISMATCH'],
    [{ metadata: { sessionId: 's2' } }, 'PAYMENT_MISMATCH'],
    [{ metadata: null }, 'PAYMENT_MISMATCH'],
  ])('refuses %o with %s', (patch, code) => {
    expect(() => assertAuthorized({ ...pi, ...patch }, { amountMinor: 1000, currency: 'USD', metadata: { sessionId: 's1' } })).toThrow(expect.objectContaining({ code }))
  })
  it('reads the connection from the environment', () => {
    expect(stripeConnectionFromEnv({})).toBeNull()
    expect(stripeConnectionFromEnv({ STRIPE_SECRET_KEY: ' ' })).toBeNull()
    expect(stripeConnectionFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })).toEqual({
      secretKey: 'sk_test_x',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    })
  })
  it('maps SDK errors', () => {
    expect(toPaymentError({ type: 'StripeCardError', message: 'x' }).code).toBe('PAYMENT_DECLINED')
    expect(toPaymentError({ type: 'StripeInvalidRequestError', message: 'x' }).code).toBe('PAYMENT_INVALID')
    expect(toPaymentError({ type: 'StripeIdempotencyError', message: 'x' }).code).toBe('PAYMENT_INVALID')
    expect(toPaymentError({ type: 'StripeConnectionError', message: 'x' }).code).toBe('PAYMENT_PROVIDER_ERROR')
  })

  it('offers every method without Stripe; with Stripe only cards and the financing method, naming the financing codes', () => {
    const all = [{ apiCode: 'VI' }, { apiCode: 'PP' }, { apiCode: 'UP' }, { apiCode: 'AX' }]
    expect(stripeOfferedMethods(all, false)).toEqual({ methods: all, financingCodes: [] })
    expect(stripeOfferedMethods(all, true)).toEqual({ methods: [{ apiCode: 'VI' }, { apiCode: 'UP' }, { apiCode: 'AX' }], financingCodes: ['UP'] })
  })
})
