/**
 * Stripe on ⇒ publishable key and webhook secret required: the env schema's Stripe
 * variables (`stripeSettings`), the payment provider's refusal and the start-up check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertStripeConfig, parseEnv, stripeSettings } from './env'

const complete = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

describe('stripeSettings', () => {
  it('Stripe off: no key, or a blank one → null (the sandbox)', () => {
    expect(stripeSettings({})).toBeNull()
    expect(stripeSettings({ STRIPE_SECRET_KEY: '  ', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBeNull()
  })

  it('complete → the settings, connection variables typed', () => {
    expect(stripeSettings({ ...complete, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })).toEqual({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    })
    expect(stripeSettings({ ...complete, STRIPE_API_PORT: '' })).not.toHaveProperty('port')
  })

  it('keys without the webhook secret (or the publishable key) are refused, every problem listed', () => {
    expect(() => stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/)
    expect(() => stripeSettings({ ...complete, STRIPE_WEBHOOK_SECRET: ' ' })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/)
    const both = (() => {
      try {
        stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_x' })
        return ''
      } catch (err) {
        return (err as Error).message
      }
    })()
    expect(both).toMatch(/STRIPE_PUBLISHABLE_KEY is missing/)
    expect(both).toMatch(/STRIPE_WEBHOOK_SECRET is missing/)
  })

  it('malformed connection variables are refused', () => {
    expect(() => stripeSettings({ ...complete, STRIPE_API_PORT: 'abc' })).toThrow(/STRIPE_API_PORT/)
    expect(() => stripeSettings({ ...complete, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/)
  })

  it('the env schema carries the Stripe variables', () => {
    expect(parseEnv({ ...complete, STRIPE_API_PORT: '443' })).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_PORT: 443 })
  })
})

describe('the payment provider and the start-up check', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })
  /** The payments module of a server started with the current process.env (the environment is read once per process). */
  const freshServer = async () => {
    vi.resetModules()
    return import('../features/checkout/payments')
  }

  it('Stripe keys without STRIPE_WEBHOOK_SECRET: no payment runs (no silent Stripe without webhook and sweep)', async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })
    delete process.env.STRIPE_WEBHOOK_SECRET
    const half = await freshServer()
    expect(() => half.paymentProvider()).toThrow(/STRIPE_WEBHOOK_SECRET is missing/)
    expect(() => half.stripePublishableKey()).toThrow(/STRIPE_WEBHOOK_SECRET is missing/)
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_x'
    const whole = await freshServer()
    expect(whole.paymentProvider().name).toBe('stripe')
    expect(whole.stripePublishableKey()).toBe('pk_test_x')
  })

  it('without Stripe keys: the sandbox', async () => {
    delete process.env.STRIPE_SECRET_KEY
    const { paymentProvider, stripePublishableKey } = await freshServer()
    expect(paymentProvider().name).toBe('sandbox')
    expect(stripePublishableKey()).toBeNull()
  })

  it('the server refuses to start with half a Stripe configuration (exit 1, problems printed)', () => {
    const exit = vi.fn() as unknown as (code: number) => never
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      assertStripeConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }, exit)
      expect(exit).toHaveBeenCalledWith(1)
      expect(String(err.mock.calls[0]?.[0])).toMatch(/Refusing to start: .*STRIPE_WEBHOOK_SECRET is missing/)
      assertStripeConfig(complete, exit)
      assertStripeConfig({}, exit)
      expect(exit).toHaveBeenCalledTimes(1)
    } finally {
      err.mockRestore()
    }
  })
})
