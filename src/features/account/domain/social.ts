/**
 * Social login rules (spec §1: three providers enabled): Google, Facebook and Apple through OpenID
 * Connect. A provider is usable only when enabled in site settings with an issuer URL and a client
 * id; a callback logs in only with a verified email (that is how an existing customer is found and
 * why the account can be marked verified). Pure.
 */
export const socialProviders = ['google', 'facebook', 'apple'] as const
export type SocialProvider = (typeof socialProviders)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value)
}

/** One provider's CMS settings (site-settings › socialLogin › <provider>). */
export type SocialProviderSettings = { enabled?: boolean | null; issuerUrl?: string | null; clientId?: string | null }

/** Providers the login modal offers: enabled, with an http(s) issuer URL and a client id. */
export function enabledProviders(settings: Partial<Record<SocialProvider, SocialProviderSettings | null>> | null | undefined): SocialProvider[] {
  return socialProviders.filter((p) => {
    const s = settings?.[p]
    return Boolean(s?.enabled && s.clientId && s.issuerUrl && /^https?:\/\//.test(s.issuerUrl))
  })
}

/**
 * What an admin is shown of an issuer's OpenID discovery document before confirming it as a
 * provider's issuer (OpenID Connect Discovery 1.0 §3, the metadata names in camelCase).
 */
export type IssuerDiscovery = {
  /** the document's `issuer`, equal to the address typed (Discovery §4.3) */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string | null
  jwksUri: string | null
  userinfoEndpoint: string | null
  /** the distinct hosts of the issuer and those endpoints, the issuer's first */
  hosts: string[]
  /** SHA-256 (hex) of the document's metadata as JSON with sorted keys */
  discoveryHash: string
}

/** The stored link between a customer and a provider account: `google:<sub>`. */
export function socialKey(provider: SocialProvider, subject: string): string {
  return `${provider}:${subject}`
}

/** Claims of a verified ID token that the account feature reads. */
export type SocialClaims = {
  sub: string
  email?: unknown
  email_verified?: unknown
  given_name?: unknown
  family_name?: unknown
  name?: unknown
}

export type SocialProfile = { subject: string; email: string; firstName: string; lastName: string }

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * The customer profile an ID token vouches for, or null when it carries no verified email (Apple
 * sends `email_verified` as the string "true"). Names fall back to splitting `name`, then to the
 * email's local part, so a new account always has a first and last name.
 */
export function profileFromClaims(claims: SocialClaims): SocialProfile | null {
  const email = str(claims.email).toLowerCase()
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  if (!claims.sub || !email || !verified || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null
  let firstName = str(claims.given_name)
  let lastName = str(claims.family_name)
  if (!firstName) {
    const parts = str(claims.name).split(/\s+/).filter(Boolean)
    firstName = parts[0] ?? email.split('@')[0]!
    lastName ||= parts.slice(1).join(' ')
  }
  return { subject: claims.sub, email, firstName: firstName.slice(0, 80), lastName: (lastName || '-').slice(0, 80) }
}

/** Only same-site paths may be a post-login destination (no open redirect). */
export function safeReturnPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) && value.length <= 512 ? value : fallback
}

/**
 * Apple sends the person's name only once, in the `user` JSON field of its form_post callback
 * (`{"name":{"firstName","lastName"},"email"}`), never in the ID token. Returns the OIDC name claims
 * from it (empty when absent or malformed; the email is always taken from the verified ID token).
 */
export function appleUserNames(user: string | null): { given_name?: string; family_name?: string } {
  if (!user || user.length > 2000) return {}
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }).name
    const clean = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined)
    const out: { given_name?: string; family_name?: string } = {}
    const g = clean(name?.firstName)
    const f = clean(name?.lastName)
    if (g) out.given_name = g
    if (f) out.family_name = f
    return out
  } catch {
    return {}
  }
}
