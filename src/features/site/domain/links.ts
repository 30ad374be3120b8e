/**
 * Where the links editors make in page content go: a CMS page chosen in the
 * editor links to its path in the page's language; a typed address only when it is safe.
 */
import type { BlockLink } from '../../../lib/graphql/documents'
import { localizeHref, type RouteLocale } from '../../../lib/i18n/locales'

/** Addresses a typed link may have on the storefront: the web, mail, phone, or a path on this site (not `//host`). */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i

/** The storefront path of the CMS page with `slug` (read in the page's language) under `locale`: the home page is `/{locale}/`. */
export function cmsPagePath(slug: string, locale: RouteLocale): string {
  return slug === 'home' ? `/${locale}/` : `/${locale}/${slug}/`
}

/** A link list entry's or call to action's href: the chosen page's path, else the typed address kept in `locale` (`localizeHref`), else null. */
export function blockLinkHref(link: BlockLink, locale: RouteLocale): string | null {
  if (link.page?.slug) return cmsPagePath(link.page.slug, locale)
  const href = link.href?.trim()
  return href && SAFE_HREF.test(href) ? localizeHref(href, locale) : null
}

/** The fields of a Lexical link node (`@payloadcms/richtext-lexical` LinkFeature): internal (a populated page) or custom (a typed url). */
export type RichLinkFields = { linkType?: string; url?: string | null; newTab?: boolean; doc?: { relationTo?: string; value?: unknown } | null }

/**
 * The href of a rich-text link on a page in `locale`: an internal link to its page's path (null when
 * the page was not populated — deleted or unpublished); a typed one only when http(s), mailto, tel or
 * a site path — anything else (e.g. `javascript:`) gets no link (null).
 */
export function richLinkHref(fields: RichLinkFields, locale: RouteLocale): string | null {
  if (fields.linkType === 'internal') {
    const page = fields.doc?.value as { slug?: unknown } | null | undefined
    return page && typeof page === 'object' && typeof page.slug === 'string' && page.slug ? cmsPagePath(page.slug, locale) : null
  }
  const url = (fields.url ?? '').trim()
  return SAFE_HREF.test(url) ? url : null
}
