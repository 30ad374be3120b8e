/**
 * Numbers shown to people, in the visitor's language, with Intl (ICU): percentages and the plural
 * category that picks a text's form. Money has its own module (`src/lib/money/format.ts`); dates are
 * in `./dates.ts`. Every Intl object is built once per locale and kept.
 */
import { intlLocale } from './dates'

const percents = new Map<string, Intl.NumberFormat>()

/**
 * A rate in percent, as a tax line states it: 16 → '16%'; up to 4 decimals, with the language's decimal
 * separator (3.5 → '3.5%' in es and en, '3,5%' in pt).
 * @param percent the rate in percent points (16 means 16 %, not 0.16)
 * @param lang a route or text language ('es' | 'en' | 'pt') or an Intl locale of one
 */
export function formatPercent(percent: number, lang: string): string {
  const locale = intlLocale(lang)
  let f = percents.get(locale)
  if (!f) percents.set(locale, (f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 })))
  return f.format(percent / 100)
}

const plurals = new Map<string, Intl.PluralRules>()

/**
 * The CLDR plural category of a count in a language ('one' for 1 in es, en and pt; 'one' also for 0 in
 * pt; 'other' otherwise), to pick a text's singular or plural form where no ICU message does it (a
 * client component given both forms as props).
 * @param n the count
 * @param lang a route or text language ('es' | 'en' | 'pt') or an Intl locale of one
 */
export function pluralCategory(n: number, lang: string): Intl.LDMLPluralRule {
  const locale = intlLocale(lang)
  let rules = plurals.get(locale)
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(n)
}
