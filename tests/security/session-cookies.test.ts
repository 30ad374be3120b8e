/**
 * Issue #13 item 2: customers and staff no longer share Payload's `payload-token` cookie. The
 * customer's session lives in `hxa-customer`; one browser holding a staff session and a customer
 * session keeps both; a customer token never authenticates a staff API, and a staff token never
 * makes a storefront customer.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_SESSION_COOKIE, currentCustomer, loginWithPassword, tokenCookieName } from '../../src/features/account/server/session'
import { testPayload } from '../helpers/payload'

let payload: Payload
let GET: (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const email = `session-${randomUUID().slice(0, 8)}@example.com`
const password = 'Customer-pass-Holbox-2026'
const staffEmail = `session-ops-${randomUUID().slice(0, 8)}@hotelarte.example`
const staffPassword = 'Staff-pass-Holbox-2026'

beforeAll(async () => {
  payload = await testPayload()
  ;({ GET } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { GET: typeof GET })
  await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ana', lastName: 'Ruiz', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  await payload.create({ collection: 'users', data: { email: staffEmail, password: staffPassword, roles: ['ops'] } as never, overrideAccess: true })
}, 120_000)
afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { email: { equals: staffEmail } }, overrideAccess: true })
  await payload.destroy()
})

const me = async (slug: 'users' | 'customers', cookie: string) =>
  (await (await GET(new Request(`http://localhost:3000/api/${slug}/me`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }), { params: Promise.resolve({ slug: [slug, 'me'] }) })).json()) as {
    user: { email?: string } | null
  }

describe('customer and staff sessions are separate', () => {
  it('the customer cookie has its own name', () => {
    expect(CUSTOMER_SESSION_COOKIE).toBe('hxa-customer')
    expect(tokenCookieName()).toBe('hxa-customer')
    expect(CUSTOMER_SESSION_COOKIE).not.toBe(`${payload.config.cookiePrefix}-token`)
  })

  it('one browser keeps both sessions; neither token passes for the other kind', async () => {
    const customer = await loginWithPassword(payload, { email, password, remember: false, lang: 'en' })
    if (!customer.ok) throw new Error(customer.code)
    const staff = await payload.login({ collection: 'users', data: { email: staffEmail, password: staffPassword } })
    const cookies = `payload-token=${staff.token}; hxa-customer=${customer.token}`
    // the storefront sees the customer, the admin API sees the staff user, from the same cookie jar
    expect((await currentCustomer(payload, new Headers({ cookie: cookies })))?.email).toBe(email)
    expect((await me('users', cookies)).user?.email).toBe(staffEmail)
    // a customer token alone opens no Payload API session (REST reads only payload-token)
    expect((await me('customers', `hxa-customer=${customer.token}`)).user).toBeNull()
    expect((await me('users', `hxa-customer=${customer.token}`)).user).toBeNull()
    // a staff token is never a storefront customer, under either name
    expect(await currentCustomer(payload, new Headers({ cookie: `payload-token=${staff.token}` }))).toBeNull()
    expect(await currentCustomer(payload, new Headers({ cookie: `hxa-customer=${staff.token}` }))).toBeNull()
    // a forged cookie (found by the fuzzer: unicode reached a header constructor, a 500) is simply no session
    for (const forged of ['%F0%9F%98%80', 'a.b.c\u0000', 'JWT x', 'x'.repeat(5000)])
      expect(await currentCustomer(payload, new Headers({ cookie: `hxa-customer=${encodeURIComponent(forged)}` }))).toBeNull()
    expect(await currentCustomer(payload, new Headers({ cookie: 'hxa-customer=%F0%9F%98%80' }))).toBeNull()
    // a cross-site request does not carry the customer session
    expect(await currentCustomer(payload, new Headers({ cookie: `hxa-customer=${customer.token}`, 'sec-fetch-site': 'cross-site' }))).toBeNull()
  })
})
