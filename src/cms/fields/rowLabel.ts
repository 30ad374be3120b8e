import type { RowLabelProps } from '../components/rowTitle'

/**
 * `admin.components` for an array whose rows are titled by their content, e.g.
 * `admin: { components: rowLabel(['label', 'href'], { en: 'Link', es: 'Enlace' }) }`: the row shows
 * its `label` and `href` joined by " · ", or "Link 03" while both are empty. Parts may carry a prefix,
 * a suffix and a condition (src/cms/components/rowTitle.ts).
 */
export function rowLabel(parts: RowLabelProps['parts'], fallback: RowLabelProps['fallback']) {
  const clientProps: RowLabelProps = { parts, fallback }
  return { RowLabel: { path: '/cms/components/RowLabel#RowLabel', clientProps } }
}
