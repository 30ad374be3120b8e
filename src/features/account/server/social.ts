/**
 * Social login (spec §1: three providers) with OpenID Connect through `openid-client`:
 * authorization code + PKCE (S256) + state + nonce. Providers, issuer URLs and client ids come from
 * the `site-settings` global (socialLogin.<provider>); client secrets from the environment
 * (`SOCIAL_<PROVIDER>_CLIENT_SECRET`). The flow's one-time values travel in a short-lived, signed,
 * httpOnly cookie. On the callback the customer is found by linked provider subject, else by the
 * verified email (and linked, and marked verified), else created verified.
 */
import { guardedFetch } from '../../../lib/safeUrl'
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as oidc from 'openid-client'
import type { Payload } from 'payload'
import type { Customer } from '../../../payload-types'
import { type IssuerDiscovery, type SocialProvider, type SocialProviderSettings, appleUserNames, enabledProviders, profileFromClaims, socialKey } from '../domain/social'
import { deployment, env } from '../../../lib/env'

/** Cookie holding state, nonce and PKCE verifier between the redirect and the callback. */
export const OIDC_COOKIE = 'hxa-oidc'
export const OIDC_COOKIE_MAX_AGE = 600

export type SocialSettings = Partial<Record<SocialProvider, SocialProviderSettings | null>>

/** Social-login settings from the site-settings global (uncached; callers may cache). */
export async function loadSocialSettings(payload: Payload): Promise<SocialSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return (settings.socialLogin ?? {}) as SocialSettings
}

/** Public origin of the site (SITE_URL), which the redirect URIs registered at providers use. */
function origin(): string {
  return env.SITE_URL.replace(/\/$/, '')
}

/** `https://site/account-session/oidc/google/callback/` */
export function redirectUri(provider: SocialProvider): string {
  return `${origin()}/account-session/oidc/${provider}/callback/`
}

const isLoopback = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

const configs = new Map<string, { at: number; config: oidc.Configuration }>()

/**
 * openid-client's discovery options: plain http only for a loopback issuer (the tests' local
 * provider), 10 s, and — SSRF — in a deployment the discovery and every endpoint it names (token,
 * userinfo, keys) through the guarded fetch: public addresses only, resolved once and connected to
 * (src/lib/safeUrl.ts).
 */
function discoveryOptions(issuer: URL, guard: boolean, resolve?: Parameters<typeof guardedFetch>[1]): oidc.DiscoveryRequestOptions {
  return {
    execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
    [oidc.customFetch]: guardedFetch(guard, resolve) as oidc.CustomFetch,
  }
}

/** The readable reason of an openid-client failure: its message and its causes' ("something went wrong" wraps the guard's refusal). */
function reasonOf(err: unknown): string {
  const parts: string[] = []
  for (let e: unknown = err; e instanceof Error && parts.length < 4; e = e.cause) if (e.message && e.message !== 'something went wrong') parts.push(e.message)
  return parts.join(': ') || 'discovery failed'
}

const sortedJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  )

/**
 * Fetches and checks an issuer's OpenID discovery document exactly as a sign-in will
 * (`openid-client` discovery: `{issuer}/.well-known/openid-configuration`, the document's `issuer`
 * must be the address given), through the same guarded fetch.
 * @param issuerUrl the address an admin typed
 * @param guard refuse private, loopback and link-local destinations (default: in a deployment)
 * @param resolve the DNS resolver (tests)
 * @throws Error with openid-client's or the guard's reason ("refused: … is not a public address",
 *   "discovered metadata issuer does not match the expected issuer", a network error)
 */
export async function discoverIssuer(issuerUrl: string, guard: boolean = deployment(), resolve?: Parameters<typeof guardedFetch>[1]): Promise<IssuerDiscovery> {
  const issuer = new URL(issuerUrl)
  let config: oidc.Configuration
  try {
    config = await oidc.discovery(issuer, 'issuer-check', undefined, oidc.None(), discoveryOptions(issuer, guard, resolve))
  } catch (err) {
    throw new Error(reasonOf(err), { cause: err })
  }
  const m = config.serverMetadata()
  if (!m.authorization_endpoint) throw new Error('the discovery document names no authorization_endpoint')
  const endpoints = [m.issuer, m.authorization_endpoint, m.token_endpoint, m.jwks_uri, m.userinfo_endpoint].filter((u): u is string => typeof u === 'string')
  const hosts = [
    ...new Set(
      endpoints.map((u) => {
        try {
          return new URL(u).host
        } catch {
          return u
        }
      }),
    ),
  ]
  return {
    issuer: m.issuer,
    authorizationEndpoint: m.authorization_endpoint,
    tokenEndpoint: m.token_endpoint ?? null,
    jwksUri: m.jwks_uri ?? null,
    userinfoEndpoint: m.userinfo_endpoint ?? null,
    hosts,
    discoveryHash: createHash('sha256').update(sortedJson(m)).digest('hex'),
  }
}

/**
 * Discovered client configuration for a provider (cached 10 minutes per issuer + client id). Plain
 * http is allowed only for a loopback issuer (the tests' local provider).
 * @throws Error when the provider is not enabled/configured or discovery fails
 */
