/**
 * The interest-free instalment plan (meses sin intereses) a booking was paid with, as the confirmation
 * page, the lookup page and the confirmation email show it: the months and what each month comes to
 * — the amount charged split as the checkout's chooser split it (`monthlyInstallmentMinor`, rounded up
 * to the minor unit), worded with the chooser's own text (`booking.guest.monthsOption`). A booking paid
 * in one charge has no plan and shows nothing. Pure, browser-safe.
 */
import { monthlyInstallmentMinor } from '../../checkout/domain/installmentPlans'
import { MAX_INSTALLMENT_MONTHS } from '../../checkout/payments/installments'
import { formatMessage } from '../../../lib/i18n/format'

/** A payment's plan as stored with it: months, and the amount authorized in minor units of `currency`. */
export type StoredPaymentPlan = { months: number; amountMinor: number; currency: string }

/** What is shown: months and the amount per month, minor units of the booking's currency. */
export type InstallmentPlanShown = { months: number; monthlyMinor: number }

/**
 * The plan to show for a booking in `currency`, or null — no stored plan, one payment (months < 2),
 * months beyond what the checkout offers (`MAX_INSTALLMENT_MONTHS`), a non-positive amount, or a plan
 * in another currency than the booking's (then its amount cannot be shown in the booking's money).
 */
export function installmentPlanOf(plan: StoredPaymentPlan | null | undefined, currency: string): InstallmentPlanShown | null {
  if (!plan) return null
  const { months, amountMinor } = plan
  if (!Number.isInteger(months) || months < 2 || months > MAX_INSTALLMENT_MONTHS) return null
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null
  if (plan.currency.toUpperCase() !== currency.toUpperCase()) return null
  return { months, monthlyMinor: monthlyInstallmentMinor(amountMinor, months) }
}

/**
 * The plan in words: `template` is the chooser's `booking.guest.monthsOption` ('{months} meses sin
 * intereses de {amount}'), `money` formats minor units (src/lib/money/format.ts `formatMoney`).
 */
export function installmentPlanText(plan: InstallmentPlanShown, template: string, money: (minor: number) => string, lang: string): string {
  return formatMessage(template, { months: plan.months, amount: money(plan.monthlyMinor) }, lang)
}
