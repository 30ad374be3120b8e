/**
 * ICU message formatting (plurals, selects) for texts rendered outside next-intl's hooks — emails,
 * server-built summaries — with `intl-messageformat`, the library next-intl itself uses. A template
 * without ICU syntax is filled like a plain `{name}` template.
 * @throws never: a broken template falls back to the plain fill, so a text never takes a page down
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { intlLocale } from './dates'

/** `template` formatted for `lang` (es, en or pt) with `values`; `{adults, plural, one {# adult} other {# adults}}` works. */
export function formatMessage(template: string, values: Record<string, string | number>, lang: string): string {
  try {
    return String(new IntlMessageFormat(template, intlLocale(lang)).format(values))
  } catch {
    return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
  }
}
