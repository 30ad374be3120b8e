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

/** ISO 4217 minor-unit digits of the site's currencies that differ from 2 (spec §9's 17). */
const ZERO_DECIMAL = new Set(['CLP', 'JPY', 'KRW'])

/** Minor-unit digits of an ISO 4217 currency code as used for prices here (0 for CLP, JPY, KRW). */
export function currencyDecimals(isoCode: string): number {
  return ZERO_DECIMAL.has(isoCode.toUpperCase()) ? 0 : 2
}
