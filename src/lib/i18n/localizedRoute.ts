/**
 * Localized flow routes as real route folders (`/es/busqueda/` and `/en/search/` both exist as
 * folders rendering one view): a path in the other language's spelling (`/es/search/`) redirects to
 * the right one, keeping the query string. No proxy rewrite is involved, so the routes behave the
 * same behind any host, 127.0.0.1 included.
 */
import { permanentRedirect } from 'next/navigation'
import type { RouteLocale } from './locales'
import { LOCALIZED_ROUTES } from './routes'

/** Redirects (308) when `slug` is not `route`'s spelling in `locale`; returns otherwise. */
export async function redirectToLocalizedPath(
  locale: RouteLocale,
  route: 'search' | 'booking' | 'cart',
  slug: string,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<void> {
  if (LOCALIZED_ROUTES[route][locale] === slug) return
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(await searchParams)) {
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) query.append(k, value)
  }
  const q = query.toString()
  permanentRedirect(`/${locale}/${LOCALIZED_ROUTES[route][locale]}/${q ? `?${q}` : ''}`)
}
