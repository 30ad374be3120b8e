/**
 * Entry to the staff preview of drafts: the admin's live preview frame and its
 * Preview button open `/{locale}/preview/?collection=pages|banners&id=N`.
 *
 * - A signed-in staff user (admin, editor, ops — Payload's session cookie) gets Next's draft mode and
 *   is sent (307, relative) to the page: a CMS page to its path in `locale` (by its draft's slug); a
 *   banner or the sale popup to the home page, with the `hxa-preview-banner` cookie naming it.
 * - Anyone else gets 403 with a localized text, and no draft-mode cookie.
 * - `?exit=1` ends the preview for anyone (draft mode off, cookie gone) and goes to the home page.
 * Draft mode makes the pages render per request and read drafts with the staff user's access
 * (src/cms/reads/preview.ts): nothing reaches the caches travellers read.
 */
import config from '@payload-config'
import { cookies, draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { z } from 'zod'
import { hasRole } from '@/cms/access/roles'
import { PREVIEW_BANNER_COOKIE } from '@/cms/reads/preview'
import { cmsPagePath } from '@/features/site/domain/links'
import { privateCookieOptions } from '@/lib/cookieOptions'
import { messagesFor } from '@/lib/i18n/dictionaries'
import { contentLocaleOf, isRouteLocale, textLocaleOf, type RouteLocale } from '@/lib/i18n/locales'

const Query = z.object({ collection: z.enum(['pages', 'banners']), id: z.coerce.number().int().positive().max(2_147_483_647) })

const noStore = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }

const text = (status: number, body: string) => new Response(body, { status, headers: { ...noStore, 'content-type': 'text/plain; charset=utf-8' } })
const redirect = (path: string) => new Response(null, { status: 307, headers: { ...noStore, location: path } })

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale: given } = await params
  const locale: RouteLocale = isRouteLocale(given) ? given : 'en'
  const t = messagesFor(locale).preview
  const url = new URL(request.url)
  const jar = await cookies()
  if (url.searchParams.get('exit')) {
    ;(await draftMode()).disable()
    jar.delete(PREVIEW_BANNER_COOKIE)
    return redirect(`/${locale}/`)
  }
  const query = Query.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return text(400, t.notFound)
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'editor', 'ops')) return text(403, t.staffOnly)

  const { collection, id } = query.data
  // Portuguese pages live under their English slug
  const slugLocale = contentLocaleOf(locale)
  const doc = await payload
    .findByID({ collection, id, draft: true, locale: collection === 'pages' ? slugLocale : textLocaleOf(locale), user, overrideAccess: false, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!doc) return text(404, t.notFound)
  ;(await draftMode()).enable()
  if (collection === 'banners') {
    jar.set(PREVIEW_BANNER_COOKIE, String(id), privateCookieOptions())
    return redirect(`/${locale}/`)
  }
  jar.delete(PREVIEW_BANNER_COOKIE)
  const slug = (doc as { slug?: string | null }).slug
  return slug ? redirect(cmsPagePath(slug, locale)) : text(404, t.notFound)
}
