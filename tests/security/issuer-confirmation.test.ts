/**
 * A social-login provider's new issuer is saved only once an admin has confirmed it, through the
 * app's real REST route (`/api/[...slug]`) with staff tokens: a save that changes `issuerUrl`
 * without a fresh confirmation is refused with a 400 in the admin's language; the issuer-discovery
 * endpoint fetches the issuer's OpenID discovery document (a local issuer here) and answers its
 * endpoints, hosts and a confirmation bound to that address, provider and admin; with it the save
 * passes. The discovery goes through the guarded fetch: a private destination is refused.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoverIssuer } from '../../src/features/account/server/social'
import { CONFIRMATION_TTL_MS, signIssuerConfirmation } from '../../src/cms/globals/issuerConfirmation'
import en from '../../src/lib/i18n/messages/en.json'
import es from '../../src/lib/i18n/messages/es.json'
import { testPayload } from '../helpers/payload'

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let POST: Handler
const tag = randomUUID().slice(0, 8)
const staff = { admin: `iss-admin-${tag}@hotelarte.example`, admin2: `iss-admin2-${tag}@hotelarte.example`, ops: `iss-ops-${tag}@hotelarte.example` }
const password = 'Staff-pass-Tulum-2026'
const token: Record<keyof typeof staff, string> = { admin: '', admin2: '', ops: '' }
const userOf: Record<string, { id: number | string; collection: 'users' }> = {}

/** A local OpenID provider's discovery document (and, under /other, one that names another issuer). */
let server: http.Server
let issuer = ''
function startIssuer(): Promise<void> {
  server = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const doc = (iss: string) => ({
      issuer: iss,
      authorization_endpoint: `${origin}/auth`,
      token_endpoint: `${origin}/token`,
      jwks_uri: `${origin}/jwks`,
      userinfo_endpoint: `${origin}/me`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    })
    const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.url === '/.well-known/openid-configuration') return send(doc(origin))
    if (req.url === '/other/.well-known/openid-configuration') return send(doc('https://accounts.google.com'))
    res.writeHead(404).end()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      resolve()
    }),
  )
}

const rest = (slug: string[], body: unknown, as: keyof typeof staff, lang: 'es' | 'en' = 'en') =>
  POST(
    new Request(`http://localhost:3000/api/${slug.join('/')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token[as]}`, 'x-forwarded-for': '203.0.113.61', 'accept-language': lang },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
const save = (google: Record<string, unknown>, as: keyof typeof staff = 'admin', lang: 'es' | 'en' = 'en') => rest(['globals', 'site-settings'], { socialLogin: { google } }, as, lang)
const check = (body: unknown, as: keyof typeof staff = 'admin') => rest(['globals', 'site-settings', 'issuer-discovery'], body, as)

type Google = { issuerUrl?: string | null; issuerConfirmation?: string | null; enabled?: boolean | null; clientId?: string | null }
const google = async () => ((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })) as unknown as { socialLogin: { google: Google } }).socialLogin.google
/** The field messages of a refused save. */
const fieldErrors = async (res: Response) => ((await res.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }).errors.flatMap((e) => e.data?.errors ?? [])

let original: Google

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: Handler })
  for (const [key, role] of [
    ['admin', 'admin'],
    ['admin2', 'admin'],
    ['ops', 'ops'],
  ] as const) {
    const user = await payload.create({ collection: 'users', data: { email: staff[key], password, roles: [role] } as never, overrideAccess: true })
    userOf[key] = { id: user.id, collection: 'users' }
    token[key] = (await payload.login({ collection: 'users', data: { email: staff[key], password } })).token!
  }
  original = await google()
  await startIssuer()
}, 120_000)
afterAll(async () => {
  // server code without a user (as the seed) restores the issuer
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, context: { disableRevalidate: true }, data: { socialLogin: { google: { ...original } } } as never })
  await payload.delete({ collection: 'users', where: { email: { in: Object.values(staff) } }, overrideAccess: true })
  await new Promise((resolve) => server.close(resolve))
  await payload.destroy()
})

