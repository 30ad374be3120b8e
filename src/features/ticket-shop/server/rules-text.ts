/**
 * Localized rule texts of a product page (spec §5 age and ID rules, §9 limits, deposit, open ticket).
 * Pure.
 */
import { cmToFeet, kgToLb, messageFor, type Product } from '../domain'
import { formatMoney, USD_FORMAT } from '../../../lib/money/format'
import type { ShopLocale, ShopProductRules } from './types'

/** The rule texts of `product` in `locale` (null where the rule does not apply). */
export function productRules(product: Product, locale: ShopLocale): ShopProductRules {
  const es = locale === 'es'
  const { childAgeBand: band, infantFreeMaxAge: inf, adultMinAge: adult } = product
  const ages = es
    ? `Adultos ${adult}+ · Menores ${band.min}–${band.max} años${product.childDiscountPct > 0 ? ` (${product.childDiscountPct}% de descuento)` : ''} · Infantes 0–${inf} años gratis`
    : `Adults ${adult}+ · Children ${band.min}–${band.max}${product.childDiscountPct > 0 ? ` (${product.childDiscountPct}% off)` : ''} · Infants 0–${inf} free`
  const l = product.physicalLimits
  const parts: string[] = []
  if (l.minHeightCm !== null) parts.push(es ? `estatura mínima ${cmToFeet(l.minHeightCm)} ft (${l.minHeightCm} cm)` : `minimum height ${cmToFeet(l.minHeightCm)} ft (${l.minHeightCm} cm)`)
  if (l.maxHeightCm !== null) parts.push(es ? `estatura máxima ${cmToFeet(l.maxHeightCm)} ft (${l.maxHeightCm} cm)` : `maximum height ${cmToFeet(l.maxHeightCm)} ft (${l.maxHeightCm} cm)`)
  if (l.minWeightKg !== null || l.maxWeightKg !== null) {
    const lo = l.minWeightKg,
      hi = l.maxWeightKg
    const range = lo !== null && hi !== null ? `${lo}–${hi} kg (${kgToLb(lo)}–${kgToLb(hi)} lb)` : lo !== null ? `≥ ${lo} kg (${kgToLb(lo)} lb)` : `≤ ${hi} kg (${kgToLb(hi!)} lb)`
    parts.push(es ? `peso ${range}` : `weight ${range}`)
  }
  const physicalLimits = parts.length ? (es ? 'Requisitos: ' : 'Requirements: ') + parts.join(' · ') : null
  const d = product.deposit
  const deposit = d
    ? `${d.label}: ${formatMoney(d.amountUsd, USD_FORMAT)} ${d.per === 'person' ? (es ? 'por persona' : 'per person') : es ? 'por reservación' : 'per booking'}${es ? ' (reembolsable)' : ' (refundable)'}`
    : null
  return {
    ages,
    childId: messageFor('CHILD_ID_REQUIRED', locale),
    minimumAge: product.minimumAge !== null ? messageFor('BELOW_MINIMUM_AGE', locale, { min: product.minimumAge }) : null,
    physicalLimits,
    visitorsMultiple: product.visitorsMultipleOf > 1 ? messageFor('VISITORS_MULTIPLE', locale, { n: product.visitorsMultipleOf }) : null,
    parkAdmission: product.requiresParkAdmission
      ? es
        ? 'Esta actividad requiere una entrada al parque en tu carrito para la misma fecha.'
        : 'This activity requires a park admission in your cart for the same date.'
      : null,
    deposit,
    openTicket: product.openTicket.enabled
      ? es
        ? `Boleto abierto: válido ${product.openTicket.validityMonths} meses a partir de la compra.`
        : `Open ticket: valid ${product.openTicket.validityMonths} months from purchase.`
      : null,
  }
}
