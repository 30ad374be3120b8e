import { describe, expect, it } from 'vitest'
import { parseEnv, deployment, testPaymentsNotice } from './env'
import { assertProductionConfig, isDeployment, isLoopbackUrl, productionProblems, type DeploymentEnv } from './productionConfig'

const good: DeploymentEnv = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a'.repeat(48),
  SITE_URL: 'https://www.hotelarte.example',
  DATABASE_URL: 'postgres://app@db:5432/hxa',
  SMTP_URL: 'smtp://mail:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  HOTEL_API_TOKEN: 't',
  HOTEL_ENGINE_ADMIN_TOKEN: 'a',
}

describe('productionProblems (issue #12)', () => {
  it('accepts a complete deployment and ignores development and local production runs', () => {
    expect(productionProblems(good)).toEqual([])
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(productionProblems({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: 'http://127.0.0.1:3210' })).toEqual([])
  })

  it('lists every problem at once', () => {
    const p = productionProblems({ NODE_ENV: 'production', SITE_URL: 'http://www.hotelarte.example' })
    for (const name of [
      'PAYLOAD_SECRET is missing',
      'SITE_URL must be',
      'DATABASE_URL is missing',
      'SMTP_URL is missing',
      'Stripe keys are missing',
      'HOTEL_API_TOKEN is missing',
      'HOTEL_ENGINE_ADMIN_TOKEN is missing',
    ])
      expect(
        p.some((x) => x.startsWith(name)),
        name,
      ).toBe(true)
    expect(p).toHaveLength(7)
  })

  it('refuses the placeholder and short secrets, half a Stripe configuration, Stripe without a webhook secret, TEST_TODAY and TEST_CLOCK_START', () => {
    expect(productionProblems({ ...good, PAYLOAD_SECRET: 'change-me-to-a-long-random-string' })[0]).toMatch(/placeholder/)
    expect(productionProblems({ ...good, PAYLOAD_SECRET: 'x'.repeat(31) })[0]).toMatch(/31 characters/)
    expect(productionProblems({ ...good, STRIPE_PUBLISHABLE_KEY: '' })[0]).toMatch(/go together/)
    expect(productionProblems({ ...good, STRIPE_WEBHOOK_SECRET: ' ' })[0]).toMatch(/STRIPE_WEBHOOK_SECRET is missing/)
    expect(productionProblems({ ...good, TEST_TODAY: '2026-12-31' })[0]).toMatch(/TEST_TODAY/)
    expect(productionProblems({ ...good, TEST_CLOCK_START: '1795000000000' })[0]).toMatch(/TEST_CLOCK_START/)
    expect(productionProblems({ ...good, SITE_URL: 'not a url' })[0]).toMatch(/SITE_URL/)
  })

  it("the reservation cookie's key: unset is derived from PAYLOAD_SECRET; set, it must be 32+ characters of its own", () => {
    const key = (k: string) => productionProblems({ ...good, RESERVATION_COOKIE_SECRET: k }).filter((x) => x.startsWith('RESERVATION_COOKIE_SECRET'))
    expect(key('')).toEqual([])
    expect(key('r'.repeat(40))).toEqual([])
    for (const weak of ['short-key', 'change-me-to-a-long-random-string', good.PAYLOAD_SECRET!]) expect(key(weak), weak).toHaveLength(1)
  })

  it('allows the sandbox only when asked, and an external hotel API without the engine token', () => {
    const sandbox = { ...good, STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }
    expect(productionProblems(sandbox)[0]).toMatch(/Stripe keys are missing/)
    expect(productionProblems({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: '1' })).toEqual([])
    expect(productionProblems({ ...good, HOTEL_ENGINE_ADMIN_TOKEN: '', HOTEL_API_URL: 'https://api.example.com/hotel-api/v1' })).toEqual([])
  })

  it('assertProductionConfig exits 1 with the list, and does nothing when all is well', () => {
    let code: number | null = null
    const exit = ((c: number) => {
      code = c
      throw new Error('exit')
    }) as (c: number) => never
    expect(() => assertProductionConfig({ NODE_ENV: 'production' }, exit)).toThrow('exit')
    expect(code).toBe(1)
    expect(() => assertProductionConfig(good, exit)).not.toThrow()
  })

  it('honours LOCAL_PRODUCTION_RUN only with a loopback SITE_URL: copied into a deployment it changes nothing', () => {
    for (const site of ['http://127.0.0.1:3210', 'http://localhost:3000', 'http://[::1]:3000', 'http://app.localhost', 'http://127.1.2.3'])
      expect(isDeployment({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: site }), site).toBe(false)
    for (const site of [undefined, '', 'https://www.hotelarte.example', 'http://www.hotelarte.example', 'http://10.0.0.5', 'http://127.0.0.1.nip.io', 'not a url'])
      expect(isDeployment({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: site }), String(site)).toBe(true)
    // a deployment that copied the switch from .env.example still gets every check
    expect(productionProblems({ ...good, LOCAL_PRODUCTION_RUN: '1', PAYLOAD_SECRET: 'short' })[0]).toMatch(/PAYLOAD_SECRET is 5 characters/)
    // the parsed environment's view agrees (an unset SITE_URL is not loopback, whatever its default)
    expect(deployment(parseEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: 'https://www.hotelarte.example' }))).toBe(true)
    expect(deployment(parseEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1' }))).toBe(true)
    expect(deployment(parseEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: 'http://127.0.0.1:3210' }))).toBe(false)
    expect(isLoopbackUrl('http://localhost.evil.example')).toBe(false)
  })

  it('refuses a weak TICKET_SIGNING_SECRET (QR tickets and order tokens): short, the placeholder, or the PAYLOAD_SECRET itself', () => {
    expect(productionProblems({ ...good, TICKET_SIGNING_SECRET: 'x'.repeat(31) })).toEqual([expect.stringMatching(/^TICKET_SIGNING_SECRET is 31 characters/)])
    expect(productionProblems({ ...good, TICKET_SIGNING_SECRET: 'change-me-to-a-long-random-string' })).toEqual([expect.stringMatching(/^TICKET_SIGNING_SECRET is the example placeholder/)])
    expect(productionProblems({ ...good, TICKET_SIGNING_SECRET: good.PAYLOAD_SECRET })).toEqual([expect.stringMatching(/^TICKET_SIGNING_SECRET must differ/)])
    expect(productionProblems({ ...good, TICKET_SIGNING_SECRET: 'k'.repeat(32) })).toEqual([])
    expect(productionProblems({ ...good, TICKET_SIGNING_SECRET: '' })).toEqual([])
  })

  it('refuses Stripe test-mode keys unless ALLOW_TEST_PAYMENTS=1, which then shows the notice on every page', () => {
    const test = { ...good, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }
    expect(productionProblems(test)).toEqual([expect.stringMatching(/test-mode keys/)])
    expect(productionProblems({ ...good, STRIPE_SECRET_KEY: 'rk_test_123' })).toEqual([expect.stringMatching(/test-mode keys/)])
    expect(productionProblems({ ...test, ALLOW_TEST_PAYMENTS: '1' })).toEqual([])
    expect(productionProblems({ ...test, ALLOW_TEST_PAYMENTS: 'true' })).toEqual([])
    const staging = parseEnv({ ...test, ALLOW_TEST_PAYMENTS: '1' })
    expect(testPaymentsNotice(staging)).toBe(true)
    expect(testPaymentsNotice(parseEnv(good))).toBe(false)
    // a local run (the Stripe browser suite) is not a staging site: no notice
    expect(testPaymentsNotice(parseEnv({ ...test, LOCAL_PRODUCTION_RUN: '1', SITE_URL: 'http://127.0.0.1:3210' }))).toBe(false)
  })

  it('refuses STRIPE_API_PROTOCOL=http (the secret key in cleartext)', () => {
    expect(productionProblems({ ...good, STRIPE_API_PROTOCOL: 'http' })).toEqual([expect.stringMatching(/^STRIPE_API_PROTOCOL=http/)])
    expect(productionProblems({ ...good, STRIPE_API_PROTOCOL: 'https' })).toEqual([])
  })

  it('refuses an http HOTEL_API_URL outside this machine (the bearer and guest data in cleartext)', () => {
    const external = { ...good, HOTEL_ENGINE_ADMIN_TOKEN: '' }
    expect(productionProblems({ ...external, HOTEL_API_URL: 'http://api.example.com/hotel-api/v1' })).toEqual([expect.stringMatching(/^HOTEL_API_URL is http outside this machine/)])
    expect(productionProblems({ ...external, HOTEL_API_URL: 'http://10.1.2.3/hotel-api/v1' })).toEqual([expect.stringMatching(/^HOTEL_API_URL is http/)])
    expect(productionProblems({ ...external, HOTEL_API_URL: 'http://127.0.0.1:8080/hotel-api/v1' })).toEqual([])
    expect(productionProblems({ ...external, HOTEL_API_URL: 'https://api.example.com/hotel-api/v1' })).toEqual([])
  })
})
