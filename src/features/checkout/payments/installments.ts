/**
 * Interest-free instalments (meses sin intereses) the payment provider can take: one rule for every
 * place that shows or accepts them — the checkout forms, the Stripe plans, the "Payment methods"
 * modal (a bank's 13- or 15-month plans are not offered, so they are not shown).
 * Browser-safe (no provider SDK).
 */

/** Most months of interest-free instalments the storefront offers (spec §9: up to 12). */
export const MAX_INSTALLMENT_MONTHS = 12

/** A bank's interest-free month options that can be paid: integers 2…12, ascending, de-duplicated. */
export function installmentOptions(msiBreakdown: readonly number[] | null | undefined): number[] {
  return [...new Set((msiBreakdown ?? []).filter((m) => Number.isInteger(m) && m > 1 && m <= MAX_INSTALLMENT_MONTHS))].sort((a, b) => a - b)
}
