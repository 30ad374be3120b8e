/**
 * An admin confirms a social-login provider's new issuer before it is saved. Whoever runs a
 * provider's issuer vouches `email_verified` for any address (sign-in as any customer) and receives
 * the client secret, so a new issuer address is taken only after an admin has seen what its OpenID
 * discovery document declares and confirmed it.
 *
 * - `issuerDiscoveryEndpoint`: `POST /api/globals/site-settings/issuer-discovery` (admins only, same
 *   origin) with `{ provider, issuerUrl }` fetches the discovery document the way a sign-in does
 *   (through the guarded fetch: private, loopback and link-local destinations refused in a
 *   deployment) and answers the issuer, its endpoints, their hosts, the document's SHA-256 and a
 *   confirmation: an HMAC-signed claim bound to the provider, that exact issuer address, the
 *   document's hash and the admin, valid CONFIRMATION_TTL_MS.
 * - `issuerUrlValidate`: the validator of each provider's `issuerUrl`. A save by a staff user that
 *   changes a provider's `issuerUrl` to a new non-empty address needs that provider's
 *   `issuerConfirmation` (a virtual field the admin's "Confirm this issuer" fills, never stored) to be
 *   a valid, fresh confirmation of the same address by the same user; otherwise Payload refuses the
 *   save (400) with the message in the admin's language at the field. Clearing an issuer needs none;
 *   server code without a user (the seed) is not asked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Endpoint, PayloadRequest, Validate } from 'payload'
import { z } from 'zod'
import { hasRole } from '../access/roles'
import { deployment } from '../../lib/env'
import { crossSiteRefusal, isSameOriginRequest } from '../../lib/http/sameOrigin'
import { messagesFor } from '../../lib/i18n/dictionaries'
import { editableUrlProblem } from '../../lib/safeUrl'
import { type IssuerDiscovery, type SocialProvider, socialProviders } from '../../features/account/domain/social'
import { formatMessage } from '../../lib/i18n/format'

/** How long a confirmation may be used for a save: 15 minutes. */
export const CONFIRMATION_TTL_MS = 15 * 60 * 1000

/** Fetches and checks an issuer's discovery document (features/account/server/social.ts `discoverIssuer`). */
export type DiscoverIssuer = (issuerUrl: string) => Promise<IssuerDiscovery>

type Lang = 'es' | 'en'
type Claim = { p: SocialProvider; i: string; h: string; u: string; t: number }

const texts = (lang: Lang) => messagesFor(lang).issuerConfirm
const langOf = (req: Pick<PayloadRequest, 'i18n'>): Lang => (req.i18n?.language === 'es' ? 'es' : 'en')
const userKey = (user: NonNullable<PayloadRequest['user']>) => `${user.collection}:${user.id}`
const mac = (body: string, secret: string) => createHmac('sha256', secret).update(`issuer-confirmation.${body}`).digest('base64url')

/**
 * A confirmation token: `base64url(JSON claim).HMAC-SHA256`, keyed with Payload's secret.
 * @param at the confirmation's time (ms since the epoch)
 */
export function signIssuerConfirmation(secret: string, c: { provider: SocialProvider; issuer: string; discoveryHash: string; user: NonNullable<PayloadRequest['user']>; at: number }): string {
  const body = Buffer.from(JSON.stringify({ p: c.provider, i: c.issuer, h: c.discoveryHash, u: userKey(c.user), t: c.at } satisfies Claim)).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/**
 * Why `token` does not confirm `issuer` for `provider` by `user` at `now`: 'unconfirmed' (missing,
 * forged, for another address, provider or user), 'expired' (older than CONFIRMATION_TTL_MS); null
 * when it does.
 */
export function confirmationProblem(
  token: unknown,
  want: { provider: SocialProvider; issuer: string; user: NonNullable<PayloadRequest['user']> },
  secret: string,
  now: number,
): 'unconfirmed' | 'expired' | null {
  if (typeof token !== 'string' || token.length > 4000) return 'unconfirmed'
  const [body, given] = token.split('.')
  if (!body || !given) return 'unconfirmed'
  const expected = Buffer.from(mac(body, secret))
  if (expected.length !== Buffer.byteLength(given) || !timingSafeEqual(expected, Buffer.from(given))) return 'unconfirmed'
  let claim: Claim
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claim
  } catch {
    return 'unconfirmed'
  }
  if (claim.p !== want.provider || claim.i !== want.issuer || claim.u !== userKey(want.user)) return 'unconfirmed'
  if (!(now - claim.t <= CONFIRMATION_TTL_MS && claim.t <= now + 60_000)) return 'expired'
  return null
}

