/**
 * Customers and staff do not share Payload's `payload-token` cookie: the customer's session lives in
 * `hxa-customer`; one browser holding a staff session and a customer session keeps both; a staff
 * token never makes a storefront customer. And a customer's token opens none of Payload's HTTP API,
 * whichever way it is sent — `Authorization: JWT …`, `Bearer …`, or copied into `payload-token` —
 * so it cannot set a new password without the reset link (the attack: PATCH /api/customers/<own id>).
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_SESSION_COOKIE, currentCustomer, loginWithPassword, tokenCookieName } from '../../src/features/account/server/session'
import { testPayload } from '../helpers/payload'

let payload: Payload
type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let GET: Handler
let PATCH: Handler
let GQL: (req: Request) => Promise<Response>
const email = `session-${randomUUID().slice(0, 8)}@example.com`
const password = 'Customer-pass-Holbox-2026'
const staffEmail = `session-ops-${randomUUID().slice(0, 8)}@hotelarte.example`
const staffPassword = 'Staff-pass-Holbox-2026'

beforeAll(async () => {
  payload = await testPayload()
  ;({ GET, PATCH } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { GET: Handler; PATCH: Handler })
  ;({ POST: GQL } = (await import('../../src/app/(payload)/api/graphql/route')) as unknown as { POST: typeof GQL })
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

describe("a customer's token opens none of Payload's HTTP API", () => {
  const newPassword = 'Attacker-chosen-Cozumel-99'
  const transports = (token: string): Record<string, Record<string, string>> => ({
    'Authorization: JWT': { authorization: `JWT ${token}` },
    'Authorization: Bearer': { authorization: `Bearer ${token}` },
    'payload-token cookie': { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
  })
  const signsIn = async (pw: string) => (await loginWithPassword(payload, { email, password: pw, remember: false, lang: 'en' })).ok

  it('REST: me and PATCH /api/customers/<own id> with a new password are refused on every transport; the password stays', async () => {
    const session = await loginWithPassword(payload, { email, password, remember: false, lang: 'en' })
    if (!session.ok) throw new Error(session.code)
    const id = String(session.customer.id)
    for (const [name, headers] of Object.entries(transports(session.token))) {
      const meRes = await GET(new Request('http://localhost:3000/api/customers/me', { headers }), { params: Promise.resolve({ slug: ['customers', 'me'] }) })
      expect(meRes.status, name).toBe(403)
      const res = await PATCH(
        new Request(`http://localhost:3000/api/customers/${id}`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ password: newPassword, firstName: 'Mallory' }),
        }),
        { params: Promise.resolve({ slug: ['customers', id] }) },
      )
      expect(res.status, name).toBe(403)
    }
    expect(await signsIn(newPassword)).toBe(false)
    expect(await signsIn(password)).toBe(true)
    const doc = (await payload.findByID({ collection: 'customers', id, overrideAccess: true })) as unknown as { firstName: string }
    expect(doc.firstName).toBe('Ana')
  })

  it('GraphQL: updateCustomer with the token in the header is refused; the password stays', async () => {
    const session = await loginWithPassword(payload, { email, password, remember: false, lang: 'en' })
    if (!session.ok) throw new Error(session.code)
    const query = `mutation { updateCustomer(id: ${session.customer.id}, data: { password: "${newPassword}" }) { id } }`
    const res = await GQL(
      new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `JWT ${session.token}` }, body: JSON.stringify({ query }) }),
    )
    expect(res.status).toBe(403)
    expect(await signsIn(newPassword)).toBe(false)
    expect(await signsIn(password)).toBe(true)
  })

  it("even as the customer through the local API, an update never sets a password (the reset link's token does)", async () => {
    const customer = (await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    await expect(
      payload.update({ collection: 'customers', id: customer.id, data: { password: newPassword } as never, user: { ...customer, collection: 'customers' } as never, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await signsIn(password)).toBe(true)
  })
})
