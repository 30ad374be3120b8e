/**
 * The product calendar as the server renders it: this month's grid with each
 * day's availability, drawn like the react-aria calendar (same classes, same size) but without its
 * JavaScript. Native buttons: the month arrows and the available days work with mouse, touch and
 * keyboard; `ProductPurchase` loads the interactive calendar on the first pointer or focus over it
 * and replays the click (`data-cal-nav`, `data-cal-date`). Server component: no client JS of its own.
 */
import { formatFullDate, formatMonthYear, formatWeekday } from '../../../lib/i18n/dates'
import { monthGrid, weekdayDates, type GridDayStatus } from '../domain/calendarGrid'

type Props = {
  /** Hotel-local today, YYYY-MM-DD: the month shown and the first selectable day. */
  today: string
  /** BCP 47 locale of the dates (the calendar's: es-MX, en-US). */
  locale: string
  statusOf: (date: string) => GridDayStatus
  texts: { calendar: string; previousMonth: string; nextMonth: string; statuses: Record<GridDayStatus, string | null> }
}

export function CalendarPlaceholder({ today, locale, statusOf, texts }: Props) {
  const weeks = monthGrid(today, locale, statusOf)
  const heading = formatMonthYear(today, locale)
  return (
    <div className="shop-calendar shop-calendar--static" role="group" aria-label={`${texts.calendar}, ${heading}`} data-testid="calendar-placeholder">
      <header className="shop-calendar__header">
        <button type="button" aria-label={texts.previousMonth} disabled data-cal-nav="previous">
          ‹
        </button>
        <h2>{heading}</h2>
        <button type="button" aria-label={texts.nextMonth} data-cal-nav="next">
          ›
        </button>
      </header>
      <table>
        <thead>
          <tr>
            {weekdayDates(today, locale).map((d) => (
              <th key={d} scope="col" abbr={formatWeekday(d, locale, 'long')}>
                {formatWeekday(d, locale, 'narrow')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].date}>
              {week.map((c) =>
                c.outside ? (
                  <td key={c.date} />
                ) : (
                  <td key={c.date}>
                    <button
                      type="button"
                      className="shop-calendar__cell"
                      data-status={c.status}
                      data-cal-date={c.date}
                      disabled={c.disabled || c.unavailable}
                      data-disabled={c.disabled || undefined}
                      data-unavailable={c.unavailable || undefined}
                      aria-label={[formatFullDate(c.date, locale), c.disabled ? null : texts.statuses[c.status]].filter(Boolean).join(', ')}
                    >
                      {c.day}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
