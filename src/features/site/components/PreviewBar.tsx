import type { RouteLocale } from '../../../lib/i18n/locales'
import { PreviewRefresh } from './PreviewRefresh'
import './preview.css'

/**
 * The bar across a page a staff user previews: says it is the unpublished draft
 * and how to leave; keeps the page out of search engines; refreshes on each save in the admin.
 */
export function PreviewBar({ locale, t }: { locale: RouteLocale; t: { label: string; bar: string; exit: string } }) {
  return (
    <div className="preview-bar" role="region" aria-label={t.label} data-testid="preview-bar">
      <meta name="robots" content="noindex, nofollow" />
      <p>{t.bar}</p>
      <a href={`/${locale}/preview/?exit=1`}>{t.exit}</a>
      <PreviewRefresh />
    </div>
  )
}