export async function providerConfig(provider: SocialProvider, settings: SocialSettings): Promise<oidc.Configuration> {
  if (!enabledProviders(settings).includes(provider)) throw new Error(`social provider ${provider} is not enabled`)
  const s = settings[provider]!
  const issuer = new URL(s.issuerUrl!)
  const clientId = s.clientId!
  const secret = env[`SOCIAL_${provider.toUpperCase() as Uppercase<SocialProvider>}_CLIENT_SECRET`]
  const cacheKey = `${provider}|${issuer.href}|${clientId}|${secret ? 'secret' : 'public'}`
  const hit = configs.get(cacheKey)
  if (hit && Date.now() - hit.at < 10 * 60 * 1000) return hit.config
  const config = await oidc.discovery(issuer, clientId, secret ? { client_secret: secret } : undefined, secret ? oidc.ClientSecretPost(secret) : oidc.None(), discoveryOptions(issuer, deployment()))
  configs.set(cacheKey, { at: Date.now(), config })
  return config
}

type FlowState = { p: SocialProvider; s: string; n: string; v: string; l: string; r: string; t: number }

const sign = (value: string, secret: string) => createHmac('sha256', secret).update(value).digest('base64url')

/** Serializes and signs the flow state for the cookie. */
export function sealFlowState(state: FlowState, secret: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url')
  return `${body}.${sign(body, secret)}`
}

/** Verifies and reads the flow-state cookie; null when missing, tampered with or older than 10 minutes. */
export function openFlowState(cookie: string | undefined, secret: string, now = Date.now()): FlowState | null {
  if (!cookie) return null
  const [body, mac] = cookie.split('.')
  if (!body || !mac) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FlowState
    return now - state.t <= OIDC_COOKIE_MAX_AGE * 1000 ? state : null
  } catch {
    return null
  }
}

/**
 * Starts a provider login.
 * @param locale route locale to come back to; `returnTo` a same-site path
 * @returns the provider's authorization URL and the sealed cookie value to set
 */
export async function startSocialLogin(payload: Payload, provider: SocialProvider, settings: SocialSettings, locale: string, returnTo: string): Promise<{ url: URL; cookie: string }> {
  const config = await providerConfig(provider, settings)
  const verifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const params: Record<string, string> = {
    redirect_uri: redirectUri(provider),
    scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  }
  // Apple returns to the redirect URI with a form POST when names or email are requested.
  if (provider === 'apple') params.response_mode = 'form_post'
  const url = oidc.buildAuthorizationUrl(config, params)
  return { url, cookie: sealFlowState({ p: provider, s: state, n: nonce, v: verifier, l: locale, r: returnTo, t: Date.now() }, payload.secret) }
}

/**
 * Completes a provider login: exchanges the code (checking state, nonce and PKCE), reads the ID
 * token's claims and finds, links or creates the customer.
 * @param callbackParams the query (or form_post body) the provider sent to the redirect URI
 * @throws Error when the exchange or the ID-token checks fail, or the email is not verified
 */
export async function finishSocialLogin(payload: Payload, provider: SocialProvider, settings: SocialSettings, state: FlowState, callbackParams: URLSearchParams): Promise<Customer> {
  if (state.p !== provider) throw new Error('social login state belongs to another provider')
  const config = await providerConfig(provider, settings)
  const current = new URL(redirectUri(provider))
  callbackParams.forEach((v, k) => current.searchParams.set(k, v))
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: state.v,
    expectedState: state.s,
    expectedNonce: state.n,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('provider returned no ID token')
  let profileClaims: Record<string, unknown> = { ...claims }
  if (!profileClaims.email && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
    profileClaims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims }
  }
  if (provider === 'apple') profileClaims = { ...appleUserNames(callbackParams.get('user')), ...profileClaims }
  const profile = profileFromClaims(profileClaims as never)
  if (!profile) throw new Error('provider did not vouch for a verified email')
  return findOrCreateSocialCustomer(payload, provider, profile, state.l === 'es' || state.l === 'pt' ? state.l : 'en')
}

/**
 * The customer for a verified provider identity: by linked subject, else by email (linking the
 * subject and marking the account verified; an unverified account also loses its password and its
 * sessions), else a new verified account with an unusable random password. Runs with access overridden: the provider, not a session, vouches for the person.
 */
export async function findOrCreateSocialCustomer(
  payload: Payload,
  provider: SocialProvider,
  profile: { subject: string; email: string; firstName: string; lastName: string },
  lang: 'es' | 'en' | 'pt',
): Promise<Customer> {
  const key = socialKey(provider, profile.subject)
  const linked = await payload.find({ collection: 'customers', where: { 'socialAccounts.key': { equals: key } }, overrideAccess: true, limit: 1, depth: 0 })
  if (linked.docs[0]) return linked.docs[0]
  const row = { provider, key, linkedAt: new Date().toISOString() }
  const byEmail = await payload.find({ collection: 'customers', where: { email: { equals: profile.email } }, overrideAccess: true, limit: 1, depth: 0 })
  const existing = byEmail.docs[0]
  if (existing) {
    // Pre-hijack: an UNVERIFIED account with this email may have been opened by
    // someone else with their own password, waiting for the real owner to sign in with a provider.
    // Linking then takes it over for the owner: its password is replaced by an unusable random one
    // and every session it has ends. A verified account keeps its password (its owner proved the email).
    const takeover = existing._verified !== true
    return payload.update({
      collection: 'customers',
      id: existing.id,
      overrideAccess: true,
      data: {
        _verified: true,
        socialAccounts: [...(existing.socialAccounts ?? []).map(({ provider: p, key: k, linkedAt }) => ({ provider: p, key: k, linkedAt })), row],
        ...(takeover ? { password: randomBytes(32).toString('base64url'), sessions: [] } : {}),
      } as Partial<Customer>,
    })
  }
  return payload.create({
    collection: 'customers',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: {
      email: profile.email,
      password: randomBytes(32).toString('base64url'),
      firstName: profile.firstName,
      lastName: profile.lastName,
      preferredLanguage: lang,
      _verified: true,
      socialAccounts: [row],
    },
  })
}
