/**
 * Customers reach Payload only through the storefront's routes, which call the local API with their
 * own checks (src/features/account/server). Payload's HTTP API — REST `/api/…`, GraphQL and the
 * admin's server functions — never accepts a customer token, whichever way it travels: the `Authorization: JWT …` / `Bearer …` header
 * or a `payload-token` cookie (Payload's token transports, `extractJWT`).
 */

/** The claims of a JWT without checking its signature (null when it is not one). */
function claimsOf(token: string): Record<string, unknown> | null {
  const part = token.trim().split('.')[1]
  if (!part || part.length > 8192) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Every token a request offers Payload: the Authorization header's and each `<prefix>-token` cookie's. */
function offeredTokens(headers: Headers, cookiePrefix: string): string[] {
  const out: string[] = []
  const auth = headers.get('authorization') ?? ''
  const m = /^\s*(?:JWT|Bearer)\s+(\S+)/i.exec(auth)
  if (m) out.push(m[1]!)
  const name = `${cookiePrefix}-token`
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) out.push(part.slice(i + 1))
  }
  return out
}

/** True when the headers offer Payload a customer token (header or `<prefix>-token` cookie). */
export function offersCustomerToken(headers: Headers, cookiePrefix = 'payload'): boolean {
  return offeredTokens(headers, cookiePrefix).some((t) => claimsOf(t)?.collection === 'customers')
}

/**
 * A 403 answer when the request offers Payload's HTTP API a customer token, else null (the request
 * goes on to Payload). The token's `collection` claim is what Payload's JWT strategy loads the user
 * from, so reading it unverified is exact: a forged claim only refuses the forger's own request.
 * @param cookiePrefix Payload's `cookiePrefix` (default `payload`)
 */
export function customerTokenRefusal(request: Request, cookiePrefix = 'payload'): Response | null {
  if (!offersCustomerToken(request.headers, cookiePrefix)) return null
  return Response.json({ errors: [{ message: 'Customers use the site, not this API.' }] }, { status: 403 })
}
