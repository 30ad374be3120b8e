/**
 * `/sitemap.xml`: every published CMS page in es, en and pt (the English slugs under `/pt/`) and
 * the search and cart in each language's spelling, with hreflang alternates.
 * Rendered on request (the build has no database) and cached by the pages tag.
 */
import type { MetadataRoute } from 'next'
import { absoluteUrl, pagePath } from '@/lib/seo/metadata'
import { getAllPageSlugs } from '@/cms/reads/queries'
import { localizedPath } from '@/lib/i18n/routes'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getAllPageSlugs()
  const entries: MetadataRoute.Sitemap = []
  const flow = (['search', 'cart'] as const).map((route) => ({ es: localizedPath('es', route), en: localizedPath('en', route), pt: localizedPath('pt', route) }))
  for (const p of pages) {
    const paths = { es: pagePath('es', p.es), en: pagePath('en', p.en), pt: pagePath('pt', p.en) }
    const languages = Object.fromEntries(
      Object.entries(paths)
        .filter(([, v]) => v)
        .map(([k, v]) => [k, absoluteUrl(v!)]),
    )
    for (const path of Object.values(paths)) {
      if (path) entries.push({ url: absoluteUrl(path), lastModified: p.updatedAt, alternates: { languages } })
    }
  }
  for (const f of flow) {
    const languages = { es: absoluteUrl(f.es), en: absoluteUrl(f.en), pt: absoluteUrl(f.pt) }
    entries.push(...Object.values(languages).map((url) => ({ url, alternates: { languages } })))
  }
  return entries
}
