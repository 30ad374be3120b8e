/**
 * Money formatting from the CMS currency settings (spec §3 Currency, §9; architecture §6).
 *
 * Amounts are integers in minor units (cents; for 0-decimal currencies such as JPY, CLP, KRW the
 * minor unit is the unit itself). Formatting happens only at render time.
 */

/** The formatting part of a `currencies` CMS document. */
export type CurrencyFormat = {
  isoCode: string
  symbol: string
  presentationSymbol?: string | null
  /** Spec §3: `D` puts the symbol on the right, `I` on the left. */
  position: 'D' | 'I'
  decimalSeparator: string
  thousandSeparator: string
  /** ISO 4217 minor-unit digits (0 for JPY, KRW, CLP). */
  decimals: number
}

export class MoneyFormatError extends Error {
  readonly code = 'MONEY_FORMAT_INVALID'
  constructor(
    message: string,
    readonly context: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'MoneyFormatError'
  }
}

/** Group the integer digits with the currency's thousand separator: "1234567" → "1,234,567". */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/**
 * Formats an amount in minor units with the currency's symbol, position and separators.
 *
 * @param amountMinor integer amount in minor units (may be negative, e.g. a discount)
 * @param currency the currency's CMS settings
 * @param options.symbol `presentation` (default: the unambiguous symbol, e.g. "US$"), `local` ("$"),
 *   or `none` (the number alone, for a place that names the currency once, e.g. the calendar's cells)
 * @returns e.g. USD 123456 → "US$1,234.56"; EUR 123456 → "1.234,56 €"; JPY 1234 → "¥1,234"
 * @throws MoneyFormatError when the amount is not a safe integer or decimals is out of 0..4
 */
export function formatMoney(amountMinor: number, currency: CurrencyFormat, options: { symbol?: 'presentation' | 'local' | 'none' } = {}): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new MoneyFormatError('Amount must be an integer number of minor units', { amountMinor })
  }
  if (!Number.isInteger(currency.decimals) || currency.decimals < 0 || currency.decimals > 4) {
    throw new MoneyFormatError('Currency decimals must be 0..4', { currency: currency.isoCode })
  }
  const negative = amountMinor < 0
  const abs = Math.abs(amountMinor)
    .toString()
    .padStart(currency.decimals + 1, '0')
  const intPart = currency.decimals > 0 ? abs.slice(0, -currency.decimals) : abs
  const fracPart = currency.decimals > 0 ? abs.slice(-currency.decimals) : ''
  const number = groupThousands(intPart, currency.thousandSeparator) + (fracPart ? currency.decimalSeparator + fracPart : '')
  const symbol = options.symbol === 'local' ? currency.symbol : currency.presentationSymbol || currency.symbol
  if (options.symbol === 'none') return negative ? `-${number}` : number
  const body = currency.position === 'D' ? `${number}\u00a0${symbol}` : `${symbol}${number}`
  return negative ? `-${body}` : body
}

/**
 * Formats an amount in minor units of `isoCode` with that currency's CMS settings when `currencies`
 * has it, else as `formatMoneyCode` does ("EUR 1,234.50"): for records in a currency the CMS may no
 * longer list (a reservation, an email sent later).
 * @throws MoneyFormatError as `formatMoney`
 */
export function formatMoneyOf(amountMinor: number, isoCode: string, currencies: readonly CurrencyFormat[]): string {
  const c = currencies.find((x) => x.isoCode === isoCode)
  return c ? formatMoney(amountMinor, c) : formatMoneyCode(amountMinor, isoCode)
}

/**
 * Formats an amount in minor units named by its ISO 4217 code, with no CMS settings: the code, a
 * no-break space, the amount with `.` for decimals and `,` for thousands at the currency's ISO 4217
 * decimals (`currencyDecimals`): USD 123450 → "USD 1,234.50", JPY 1234 → "JPY 1,234", KWD 1500 →
 * "KWD 1.500". For the admin's views, which name currencies by their code, and records in a currency
 * the CMS does not list.
 * @param amountMinor integer amount in minor units (may be negative)
 * @param isoCode ISO 4217 code, e.g. "USD"
 * @throws MoneyFormatError when the amount is not a safe integer
 */
export function formatMoneyCode(amountMinor: number, isoCode: string): string {
  return formatMoney(amountMinor, { isoCode, symbol: `${isoCode}\u00a0`, position: 'I', decimalSeparator: '.', thousandSeparator: ',', decimals: currencyDecimals(isoCode) })
}

/**
 * The US dollar as the shop states its prices and deposits (spec §9: ticket prices and the snorkel
 * deposit are in USD, written with comma for thousands and dot for decimals), for a text written where
 * no CMS currency document is at hand: 1000 → "US$10.00".
 */
export const USD_FORMAT: Readonly<CurrencyFormat> = { isoCode: 'USD', symbol: '$', presentationSymbol: 'US$', position: 'I', decimalSeparator: '.', thousandSeparator: ',', decimals: 2 }

/**
 * Converts a decimal amount (e.g. "1234.5" from the hotel API or a NUMERIC column) into minor units,
 * rounding half away from zero at the currency's decimals.
 * @throws MoneyFormatError for a non-numeric value
 */
export function toMinorUnits(amount: number | string, decimals: number): number {
  const n = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(n)) throw new MoneyFormatError('Amount is not a number', { amount })
  const factor = 10 ** decimals
  const scaled = Math.round(Math.abs(n) * factor + Number.EPSILON * factor)
  return n < 0 ? -scaled : scaled
}

/**
 * Converts integer minor units into the decimal amount in major units (12345 with 2 decimals → 123.45),
 * as analytics (GA4 `value`/`price`) and structured data take it. The inverse of `toMinorUnits`.
 */
export function toMajorUnits(amountMinor: number, decimals: number): number {
  return amountMinor / 10 ** decimals
}

/**
 * ISO 4217 minor-unit digits ("E" column of the ISO 4217 list) of the active currencies that differ
 * from 2. The site's 17 sale currencies (spec §9) include CLP, JPY and KRW (0); the rest are listed so
 * a currency added in the CMS is charged in its real minor unit, never a guess. Stripe takes amounts
 * in these units ("Zero-decimal currencies" and "Three-decimal currencies" in Stripe's docs; the
 * three-decimal ones must end in 0 there).
 */
const MINOR_UNIT_DIGITS: Readonly<Record<string, 0 | 3>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
}

/**
 * Minor-unit digits of an ISO 4217 currency code (0 for JPY, CLP, KRW; 3 for KWD…; 2 otherwise): the
 * one table every amount in minor units is computed with — the hotel API adapter, the shop's quotes,
 * carts and checkouts, hence every PaymentIntent amount sent to Stripe — and every price is written
 * with. The CMS `currencies.decimals` field is never used for an amount.
 */
export function currencyDecimals(isoCode: string): number {
  return MINOR_UNIT_DIGITS[isoCode.toUpperCase()] ?? 2
}