describe('a new social-login issuer needs an admin confirmation', () => {
  it('a save that changes the issuer without a confirmation is refused in the admin language; the issuer stays', async () => {
    for (const lang of ['es', 'en'] as const) {
      const res = await save({ issuerUrl: issuer, enabled: true, clientId: 'hxa-google' }, 'admin', lang)
      expect(res.status).toBe(400)
      const errors = await fieldErrors(res)
      expect(errors).toEqual([{ path: 'socialLogin.google.issuerUrl', message: (lang === 'es' ? es : en).issuerConfirm.unconfirmed, label: expect.anything() }])
    }
    expect((await google()).issuerUrl).toBe(original.issuerUrl)
    // saving the other fields with the issuer as it is needs no confirmation
    const same = await save({ issuerUrl: original.issuerUrl, clientId: 'hxa-google-2' })
    expect(same.status).toBe(200)
    expect((await google()).clientId).toBe('hxa-google-2')
  })

  it('the issuer check shows the discovery document; the confirmed issuer is saved and the confirmation is not stored', async () => {
    const res = await check({ provider: 'google', issuerUrl: issuer })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Record<string, unknown> & { confirmation: string; hosts: string[] } }
    const host = new URL(issuer).host
    expect(data).toMatchObject({
      provider: 'google',
      issuer,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      jwksUri: `${issuer}/jwks`,
      userinfoEndpoint: `${issuer}/me`,
      hosts: [host],
      discoveryHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const saved = await save({ issuerUrl: issuer, issuerConfirmation: data.confirmation })
    expect(saved.status).toBe(200)
    const after = await google()
    expect(after.issuerUrl).toBe(issuer)
    expect(after.issuerConfirmation ?? null).toBeNull()
  })

  it('a confirmation holds only for its address, provider and admin, for 15 minutes', async () => {
    const { data } = (await (await check({ provider: 'google', issuerUrl: `${issuer}/` })).json()) as { data: { confirmation: string; discoveryHash: string } }
    // another address
    expect((await save({ issuerUrl: `${issuer}/x`, issuerConfirmation: data.confirmation })).status).toBe(400)
    // another provider
    const facebook = await rest(['globals', 'site-settings'], { socialLogin: { facebook: { issuerUrl: `${issuer}/`, issuerConfirmation: data.confirmation } } }, 'admin')
    expect(facebook.status).toBe(400)
    // another admin
    expect((await save({ issuerUrl: `${issuer}/`, issuerConfirmation: data.confirmation }, 'admin2')).status).toBe(400)
    // forged
    expect((await save({ issuerUrl: `${issuer}/`, issuerConfirmation: `${data.confirmation.split('.')[0]}.AAAA` })).status).toBe(400)
    // older than 15 minutes
    const stale = signIssuerConfirmation(payload.secret, {
      provider: 'google',
      issuer: `${issuer}/`,
      discoveryHash: data.discoveryHash,
      user: userOf.admin as never,
      at: Date.now() - CONFIRMATION_TTL_MS - 1000,
    })
    const old = await save({ issuerUrl: `${issuer}/`, issuerConfirmation: stale }, 'admin', 'es')
    expect(old.status).toBe(400)
    expect((await fieldErrors(old))[0]?.message).toBe(es.issuerConfirm.expired)
    expect((await google()).issuerUrl).toBe(issuer)
    // the admin's own, fresh: accepted
    expect((await save({ issuerUrl: `${issuer}/`, issuerConfirmation: data.confirmation })).status).toBe(200)
    expect((await google()).issuerUrl).toBe(`${issuer}/`)
  })

  it('only admins check an issuer; a document naming another issuer is refused', async () => {
    const ops = await check({ provider: 'google', issuerUrl: issuer }, 'ops')
    expect(ops.status).toBe(403)
    expect(((await ops.json()) as { confirmation?: string }).confirmation).toBeUndefined()
    const other = await check({ provider: 'google', issuerUrl: `${issuer}/other` })
    expect(other.status).toBe(422)
    expect(((await other.json()) as { message: string }).message).toContain('does not match')
    expect((await check({ provider: 'github', issuerUrl: issuer })).status).toBe(400)
    expect((await check({ provider: 'google', issuerUrl: 'javascript:alert(1)' })).status).toBe(400)
  })

  it('the discovery fetch refuses private destinations when guarded (as in a deployment)', async () => {
    await expect(discoverIssuer(issuer, true)).rejects.toThrow(/not a public address/)
    // a public-looking name that resolves to an internal address
    await expect(discoverIssuer('https://issuer.example.test', true, async () => [{ address: '10.0.0.7', family: 4 }])).rejects.toThrow(/not a public address/)
    // unguarded (development and tests) the same local issuer is read
    expect((await discoverIssuer(issuer, false)).issuer).toBe(issuer)
  })
})
