/**
 * Taxes and fees as the guest reads them: the hotel API itemizes every price
 * (contract 1.1 `Taxes`, docs/hotel-api.md) and the booking flow states "taxes included" with that
 * breakdown on the room list, the summary, the booking step, the confirmation and its email. The
 * amounts are the API's, never recomputed here: the storefront only adds breakdowns up (the rooms
 * of the summary) and labels them, so what is shown adds up to what is charged. Pure.
 */
import type { TaxBreakdown, TaxLine } from '../../../lib/hotel-api/types'
import { formatPercent } from '../../../lib/i18n/numbers'

/** The dictionary's `taxes` namespace (es/en). */
export type TaxTexts = {
  /** heading when every line is part of the rate: 'Impuestos incluidos' */
  included: string
  /** heading when some line is added on top of the rate: 'Impuestos y cargos' */
  withFees: string
  /** the net rate's label */
  net: string
  /** after an added line's label */
  added: string
}

/**
 * The sum of the chosen rooms' breakdowns (the step-1 summary), line by line by code; null when there
 * is no room or a room has none (an API that does not itemize: the summary shows no breakdown rather
 * than a partial one).
 */
export function sumTaxes(list: readonly (TaxBreakdown | undefined)[]): TaxBreakdown | null {
  if (list.length === 0 || list.some((b) => !b)) return null
  const lines: TaxLine[] = []
  const out: TaxBreakdown = { roomMinor: 0, netMinor: 0, totalMinor: 0, included: true, lines }
  for (const b of list as TaxBreakdown[]) {
    out.roomMinor += b.roomMinor
    out.netMinor += b.netMinor
    out.totalMinor += b.totalMinor
    out.included &&= b.included
    for (const l of b.lines) {
      const hit = lines.find((x) => x.code === l.code)
      if (hit) hit.amountMinor += l.amountMinor
      else lines.push({ ...l })
    }
  }
  return out
}

/** True when a breakdown has something to say (an API may send one with no line: no tax is claimed then). */
export const hasTaxes = (b: TaxBreakdown | null | undefined): b is TaxBreakdown => !!b && b.lines.length > 0

/** A line's label: its name and, for a percentage, the rate in the page's language ('IVA 16%', 'State lodging tax (ISH) 6%'). */
export function taxLineLabel(line: TaxLine, lang: string): string {
  if (line.percent === null) return line.name
  return `${line.name} ${formatPercent(line.percent, lang)}`
}

/** The heading of a breakdown: 'Impuestos incluidos' when nothing is added to the rate, else 'Impuestos y cargos'. */
export const taxHeading = (b: TaxBreakdown, t: TaxTexts): string => (b.included ? t.included : t.withFees)

/**
 * The breakdown as label/amount rows: the net rate, then each tax or fee (an added one marked so).
 * Their amounts add up to `b.totalMinor`.
 */
export function taxRows(b: TaxBreakdown, t: TaxTexts, money: (minor: number) => string, lang: string): { code: string | null; label: string; amount: string; minor: number }[] {
  return [
    { code: null, label: t.net, amount: money(b.netMinor), minor: b.netMinor },
    ...b.lines.map((l) => ({ code: l.code, label: l.included ? taxLineLabel(l, lang) : `${taxLineLabel(l, lang)} (${t.added})`, amount: money(l.amountMinor), minor: l.amountMinor })),
  ]
}

/**
 * One line for a rate on the room list, short enough for the price column: a percentage tax by its
 * code, the acronym of a Mexican receipt ('IVA 16%', 'ISH 6%'), a fixed fee by its name; the full
 * names are in the summary's breakdown. 'Impuestos incluidos: IVA 16% US$131.15 · ISH 6% US$49.18'.
 */
export function compactTaxes(b: TaxBreakdown, t: TaxTexts, money: (minor: number) => string, lang: string): string {
  const label = (l: TaxLine) => (l.percent === null ? l.name : taxLineLabel({ ...l, name: l.code }, lang))
  return `${taxHeading(b, t)}: ${b.lines.map((l) => `${label(l)}${l.included ? '' : ` (${t.added})`} ${money(l.amountMinor)}`).join(' · ')}`
}
