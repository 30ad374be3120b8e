/**
 * The text an array row is titled by in the admin (rows titled by their content,
 * not "Row 01"). Pure, shared by the `RowLabel` client component and its unit test.
 */

/** A text in both admin languages, or one text for both (a code, a symbol). */
export type AdminText = string | { en: string; es: string }

/** One piece of a row's title: the value at `field` (a path inside the row), with an optional prefix and suffix; skipped unless `when` holds. */
export type RowTitlePart = { field: string; prefix?: AdminText; suffix?: AdminText; when?: { field: string; equals: string } }

/** What `rowLabel()` (src/cms/fields/rowLabel.ts) passes the component: the parts, and the row's noun for an empty row. */
export type RowLabelProps = { parts: (string | RowTitlePart)[]; fallback: { en: string; es: string } }

/** `text` in the admin language `lang` (Spanish for `es`, English otherwise). */
export const adminText = (text: AdminText | undefined, lang: string): string => (text === undefined ? '' : typeof text === 'string' ? text : lang === 'es' ? text.es : text.en)

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), data)
}

/** A field value as text: '' for empty values and for objects (a relation or upload has no text here); lists joined by ", ". */
function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ')
  if (typeof value === 'object') return ''
  return String(value).trim()
}

/**
 * The title of a row `data` from `parts`, joined by " · " (a part equal to the one before is shown
 * once: a tax whose code and name are both IVA), in admin language `lang`; '' when no part has a
 * value (the component then shows the fallback noun and the row number).
 */
export function rowTitle(data: unknown, parts: RowLabelProps['parts'], lang: string): string {
  return parts
    .map((p) => (typeof p === 'string' ? { field: p } : p))
    .filter((p) => !p.when || valueAt(data, p.when.field) === p.when.equals)
    .map((p) => {
      const text = asText(valueAt(data, p.field))
      return text ? `${adminText(p.prefix, lang)}${text}${adminText(p.suffix, lang)}` : ''
    })
    .filter((text, i, all) => text && text !== all[i - 1])
    .join(' · ')
}

/** The whole label: the row's title, or "<fallback> 03" for an empty third row (Payload's own style). */
export function rowLabelText(data: unknown, { parts, fallback }: RowLabelProps, lang: string, rowNumber: number | undefined): string {
  return rowTitle(data, parts, lang) || `${adminText(fallback, lang)} ${String(rowNumber ?? 0).padStart(2, '0')}`
}
