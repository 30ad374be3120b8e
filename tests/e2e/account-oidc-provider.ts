/**
 * A real OpenID Connect provider for the social-login end-to-end tests (issue #6): `oidc-provider`
 * on 127.0.0.1 with one confidential client per storefront provider (google, facebook, apple — all
 * pointing here), authorization code + PKCE, and a login interaction: a small form where the test
 * types the person's email and name. Consent is granted automatically (first-party test clients).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { E2E_OIDC_PORT, E2E_SOCIAL_SECRETS } from '../../playwright.config'

export const OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`
export const oidcClientId = (provider: string) => `hxa-e2e-${provider}`

type Person = { email: string; givenName: string; familyName: string }
const people = new Map<string, Person>()
/** The person who signed in last (the tests sign in one at a time): Apple's `user` form field. */
let lastPerson: Person | null = null

/**
 * Apple posts the person's name only in a `user` JSON field of its form_post callback (never in the
 * ID token). oidc-provider's form_post page does not have it, so it is added to that page here.
 */
function withAppleUserField(html: string): string {
  if (!lastPerson || !html.includes('/oidc/apple/callback/') || !html.includes('name="code"')) return html
  const user = JSON.stringify({ name: { firstName: lastPerson.givenName, lastName: lastPerson.familyName }, email: lastPerson.email })
  return html.replace('<noscript>', `<input type="hidden" name="user" value="${escapeHtml(user)}"/>\n    <noscript>`)
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

/**
 * Starts the provider.
 * @param appOrigin the storefront's origin (its redirect URIs are registered for each client)
 * @returns a stop function
 */
export async function startOidcProvider(appOrigin: string): Promise<{ stop: () => Promise<void> }> {
  const provider = new Provider(OIDC_ISSUER, {
    clients: (['google', 'facebook', 'apple'] as const).map((p) => ({
      client_id: oidcClientId(p),
      client_secret: E2E_SOCIAL_SECRETS[p],
      redirect_uris: [`${appOrigin}/account-session/oidc/${p}/callback/`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'name'],
    cookies: { keys: ['e2e-oidc-cookie-key-not-secret'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const person = people.get(id)
      if (!person) return undefined
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: person.email,
          email_verified: true,
          name: `${person.givenName} ${person.familyName}`,
          given_name: person.givenName,
          family_name: person.familyName,
        }),
      }
    },
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId })
      // every scope the client asked for (Apple asks for `openid email name`)
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid email profile'))
      await grant.save()
      return grant
    },
  })
  const callback = provider.callback()
  const server = http.createServer(async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '')
    if (!match) {
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if ((typeof chunk === 'string' || Buffer.isBuffer(chunk)) && String(res.getHeader('content-type') ?? '').includes('html')) {
          const html = withAppleUserField(chunk.toString())
          if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(html))
          return end(html, ...rest)
        }
        return end(chunk, ...rest)
      }) as typeof res.end
      return callback(req, res)
    }
    try {
      if (req.method === 'POST' && match[2]) {
        const form = await readForm(req)
        const email = (form.get('email') ?? '').trim().toLowerCase()
        const accountId = `sub-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`
        lastPerson = { email, givenName: form.get('given_name') || 'Social', familyName: form.get('family_name') || 'Tester' }
        people.set(accountId, lastPerson)
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
        return
      }
      const details = await provider.interactionDetails(req, res)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(`<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<main><h1>Test identity provider</h1><p>Client: ${escapeHtml(String(details.params.client_id))}</p>
<form method="post" action="/interaction/${escapeHtml(details.uid)}/login">
<label>Email <input name="email" type="email" required></label>
<label>Given name <input name="given_name"></label>
<label>Family name <input name="family_name"></label>
<button type="submit">Sign in</button></form></main></body></html>`)
    } catch (err) {
      res.statusCode = 400
      res.end(`interaction failed: ${String(err)}`)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(E2E_OIDC_PORT, '127.0.0.1', () => resolve())
  })
  void (server.address() as AddressInfo)
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
