/**
 * The staff second factor (src/cms/auth/secondFactor.ts), through the app's real REST and GraphQL
 * routes, in process, on the run's database:
 * - in a deployment an admin or ops session without a second factor is refused the admin's
 *   operations (REST, GraphQL, the admin's access) until the account enrols;
 * - a wrong code is refused, a correct one (computed here with otpauth from the secret the setup
 *   showed) opens the session, a code is accepted once;
 * - a recovery code opens one session, once;
 * - an editor is not forced; outside a deployment ops is not forced either;
 * - the secret never comes back through the API and is stored sealed.
 */
import { randomUUID } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { reloadEnv } from '../../src/lib/env'
import { testPayload } from '../helpers/payload'

type Route = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let GET: Route
let POST: Route
let GQL: (req: Request) => Promise<Response>
const password = 'second-factor-password-Bacalar-7'
const tag = randomUUID().slice(0, 8)
const emails = { admin: `sf-admin-${tag}@hotelarte.example`, ops: `sf-ops-${tag}@hotelarte.example`, editor: `sf-editor-${tag}@hotelarte.example` }
let ipN = 0

const saved = { NODE_ENV: process.env.NODE_ENV, LOCAL_PRODUCTION_RUN: process.env.LOCAL_PRODUCTION_RUN, SITE_URL: process.env.SITE_URL }
const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  reloadEnv()
}
const inDeployment = () => setEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: undefined })

const headers = (token?: string, json = false) => {
  const h: Record<string, string> = { 'x-forwarded-for': `198.51.100.${(ipN++ % 200) + 20}` }
  if (token) h.cookie = `payload-token=${token}`
  if (json) h['content-type'] = 'application/json'
  return h
}
const rest = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
  const slug = path.split('?')[0]!.split('/').filter(Boolean)
  const req = new Request(`http://localhost:3000/api/${path}`, { method, headers: headers(token, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) })
  const res = await (method === 'GET' ? GET : POST)(req, { params: Promise.resolve({ slug }) })
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null }
}
const login = async (email: string) => {
  const res = await rest('POST', 'users/login', undefined, { email, password })
  expect(res.status, `login ${email}`).toBe(200)
  return String(res.json!.token)
}
/** The admin's protected operations as this session sees them: the audit log (admins only), the admin's access. */
const canWork = async (token: string) => {
  const audit = await rest('GET', 'audit-log?limit=1', token)
  const access = await rest('GET', 'access', token)
  return { audit: audit.status, admin: access.json?.canAccessAdmin === true }
}
const gqlAudit = async (token: string) => {
  const res = await GQL(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: headers(token, true), body: JSON.stringify({ query: '{ AuditLogs(limit: 1) { totalDocs } }' }) }))
  return (await res.json()) as { data?: { AuditLogs?: { totalDocs: number } | null }; errors?: unknown[] }
}
const codeAt = (secret: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at })

let secret = ''
let recoveryCodes: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  ;({ GET, POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { GET: Route; POST: Route })
  ;({ POST: GQL } = (await import('../../src/app/(payload)/api/graphql/route')) as unknown as { POST: typeof GQL })
  for (const role of ['admin', 'ops', 'editor'] as const) {
    await payload.create({ collection: 'users', data: { email: emails[role], password, roles: [role] }, overrideAccess: true })
  }
}, 120_000)
afterEach(() => setEnv(saved))
afterAll(async () => {
  setEnv(saved)
  await payload.delete({ collection: 'users', where: { email: { in: Object.values(emails) } }, overrideAccess: true })
  await payload.destroy()
})

