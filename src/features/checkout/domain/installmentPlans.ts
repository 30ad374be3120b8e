/**
 * Interest-free instalments (meses sin intereses, MSI) at checkout: which months a bank offers for a
 * currency, the most months a rate card may promise, the amount per month, and the server's reading of
 * the guest's bank/months choice. Pure (no I/O): the caller passes the CMS banks (spec §3 "Bank for
 * instalments": id, name, msiBreakdown) read for the request. Browser-safe.
 *
 * Rules (spec §9 "Instalments without interest up to 12 months. Per-bank options are 3, 6, 9, 12, 13
 * and 15 months"; spec §5 Banks answer: MXN): a bank's plans are offered in Mexican pesos only and only
 * up to `MAX_INSTALLMENT_MONTHS` (`installmentOptions`), so a 13- or 15-month plan is neither offered
 * nor promised.
 */
import { installmentOptions } from '../payments/installments'

/** The CMS bank fields the rules read. */
export type InstallmentBank = { id: number | string; name?: string | null; msiBreakdown?: readonly number[] | null }

/** The currency interest-free instalments are offered in (the banks' plans are Mexican cards). */
export const INSTALLMENT_CURRENCY = 'MXN'

/**
 * The banks that offer a plan for `currency`, each with its months (ascending, 2…12), in the CMS order;
 * empty for any currency but MXN or when no bank has a plan that can be paid.
 */
export function banksOffering<B extends InstallmentBank>(banks: readonly B[], currency: string): (B & { months: number[] })[] {
  if (currency.toUpperCase() !== INSTALLMENT_CURRENCY) return []
  return banks.map((b) => ({ ...b, months: installmentOptions(b.msiBreakdown) })).filter((b) => b.months.length > 0)
}

/**
 * The most months a rate card may promise for `currency`: the largest plan any bank offers at this
 * checkout (`banksOffering`), or null when none is offered (then the card promises nothing).
 */
export function promisedInstallmentMonths(banks: readonly InstallmentBank[], currency: string): number | null {
  const months = banksOffering(banks, currency).flatMap((b) => b.months)
  return months.length > 0 ? Math.max(...months) : null
}

/**
 * What each monthly instalment of `amountMinor` over `months` comes to, in minor units: the amount
 * divided by the months, rounded up to the minor unit (the hotel API's `msiBreakdown` rule), so the
 * instalments shown never add up to less than the amount charged. @throws RangeError for months < 1
 */
export function monthlyInstallmentMinor(amountMinor: number, months: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive integer')
  return Math.ceil(amountMinor / months)
}

/** The guest's choice as the server reads it: months to charge in (undefined = one payment), or why it is refused. */
export type InstallmentChoice = { ok: true; months: number | undefined } | { ok: false; error: 'installmentsUnavailable' }

/**
 * Reads the checkout form's `bank` (a CMS bank id, '' = one payment) and `installments` (months;
 * '' or '1' = one payment) against the banks and currency of this payment. Never trusts the form: the
 * months must be one the chosen bank offers for `currency` (`banksOffering`). A bank with one payment
 * is one payment.
 * @returns `{ ok: true, months }` (months ≥ 2, or undefined for one payment), or `{ ok: false }` for
 *   months without a bank, an unknown bank, a bank without plans in this currency or months it does not offer
 */
export function installmentChoice(form: { bank?: string | null; installments?: string | null }, currency: string, banks: readonly InstallmentBank[]): InstallmentChoice {
  const raw = (form.installments ?? '').trim()
  if (raw === '' || raw === '1') return { ok: true, months: undefined }
  const months = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN
  const bankId = (form.bank ?? '').trim()
  const bank = banksOffering(banks, currency).find((b) => String(b.id) === bankId)
  if (!bank || !bank.months.includes(months)) return { ok: false, error: 'installmentsUnavailable' }
  return { ok: true, months }
}
