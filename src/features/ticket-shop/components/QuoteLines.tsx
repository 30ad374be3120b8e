'use client'
/**
 * A server quote, line by line (tickets per passenger category, add-ons, deposit) with the discounts
 * applied and the total, in the quote's currency (CMS formatting, src/lib/money).
 */
import { useLocale, useTranslations } from 'next-intl'
import { formatMoney, type CurrencyFormat } from '../../../lib/money/format'
import type { Quote, QuoteLine } from '../domain/pricing'
import { formatCalendarDate } from '../../../lib/i18n/dates'

type Named = { id: number; name: string; idUpgrade: number | null; nameUpgrade: string | null }

/** `addOnNames`, when given, names the add-on lines in order (the cart's chosen add-ons, upgrades included). */
export function QuoteLines({
  quote,
  currency,
  complements,
  totalLabel,
  addOnNames,
  layoutOnly = false,
}: {
  quote: Quote
  currency: CurrencyFormat
  complements: readonly Named[]
  totalLabel?: string
  addOnNames?: readonly string[]
  /** An invisible stand-in that only holds the room of the answer to come (no test id, nothing to read). */
  layoutOnly?: boolean
}) {
  const t = useTranslations('shop')
  const lang = useLocale()
  const fmt = { ...currency, isoCode: quote.currency, decimals: quote.decimals }
  const money = (m: number) => formatMoney(m, fmt)
  const label = (l: QuoteLine) => {
    if (l.key === 'ticket:adult') return t('lineAdult', { count: l.quantity })
    if (l.key === 'ticket:minor') return t('lineMinor', { count: l.quantity })
    if (l.key === 'ticket:infant') return t('lineInfant', { count: l.quantity })
    if (l.kind === 'deposit') return `${t('lineDeposit')} × ${l.quantity}`
    const byOrder = addOnNames?.[quote.lines.filter((x) => x.kind === 'addOn').indexOf(l)]
    if (byOrder) return `${byOrder} × ${l.quantity}`
    const c = complements.find((x) => x.id === l.complementId || x.idUpgrade === l.complementId)
    const name = c ? (c.idUpgrade === l.complementId && c.nameUpgrade ? c.nameUpgrade : c.name) : `#${l.complementId}`
    return `${name} × ${l.quantity}`
  }
  return (
    <div className="shop-quote__body">
      {quote.presale ? <p className="shop-quote__presale">{t('presale', { pct: quote.presale.discountPct })}</p> : null}
      {quote.openTicketValidUntil ? <p className="shop-quote__open">{t('openTicketUntil', { date: formatCalendarDate(quote.openTicketValidUntil, lang) })}</p> : null}
      <table className="shop-quote__table">
        <tbody>
          {quote.lines.map((l) => (
            <tr key={l.key}>
              <th scope="row">
                {label(l)}
                {l.discounts.length ? <span className="shop-quote__disc"> ({l.discounts.map((d) => t('discount', { pct: d.pct })).join(', ')})</span> : null}
              </th>
              <td>
                {l.unitAmount !== l.listUnitAmount ? <s className="shop-quote__list">{money(l.listUnitAmount * l.quantity)}</s> : null} {l.amount === 0 ? t('free') : money(l.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totalLabel ?? t('total')}</th>
            <td data-testid={layoutOnly ? undefined : 'quote-total'}>{money(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