describe('staff second factor in a deployment', () => {
  it('an admin without a second factor is refused the admin operations until enrolled; a wrong code does not enrol', async () => {
    inDeployment()
    const token = await login(emails.admin)
    expect(await canWork(token)).toEqual({ audit: 403, admin: false })
    expect((await gqlAudit(token)).data?.AuditLogs ?? null).toBeNull()

    const setup = await rest('POST', 'users/second-factor/setup', token, {})
    expect(setup.status).toBe(200)
    secret = String(setup.json!.secret)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(String(setup.json!.uri)).toContain('otpauth://totp/')

    const wrong = String((Number(codeAt(secret, Date.now())) + 500_000) % 1_000_000).padStart(6, '0')
    expect((await rest('POST', 'users/second-factor/confirm', token, { code: wrong })).status).toBe(422)
    expect(await canWork(token)).toEqual({ audit: 403, admin: false })

    const ok = await rest('POST', 'users/second-factor/confirm', token, { code: codeAt(secret, Date.now()) })
    expect(ok.status).toBe(200)
    recoveryCodes = ok.json!.recoveryCodes as string[]
    expect(recoveryCodes).toHaveLength(10)
    expect(await canWork(token)).toEqual({ audit: 200, admin: true })
    expect((await gqlAudit(token)).data?.AuditLogs?.totalDocs).toBeGreaterThanOrEqual(0)
  })

  it('the secret is never returned by the API and is stored sealed; recovery codes only as digests', async () => {
    inDeployment()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: emails.admin } }, overrideAccess: true, showHiddenFields: true })
    const stored = JSON.stringify(docs[0]!.secondFactor)
    expect(stored).not.toContain(secret)
    for (const c of recoveryCodes) expect(stored).not.toContain(c)
    // the enrolled admin, verified (with the last recovery code: the app's codes are left to the next test), reads its own record: no secondFactor field
    const token = await login(emails.admin)
    expect((await rest('POST', 'users/second-factor/verify', token, { recoveryCode: recoveryCodes[9] })).status).toBe(200)
    const me = await rest('GET', `users/${docs[0]!.id}`, token)
    expect(me.status).toBe(200)
    expect(me.json).not.toHaveProperty('secondFactor')
    expect(me.json!.secondFactorEnabled).toBe(true)
  })

  it('a new session of an enrolled admin owes a code: wrong refused, correct accepted, the same code not twice', async () => {
    inDeployment()
    const token = await login(emails.admin)
    expect(await canWork(token)).toEqual({ audit: 403, admin: false })
    const code = codeAt(secret, Date.now() + 30_000)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await rest('POST', 'users/second-factor/verify', token, { code: wrong })).status).toBe(422)
    expect(await canWork(token)).toEqual({ audit: 403, admin: false })
    // within the ±1 step window and newer than any code used before
    expect((await rest('POST', 'users/second-factor/verify', token, { code })).status).toBe(200)
    expect(await canWork(token)).toEqual({ audit: 200, admin: true })

    const other = await login(emails.admin)
    expect((await rest('POST', 'users/second-factor/verify', other, { code })).status).toBe(422)
    expect(await canWork(other)).toEqual({ audit: 403, admin: false })
  })

  it('a recovery code opens one session, once', async () => {
    inDeployment()
    const first = await login(emails.admin)
    expect((await rest('POST', 'users/second-factor/verify', first, { recoveryCode: recoveryCodes[0]!.toUpperCase() })).status).toBe(200)
    expect(await canWork(first)).toEqual({ audit: 200, admin: true })
    const second = await login(emails.admin)
    expect((await rest('POST', 'users/second-factor/verify', second, { recoveryCode: recoveryCodes[0] })).status).toBe(422)
    expect(await canWork(second)).toEqual({ audit: 403, admin: false })
    expect((await rest('POST', 'users/second-factor/verify', second, { recoveryCode: recoveryCodes[1] })).status).toBe(200)
    expect(await canWork(second)).toEqual({ audit: 200, admin: true })
  })

  it('ops is forced in a deployment; an editor is not', async () => {
    inDeployment()
    const ops = await login(emails.ops)
    // Payload's access answer leaves out what is refused
    expect((await rest('GET', 'access', ops)).json?.canAccessAdmin === true).toBe(false)
    expect((await rest('GET', 'globals/site-settings?depth=0', ops)).status).toBe(200)
    expect((await rest('POST', 'globals/site-settings', ops, { maintenanceMode: false })).status).toBe(403)
    const editor = await login(emails.editor)
    expect((await rest('GET', 'access', editor)).json?.canAccessAdmin).toBe(true)
    expect((await rest('GET', 'pages?limit=1&draft=true', editor)).status).toBe(200)
  })

  it('outside a deployment (a local run) ops is not forced', async () => {
    setEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: 'http://127.0.0.1:3000' })
    const ops = await login(emails.ops)
    expect((await rest('GET', 'access', ops)).json?.canAccessAdmin).toBe(true)
  })
})
