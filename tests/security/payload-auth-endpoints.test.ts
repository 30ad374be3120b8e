/**
 * Issue #13 items 5 and 6: Payload's own auth endpoints, called through the app's real REST route
 * (`src/app/(payload)/api/[...slug]/route.ts`) and GraphQL route, in process.
 * - customers: REST and GraphQL login / forgot-password / refresh answer 403 (the storefront's own
 *   routes, with their limits, are the way in) — the storefront's local-API login still works;
 * - staff: no account lock a stranger can trigger — ten bad passwords from one address leave the
 *   real admin, from another address, able to sign in; the attacker's address is throttled (429);
 *   forgot-password is throttled per address; first-register is closed once staff exist.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

let payload: Payload
let POST: (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let GQL: (req: Request) => Promise<Response>
const staffEmail = `sec-staff-${randomUUID().slice(0, 8)}@hotelarte.example`
const staffPassword = 'sec-staff-password-Tulum-42'

const rest = (slug: string[], body: unknown, ip: string) =>
  POST(new Request(`http://localhost:3000/api/${slug.join('/')}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ slug }),
  })

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: typeof POST })
  ;({ POST: GQL } = (await import('../../src/app/(payload)/api/graphql/route')) as unknown as { POST: typeof GQL })
  await payload.create({ collection: 'users', data: { email: staffEmail, password: staffPassword, roles: ['editor'] }, overrideAccess: true })
}, 120_000)
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: staffEmail } }, overrideAccess: true })
  await payload.destroy()
})

describe("customers cannot use Payload's auth endpoints", () => {
  it('REST login, forgot-password and refresh-token answer 403', async () => {
    for (const [slug, body] of [
      [['customers', 'login'], { email: 'ana@example.com', password: 'whatever-password-1' }],
      [['customers', 'forgot-password'], { email: 'ana@example.com' }],
      [['customers', 'refresh-token'], {}],
    ] as const) {
      const res = await rest([...slug], body, '203.0.113.10')
      expect(res.status, slug.join('/')).toBe(403)
    }
  })

  it('GraphQL loginCustomer and forgotPasswordCustomer are refused', async () => {
    for (const query of ['mutation { loginCustomer(email: "ana@example.com", password: "x-password-12") { token } }', 'mutation { forgotPasswordCustomer(email: "ana@example.com") }']) {
      const res = await GQL(
        new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.11' }, body: JSON.stringify({ query }) }),
      )
      const json = (await res.json()) as { errors?: { message: string; extensions?: { statusCode?: number } }[]; data?: Record<string, unknown> }
      expect(json.errors?.[0]?.message, query).toBe('Customers sign in through the site.')
    }
  })
})

describe('staff sign-in cannot be locked by a stranger', () => {
  it('ten bad passwords from one address: that address is throttled, the real user from another address signs in', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await rest(['users', 'login'], { email: staffEmail, password: `wrong-password-${i}` }, '198.51.100.66')).status)
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
    const ok = await rest(['users', 'login'], { email: staffEmail, password: staffPassword }, '192.0.2.7')
    expect(ok.status).toBe(200)
    // the account is not locked for anyone: the attacker's address stays throttled, nothing more
    const doc = await payload.find({ collection: 'users', where: { email: { equals: staffEmail } }, overrideAccess: true, showHiddenFields: true })
    expect((doc.docs[0] as { lockUntil?: string | null }).lockUntil ?? null).toBeNull()
  })

  it('forgot-password is throttled per address; first-register is closed once staff exist', async () => {
    const forgot: number[] = []
    for (let i = 0; i < 7; i++) forgot.push((await rest(['users', 'forgot-password'], { email: staffEmail }, '198.51.100.77')).status)
    expect(forgot.slice(0, 5).every((s) => s === 200)).toBe(true)
    expect(forgot.slice(5)).toEqual([429, 429])
    const register: number[] = []
    for (let i = 0; i < 7; i++) register.push((await rest(['users', 'first-register'], { email: `x${i}@example.com`, password: 'first-register-pass-1' }, '198.51.100.88')).status)
    // staff exist, so first-register is closed (403) before any account is created; the create it
    // would run is throttled like forgot-password (throttleStaffAuth) for the one moment it is open
    expect(register).toEqual(Array(7).fill(403))
    expect((await payload.count({ collection: 'users', where: { email: { like: 'x%@example.com' } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
