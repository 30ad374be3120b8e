/**
 * The staff session cookie under the site's one same-origin rule (src/lib/http/sameOrigin.ts).
 *
 * Payload accepts its `payload-token` cookie only when the request's `Origin` is in `config.csrf`,
 * a fixed list (SITE_URL, as `serverURL`). A staff member on another address of this same site —
 * `http://127.0.0.1:3000` when SITE_URL names `localhost`, the forwarded host behind our proxies —
 * would be signed out of every admin POST. This strategy, tried before Payload's own (`local-jwt`),
 * vouches for such a request when the site's rule accepts its Origin, and then authenticates the
 * cookie exactly as Payload's JWT strategy does (signature, session id, user lookup). It never reads
 * the `Authorization` header and does nothing when Payload's own check already decides (no Origin,
 * an Origin in `csrf`, or no csrf list at all).
 */
import { JWTAuthentication, type AuthStrategy } from 'payload'
import { isSameOriginRequest } from '../../lib/http/sameOrigin'

/** `auth.strategies` entry of the `users` collection (see the module docs). */
export const sameOriginStaffCookie: AuthStrategy = {
  name: 'same-origin-cookie',
  authenticate: async (args) => {
    const { headers, payload } = args
    const origin = headers.get('origin')
    const csrf = payload.config.csrf ?? []
    if (!origin || csrf.length === 0 || csrf.includes(origin)) return { user: null }
    if (!(headers.get('cookie') ?? '').includes(`${payload.config.cookiePrefix}-token=`)) return { user: null }
    if (!isSameOriginRequest(headers)) return { user: null }
    const vouched = new Headers(headers)
    vouched.set('origin', csrf[0]!)
    vouched.delete('authorization')
    vouched.set('DisableAutologin', 'true')
    return JWTAuthentication({ ...args, headers: vouched, strategyName: 'local-jwt' })
  },
}
