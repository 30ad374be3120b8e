/**
 * Page metadata: title, description, canonical and hreflang alternates (`<html lang>` and
 * hreflang alternates per page). Portuguese content pages live at the English slugs under `/pt/`
 * (the flows have Portuguese paths, routes.ts): each page with an English version has a `pt`
 * alternate and, in Portuguese, its own canonical.
 */
import type { Metadata } from 'next'
import { env } from '../env'
import type { RouteLocale } from '../i18n/locales'

export type Alternates = { es: string | null; en: string | null }

/** Absolute URL of a site path. */
export const absoluteUrl = (path: string) => new URL(path, env.SITE_URL).toString()

/**
 * @param paths site paths of the same page per language (`/es/aviso-de-privacidad/`), null if none
 */
export function buildMetadata(locale: RouteLocale, { title, description }: { title: string; description?: string | null }, paths: Alternates): Metadata {
  const pt = paths.en?.startsWith('/en/') ? `/pt/${paths.en.slice(4)}` : null
  const canonicalPath = locale === 'es' ? paths.es : locale === 'pt' ? pt : paths.en
  const languages: Record<string, string> = {}
  if (paths.es) languages.es = absoluteUrl(paths.es)
  if (paths.en) {
    languages.en = absoluteUrl(paths.en)
    languages['x-default'] = absoluteUrl(paths.en)
  }
  if (pt) languages.pt = absoluteUrl(pt)
  return {
    title,
    description: description ?? undefined,
    metadataBase: new URL(env.SITE_URL),
    alternates: { canonical: canonicalPath ? absoluteUrl(canonicalPath) : undefined, languages },
    openGraph: { title, description: description ?? undefined, locale: locale === 'es' ? 'es_MX' : locale === 'pt' ? 'pt_BR' : 'en_US', type: 'website' },
  }
}

/** Site path of a CMS slug in a language: `home` is the language root. */
export function pagePath(locale: 'es' | 'en' | 'pt', slug: string | null): string | null {
  if (!slug) return null
  return slug === 'home' ? `/${locale}/` : `/${locale}/${slug}/`
}