/**
 * The validate function of `socialLogin.<provider>.issuerUrl` (see the module doc): the address must
 * pass `urlCheck`, and a staff save that changes it to a new non-empty address needs the sibling
 * `issuerConfirmation` to be a valid, fresh confirmation of that address by the same user. A field
 * validator, not a hook, so the refusal is Payload's own ValidationError (400, the field's path and
 * the message in the admin's language, shown at the field). While the admin types (`event:
 * 'onChange'`) only the address is checked: the confirmation box says what is missing.
 * @param defaults each provider's default issuer, the saved value of a global never saved before
 * @returns true, or the message (the admin's language)
 */
export function issuerUrlValidate(provider: SocialProvider, defaults: Record<SocialProvider, string>, urlCheck: (v: unknown) => string | true): Validate {
  return (value, { siblingData, previousValue, req, event }) => {
    const url = urlCheck(value)
    if (url !== true) return url
    if (value == null || value === '' || event === 'onChange' || !req.user) return true
    const before = previousValue === undefined ? defaults[provider] : previousValue
    if (value === before) return true
    const token = (siblingData as { issuerConfirmation?: unknown } | undefined)?.issuerConfirmation
    const problem = confirmationProblem(token, { provider, issuer: String(value), user: req.user }, req.payload.secret, Date.now())
    return problem ? texts(langOf(req))[problem] : true
  }
}

const InputSchema = z.object({ provider: z.enum(socialProviders), issuerUrl: z.string().min(1).max(2000) }).strict()

/** The answer of the discovery endpoint: what the admin is shown, and the confirmation to send with the save. */
export type IssuerCheck = IssuerDiscovery & { provider: SocialProvider; confirmation: string; expiresAt: string }
export type IssuerCheckResult = { ok: true; data: IssuerCheck } | { ok: false; message: string }

const crossSiteText = (lang: Lang): string => crossSiteRefusal(lang)

/**
 * `POST /api/globals/site-settings/issuer-discovery` with JSON `{ provider, issuerUrl }`: 200
 * `{ ok: true, data: IssuerCheck }`; `{ ok: false, message }` (the admin's language) with 401 (no
 * user), 403 (not an admin, cross-site), 415 (not JSON), 400 (bad input or address) or 422 (the
 * discovery failed or was refused, or, in a deployment, names an endpoint that is not https on a
 * public host name).
 */
export function issuerDiscoveryEndpoint(discover: DiscoverIssuer): Endpoint {
  return {
    path: '/issuer-discovery',
    method: 'post',
    handler: async (req) => {
      const lang = langOf(req)
      const t = texts(lang)
      const fail = (status: number, message: string) => Response.json({ ok: false, message } satisfies IssuerCheckResult, { status, headers: { 'Cache-Control': 'no-store' } })
      if (!isSameOriginRequest(req.headers)) return fail(403, crossSiteText(lang))
      if (!req.user) return fail(401, t.unauthenticated)
      if (!hasRole(req.user, 'admin')) return fail(403, t.forbidden)
      if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return fail(415, t.badRequest)
      let body: unknown
      try {
        body = await req.json?.()
      } catch {
        return fail(400, t.badRequest)
      }
      const parsed = InputSchema.safeParse(body)
      if (!parsed.success) return fail(400, t.badRequest)
      const { provider, issuerUrl } = parsed.data
      const urlProblem = editableUrlProblem(issuerUrl, deployment())
      if (urlProblem) return fail(400, formatMessage(t.invalidUrl, { reason: urlProblem }, lang))
      let found: IssuerDiscovery
      try {
        found = await discover(issuerUrl)
      } catch (err) {
        return fail(422, formatMessage(t.discoveryFailed, { issuer: issuerUrl, reason: err instanceof Error ? err.message : String(err) }, lang))
      }
      if (deployment()) {
        for (const url of [found.authorizationEndpoint, found.tokenEndpoint, found.jwksUri, found.userinfoEndpoint]) {
          if (url && editableUrlProblem(url, true)) return fail(422, formatMessage(t.endpointNotPublic, { url }, lang))
        }
      }
      const at = Date.now()
      const confirmation = signIssuerConfirmation(req.payload.secret, { provider, issuer: issuerUrl, discoveryHash: found.discoveryHash, user: req.user, at })
      const data: IssuerCheck = { ...found, provider, confirmation, expiresAt: new Date(at + CONFIRMATION_TTL_MS).toISOString() }
      return Response.json({ ok: true, data } satisfies IssuerCheckResult, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}
