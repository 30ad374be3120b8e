/**
 * The localized 404 page (spec §2 "Bad input": a localized page, never a 5xx) in the server's HTML:
 * heading, a line of text and the link to the language's home, with its title and `noindex`.
 *
 * `notFound()` thrown by a page outside any `<Suspense>` gives only Next.js's empty error document
 * (the not-found view is drawn by the browser's JavaScript: vercel/next.js#62228), so the routes
 * answer their 404s in one of two ways:
 * - a prerendered (static or ISR) route returns `NotFoundResponse`: the prerender sets the 404 status
 *   when the boundary's child throws `notFound()`, and keeps this view, the boundary's fallback, as the
 *   HTML (the content catch-all; a cached 404 is revalidated with the page reads' tags);
 * - a dynamic route is answered by the proxy (src/proxy.ts), which rewrites an address it knows names
 *   nothing to the page `/{locale}/not-found/` with status 404 (products, orders, confirmations).
 * Either way the browser's not-found boundary (`[locale]/not-found.tsx`) draws the same view.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { messagesFor } from '@/lib/i18n/dictionaries'
import { isRouteLocale, type RouteLocale } from '@/lib/i18n/locales'

/** The route locale of a `[locale]` param; English for anything else (spec §2: other languages give en). */
const localeOr = (locale: string): RouteLocale => (isRouteLocale(locale) ? locale : 'en')

/** The 404 article in `locale` (server component, no client JS of its own). */
export function NotFoundView({ locale }: { locale: string }) {
  const routeLocale = localeOr(locale)
  const t = messagesFor(routeLocale).errors
  return (
    <article className="page page--error" data-testid="not-found">
      <h1>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <a className="button" href={`/${routeLocale}/`}>
          {t.backHome}
        </a>
      </p>
    </article>
  )
}

/** The 404 page's metadata in `locale`: its title, never indexed. */
export function notFoundMetadata(locale: string): Metadata {
  return { title: messagesFor(localeOr(locale)).errors.notFound, robots: { index: false, follow: false } }
}

function NotFoundSignal(): never {
  notFound()
}

/**
 * What a prerendered route returns for an address that names nothing: status 404 with `NotFoundView`
 * in the HTML (see the module doc). In a dynamically rendered route the shell would already have
 * gone out with status 200: those routes use the proxy's rewrite instead.
 */
export function NotFoundResponse({ locale }: { locale: string }) {
  return (
    <Suspense fallback={<NotFoundView locale={locale} />}>
      <NotFoundSignal />
    </Suspense>
  )
}
