/**
 * The localized 404 page as one self-contained HTML document (spec §2 "Bad input": a localized page,
 * never a 5xx), for a request Next.js cannot route at all: a path whose %-escapes do not decode. Next
 * decodes the original path's params even after the proxy rewrites it to the 404 page, and fails, so
 * the proxy answers such a path with this document itself (src/proxy.ts). Every other 404 is the
 * site's own page (features/site/server/NotFoundView.tsx). Its styles are inline (the site's
 * stylesheets have build-hashed names), and it runs no script.
 */
import { messagesFor } from './dictionaries'
import { htmlLangOf, type RouteLocale } from './locales'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * @param locale the language the path names (`en` for any other)
 * @returns the document: `<html lang>`, `<title>` and heading "Page not found" in that language, a
 *   line of text and the link to that language's home, `noindex`
 */
export function notFoundDocument(locale: RouteLocale): string {
  const t = messagesFor(locale).errors
  return `<!DOCTYPE html><html lang="${htmlLangOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t.notFound)}</title><style>body{margin:0;font-family:system-ui,sans-serif;color:#2b2118;background:#fbf7f1;display:grid;place-items:center;min-height:100vh;text-align:center}main{max-width:32rem;padding:2rem}h1{font-family:Georgia,serif;font-weight:600}a{display:inline-block;padding:.75rem 1.25rem;border-radius:999px;background:#b5532f;color:#fff;text-decoration:none}</style></head><body><main><h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundText)}</p><p><a href="/${locale}/">${escapeHtml(t.backHome)}</a></p></main></body></html>`
}
