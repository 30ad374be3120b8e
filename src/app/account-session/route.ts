/**
 * `GET /account-session/` → `{ ok: true, data: { customer: { firstName } | null, providers } }`.
 * Who is logged in, for the header's greeting (the layout itself stays cached and cookie-free), and
 * which social providers the login modal offers. Never cached.
 */
import { unstable_cache } from 'next/cache'
import { type NextRequest } from 'next/server'
import { enabledProviders } from '@/features/account/domain/social'
import { answer } from '@/features/account/server/http'
import { accountPayload, currentCustomer } from '@/features/account/server/session'
import { loadSocialSettings } from '@/features/account/server/social'
import { cacheTags } from '@/lib/graphql/cache-tags'

export const dynamic = 'force-dynamic'

const providers = unstable_cache(async () => enabledProviders(await loadSocialSettings(await accountPayload())), ['account-social-providers'], {
  tags: [cacheTags.all, cacheTags.siteSettings],
  revalidate: 300,
})

export async function GET(request: NextRequest) {
  const payload = await accountPayload()
  const [customer, enabled] = await Promise.all([currentCustomer(payload, request.headers), providers()])
  return answer({ ok: true, data: { customer: customer ? { firstName: customer.firstName } : null, providers: enabled } })
}
