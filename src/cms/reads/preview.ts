/**
 * Staff preview of drafts on the storefront. The preview route
 * (`src/app/(frontend)/[locale]/preview/route.ts`) turns on Next's draft mode for a signed-in staff
 * user; while it is on, pages and the layout read the latest drafts here — uncached, with that user's
 * access — instead of the cached published reads (src/cms/reads/queries.ts), so travellers' caches
 * never hold a draft. A draft-mode cookie without a staff session reads nothing here: travellers
 * who somehow carry it still get published content.
 */
import config from '@payload-config'
import { cookies, draftMode, headers } from 'next/headers'
import { getPayload, type TypedUser } from 'payload'
import { DraftBannerDocument, DraftPageBySlugDocument, type BannerDoc, type PageDoc } from '../../lib/graphql/documents'
import type { TextLocale } from '../../lib/i18n/locales'
import { hasRole } from '../access/roles'
import { cmsQuery } from './graphql'
import { getPageBySlug } from './queries'

/** The cookie naming the banner or popup being previewed (its id), set by the preview route. */
export const PREVIEW_BANNER_COOKIE = 'hxa-preview-banner'

/** The staff user of this request when draft mode is on (preview), else null. */
export async function previewUser(): Promise<TypedUser | null> {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'editor', 'ops') ? (user as TypedUser) : null
}

/** The locale a field falls back to (payload.config.ts: `pt` → `en`); itself for es and en. */
const fallbackOf = (locale: TextLocale): 'es' | 'en' => (locale === 'pt' ? 'en' : locale)

/**
 * The latest draft of the page with `slug` for `user` (Portuguese: found by its English slug, read in
 * Portuguese with English fallback, as the published read does), or null.
 */
export async function getDraftPageBySlug(slug: string, locale: TextLocale, user: TypedUser): Promise<PageDoc | null> {
  const lookup = locale === 'pt' ? 'en' : locale
  const found = (await cmsQuery(DraftPageBySlugDocument, { slug, locale: lookup, fallbackLocale: lookup }, { locale: lookup, user })).Pages?.docs[0] ?? null
  if (!found || locale !== 'pt') return found
  return (await cmsQuery(DraftPageBySlugDocument, { slug, locale: 'pt', fallbackLocale: fallbackOf('pt') }, { locale: 'pt', user })).Pages?.docs[0] ?? found
}

/** The banner or popup being previewed (the preview cookie's id), its latest draft in `locale`, or null. */
export async function getPreviewBanner(locale: TextLocale, user: TypedUser): Promise<BannerDoc | null> {
  const id = Number((await cookies()).get(PREVIEW_BANNER_COOKIE)?.value)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  try {
    return (await cmsQuery(DraftBannerDocument, { id, locale, fallbackLocale: fallbackOf(locale) }, { locale, user })).Banner
  } catch {
    return null // deleted since
  }
}

/**
 * The page with `slug` for this request: the latest draft while a staff user previews (`preview`
 * true), else the cached published page. Null when there is none.
 */
export async function pageForRequest(slug: string, locale: TextLocale): Promise<{ page: PageDoc | null; preview: boolean }> {
  const user = await previewUser()
  if (user) return { page: await getDraftPageBySlug(slug, locale, user), preview: true }
  return { page: await getPageBySlug(slug, locale), preview: false }
}

/**
 * The layout's banners with the previewed one (if any) in place of its published version and shown
 * whatever its switch and dates: staff see what they are about to publish.
 */
export function withPreviewBanner(docs: BannerDoc[], preview: BannerDoc | null): BannerDoc[] {
  if (!preview) return docs
  return [{ ...preview, startsAt: null, endsAt: null }, ...docs.filter((d) => d.id !== preview.id && d.kind !== preview.kind)]
}
