/**
 * Localized rule texts of a product page (spec §5 age and ID rules, §9 limits, deposit, open ticket).
 * Pure.
 */
import { cmToFeet, kgToLb, messageFor, type Product } from '../domain'
import { formatMoney, USD_FORMAT } from '../../../lib/money/format'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { formatMessage } from '../../../lib/i18n/format'
import type { ShopLocale, ShopProductRules } from './types'

/** The rule texts of `product` in `locale` (null where the rule does not apply); the words are the dictionary's `shopRules`. */
export function productRules(product: Product, locale: ShopLocale): ShopProductRules {
  const t = messagesFor(locale).shopRules
  const f = (template: string, values: Record<string, string | number> = {}) => formatMessage(template, values, locale)
  const { childAgeBand: band, infantFreeMaxAge: inf, adultMinAge: adult } = product
  const ages = f(t.ages, { adult, min: band.min, max: band.max, discount: product.childDiscountPct > 0 ? product.childDiscountPct : 0, infant: inf })
  const l = product.physicalLimits
  const parts: string[] = []
  if (l.minHeightCm !== null) parts.push(f(t.minHeight, { feet: String(cmToFeet(l.minHeightCm)), cm: String(l.minHeightCm) }))
  if (l.maxHeightCm !== null) parts.push(f(t.maxHeight, { feet: String(cmToFeet(l.maxHeightCm)), cm: String(l.maxHeightCm) }))
  if (l.minWeightKg !== null || l.maxWeightKg !== null) {
    const lo = l.minWeightKg,
      hi = l.maxWeightKg
    const range = lo !== null && hi !== null ? `${lo}–${hi} kg (${kgToLb(lo)}–${kgToLb(hi)} lb)` : lo !== null ? `≥ ${lo} kg (${kgToLb(lo)} lb)` : `≤ ${hi} kg (${kgToLb(hi!)} lb)`
    parts.push(f(t.weight, { range }))
  }
  const physicalLimits = parts.length ? f(t.requirements, { list: parts.join(' · ') }) : null
  const d = product.deposit
  const deposit = d ? f(d.per === 'person' ? t.depositPerPerson : t.depositPerBooking, { label: d.label, amount: formatMoney(d.amountUsd, USD_FORMAT) }) : null
  return {
    ages,
    childId: messageFor('CHILD_ID_REQUIRED', locale),
    minimumAge: product.minimumAge !== null ? messageFor('BELOW_MINIMUM_AGE', locale, { min: product.minimumAge }) : null,
    physicalLimits,
    visitorsMultiple: product.visitorsMultipleOf > 1 ? messageFor('VISITORS_MULTIPLE', locale, { n: product.visitorsMultipleOf }) : null,
    parkAdmission: product.requiresParkAdmission ? t.parkAdmission : null,
    deposit,
    openTicket: product.openTicket.enabled ? f(t.openTicket, { months: product.openTicket.validityMonths }) : null,
  }
}
