/**
 * Least privilege for ops: through the app's real REST route (`/api/[...slug]`), with an ops user's
 * token, the identity providers (social-login issuers), the newsletter service's address (where its
 * key is sent) and the currencies' units (exchange rate, minor-unit digits) do not change; the rest of
 * what ops keep (phones, currency symbols) does, so the request itself is accepted. And whatever the
 * CMS `decimals` of JPY says, the PaymentIntent of a JPY checkout is in yen (ISO 4217: 0 digits).
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { invalidateShopCatalog } from '../../src/features/ticket-shop/server/catalog-cache'
import { closeShopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService } from '../../src/features/ticket-shop/server/service'
import { listPriceIn } from '../../src/features/ticket-shop/domain/pricing'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { testPayload } from '../helpers/payload'

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let POST: Handler
let PATCH: Handler
let stripe: StripeTestServer
const tag = randomUUID().slice(0, 8)
const staff = { ops: `priv-ops-${tag}@hotelarte.example`, admin: `priv-admin-${tag}@hotelarte.example` }
const password = 'Staff-pass-Bacalar-2026'
const token: Record<keyof typeof staff, string> = { ops: '', admin: '' }

const call = (handler: Handler, slug: string[], body: unknown, as: keyof typeof staff) =>
  handler(
    new Request(`http://localhost:3000/api/${slug.join('/')}`, {
      method: handler === PATCH ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token[as]}`, 'x-forwarded-for': '203.0.113.40' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )

type Settings = { phones: { mexico: string }; newsletter: { endpointUrl?: string | null }; socialLogin: { google: { issuerUrl?: string | null; enabled?: boolean | null } } }
const settings = async () => (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })) as unknown as Settings
type CurrencyRow = { id: number; symbol: string; decimals: number; rateToUsd: number }
const jpy = async () => (await payload.find({ collection: 'currencies', where: { isoCode: { equals: 'JPY' } }, overrideAccess: true, limit: 1 })).docs[0] as unknown as CurrencyRow

let original: Settings
let originalJpy: CurrencyRow

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST, PATCH } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: Handler; PATCH: Handler })
  for (const role of ['ops', 'admin'] as const) {
    await payload.create({ collection: 'users', data: { email: staff[role], password, roles: [role] } as never, overrideAccess: true })
    token[role] = (await payload.login({ collection: 'users', data: { email: staff[role], password } })).token!
  }
  original = await settings()
  originalJpy = await jpy()
  stripe = await startStripeServer()
}, 120_000)
afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { phones: original.phones, newsletter: { endpointUrl: original.newsletter.endpointUrl ?? null }, socialLogin: { google: original.socialLogin.google } } as never,
  })
  await payload.update({
    collection: 'currencies',
    id: originalJpy.id,
    overrideAccess: true,
    data: { symbol: originalJpy.symbol, decimals: originalJpy.decimals, rateToUsd: originalJpy.rateToUsd } as never,
  })
  await payload.delete({ collection: 'users', where: { email: { in: Object.values(staff) } }, overrideAccess: true })
  invalidateShopCatalog()
  await closeShopPool()
  await stripe.close()
  await payload.destroy()
})

describe('site settings: identity providers and outbound endpoints are admin-only', () => {
  it('ops cannot point a social login at their own issuer nor the newsletter at their own host; their phone change stands', async () => {
    const res = await call(
      POST,
      ['globals', 'site-settings'],
      {
        phones: { ...original.phones, mexico: '800 000 0001' },
        socialLogin: { google: { enabled: true, issuerUrl: 'https://issuer.attacker.example' } },
        newsletter: { endpointUrl: 'https://collect.attacker.example/hook' },
      },
      'ops',
    )
    expect(res.status).toBe(200)
    const after = await settings()
    expect(after.phones.mexico).toBe('800 000 0001')
    expect(after.socialLogin.google.issuerUrl).toBe(original.socialLogin.google.issuerUrl)
    expect(after.socialLogin.google.enabled).toBe(original.socialLogin.google.enabled)
    expect(after.newsletter.endpointUrl ?? null).toBe(original.newsletter.endpointUrl ?? null)
  })

  it('an admin changes them (a new issuer address also needs their confirmation: issuer-confirmation.test.ts)', async () => {
    const res = await call(
      POST,
      ['globals', 'site-settings'],
      { socialLogin: { google: { enabled: !original.socialLogin.google.enabled } }, newsletter: { endpointUrl: 'https://news.example.com/subscribe' } },
      'admin',
    )
    expect(res.status).toBe(200)
    const after = await settings()
    expect(after.socialLogin.google.enabled).toBe(!original.socialLogin.google.enabled)
    expect(after.newsletter.endpointUrl).toBe('https://news.example.com/subscribe')
  })
})

describe('currency units are admin-only and never decide a charged amount', () => {
  it("ops cannot change a currency's exchange rate or digits; their symbol change stands", async () => {
    const res = await call(PATCH, ['currencies', String(originalJpy.id)], { symbol: '円', decimals: 2, rateToUsd: originalJpy.rateToUsd * 100 }, 'ops')
    expect(res.status).toBe(200)
    const after = await jpy()
    expect(after.symbol).toBe('円')
    expect(after.decimals).toBe(originalJpy.decimals)
    expect(after.rateToUsd).toBe(originalJpy.rateToUsd)
  })

  it('ops cannot create a currency (a new one comes with its rate and digits)', async () => {
    const res = await call(
      POST,
      ['currencies'],
      { isoCode: 'ZZQ', isoNumber: '999', name: 'Q', symbol: 'Q', presentationSymbol: 'Q', position: 'I', decimalSeparator: '.', thousandSeparator: ',', decimals: 2, rateToUsd: 1 },
      'ops',
    )
    expect(res.status).toBe(403)
  })

  it('a JPY checkout is charged in yen even when the CMS says JPY has 2 decimals', async () => {
    // the CMS field tampered with (any way it could be: an old grant, a mistake, a restore)
    await payload.update({ collection: 'currencies', id: originalJpy.id, overrideAccess: true, data: { decimals: 2 } as never })
    invalidateShopCatalog()
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
    const shop = createShopService({ payments: () => provider })
    const added = await shop.addToCart(null, { productId: 3001, date: '2027-09-15', quantities: { adults: 1, minors: 0, infants: 0 } }, 'en')
    if (!added.ok) throw new Error(added.message)
    const co = await shop.startCheckout(added.cartId, 'JPY', 'en')
    if (!co.ok) throw new Error(co.message)
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', locale: 'en' })
    if (!p.ok) throw new Error(p.code)
    // the same cart's US-dollar total, converted to whole yen
    const usd = await shop.getCart(added.cartId, 'USD', 'en')
    const yen = listPriceIn(usd.totalMinor, { rateToUsd: originalJpy.rateToUsd, decimals: 0 })!
    expect(yen).toBeGreaterThan(usd.totalMinor) // tens of dollars are thousands of yen
    const intent = stripe.intents.get(p.reference) as { amount: number; currency: string }
    expect(intent).toMatchObject({ currency: 'jpy', amount: yen })
    expect(p.amountMinor).toBe(yen)
  })
})
