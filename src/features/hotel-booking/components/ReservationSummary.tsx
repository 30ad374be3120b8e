import { getTranslations } from 'next-intl/server'
import type { CurrencyDoc } from '../../../lib/graphql/documents'
import type { Availability } from '../../../lib/hotel-api'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { formatMoney } from '../../../lib/money/format'
import type { SearchState } from '../domain/searchParams'
import type { Choice } from '../domain/selection'
import { sumTaxes } from '../domain/taxes'
import { StartBookingForm } from './StartBookingForm'
import { TaxBreakdownList } from './TaxBreakdown'

/**
 * Reservation summary beside the room list (spec §1): dates, guests, chosen rooms, total, average,
 * and the taxes in the total with the hotel's note on what it does not include;
 * when every chosen rate takes a deposit, that the deposit is what is paid today and the balance before
 * arrival (spec §4 pending amount; the amounts and the due date come with the session on step 2).
 */
export async function ReservationSummary({
  locale,
  search,
  availability,
  choices,
  currency,
  hotelName,
  continueQuery,
  editHref,
  taxNote,
}: {
  locale: RouteLocale
  search: SearchState
  availability: Availability | null
  choices: Choice[]
  currency: CurrencyDoc
  hotelName: string
  /** step 2's query string when every room has a rate: "Continue" posts it (the session is created then) */
  continueQuery: string | null
  editHref: (roomNumber: number) => string
  /** the hotel's note on what the price does not include (CMS), or null */
  taxNote: string | null
}) {
  const t = await getTranslations('booking')
  const nights = Math.round((Date.parse(search.checkOut) - Date.parse(search.checkIn)) / 86_400_000)
  const lines = choices.flatMap((c) => {
    const room = availability?.rooms.find((r) => r.roomCode === c.roomCode)
    const rate = room?.ratePlans.find((p) => p.ratePlanCode === c.ratePlanCode)
    const price = rate?.perRoom.find((p) => p.roomNumber === c.roomNumber)
    return room && rate ? [{ c, room, rate, totalMinor: price?.totalMinor ?? rate.totalMinor, taxes: price ? price.taxes : rate.taxes }] : []
  })
  const total = lines.reduce((a, l) => a + l.totalMinor, 0)
  // the chosen rooms' taxes added up: the same rooms, so the same total (null when the API does not itemize)
  const taxes = sumTaxes(lines.map((l) => l.taxes))
  const money = (minor: number) => formatMoney(minor, currency)
  return (
    <aside className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('summary')}</h2>
      <p className="summary__hotel">{hotelName}</p>
      <dl className="summary__dates">
        <dt>{t('checkIn')}</dt>
        <dd>
          <time dateTime={search.checkIn}>{formatCalendarDate(search.checkIn, locale)}</time>
        </dd>
        <dt>{t('checkOut')}</dt>
        <dd>
          <time dateTime={search.checkOut}>{formatCalendarDate(search.checkOut, locale)}</time>
        </dd>
      </dl>
      <p>{t('nights', { count: nights })}</p>
      <ol className="summary__rooms">
        {search.rooms.map((r, i) => {
          const line = lines.find((l) => l.c.roomNumber === i + 1)
          return (
            <li key={i}>
              <strong>{t('roomN', { n: i + 1 })}</strong>: {t('guestsSummary', { adults: r.adults, children: r.children })}
              {line ? (
                <>
                  <br />
                  {line.room.name} · {line.rate.nameRatePlan} · {formatMoney(line.totalMinor, currency)}{' '}
                  <a href={editHref(i + 1)} className="summary__edit">
                    {t('change_room')}
                  </a>
                </>
              ) : null}
            </li>
          )
        })}
      </ol>
      {lines.length > 0 ? <TaxBreakdownList taxes={taxes} texts={messagesFor(locale).taxes} money={money} lang={locale} note={taxNote} testId="summary-taxes" /> : null}
      {lines.length === search.rooms.length && lines.every((l) => l.rate.partialPaymentAllowed) ? (
        <p className="summary__deposit" data-testid="summary-deposit">
          {t('summaryDeposit')}
        </p>
      ) : null}
      {lines.length > 0 ? (
        // the total and "Continue": on phones a bar fixed to the bottom of the screen
        <div className="summary__cta flow-bar" data-testid="summary-cta">
          <p className="summary__total">
            {t('total')}: <strong data-testid="summary-total">{formatMoney(total, currency)}</strong>
            {nights > 0 ? (
              <>
                <br />
                <span className="summary__average">
                  {t('averagePerNight')}: {formatMoney(Math.round(total / nights), currency)}
                </span>
              </>
            ) : null}
          </p>
          {continueQuery ? <StartBookingForm locale={locale} query={continueQuery} label={t('continue')} /> : null}
        </div>
      ) : null}
    </aside>
  )
}
