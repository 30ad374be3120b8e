/**
 * A price's taxes and fees: 'Impuestos incluidos' with the net rate and each
 * tax's share, as the hotel API itemized them (their amounts add up to the total shown beside it),
 * and the hotel's note on what the price does not include (Quintana Roo's VISITAX, from the CMS).
 * Server-rendered; texts and the money formatter are passed in.
 */
import type { TaxBreakdown } from '../../../lib/hotel-api/types'
import { hasTaxes, taxHeading, taxRows, type TaxTexts } from '../domain/taxes'

export function TaxBreakdownList({
  taxes,
  texts,
  money,
  lang,
  note,
  testId = 'tax-breakdown',
}: {
  taxes: TaxBreakdown | null | undefined
  texts: TaxTexts
  money: (minor: number) => string
  lang: string
  /** what the price does not include (the hotel's CMS note), shown under the breakdown */
  note?: string | null
  testId?: string
}) {
  if (!hasTaxes(taxes) && !note) return null
  return (
    <div className="taxes" data-testid={testId}>
      {hasTaxes(taxes) ? (
        <>
          <p className="taxes__heading">{taxHeading(taxes, texts)}</p>
          <dl className="taxes__rows">
            {taxRows(taxes, texts, money, lang).map((r) => (
              <div key={r.code ?? 'net'} className="taxes__row" data-tax={r.code ?? 'NET'}>
                <dt>{r.label}</dt>
                <dd>{r.amount}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {note ? (
        <p className="taxes__note" data-testid="tax-note">
          {note}
        </p>
      ) : null}
    </div>
  )
}
