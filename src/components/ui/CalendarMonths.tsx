'use client'
/**
 * The month view every react-aria calendar of the site shares: a header with the
 * previous/next buttons and the visible range's heading, then one day grid per visible month. Render
 * inside a react-aria `Calendar` or `RangeCalendar` (it fills their slots). The caller's `block` is
 * the BEM block of its stylesheet (`booking-calendar`, `shop-calendar`): the header gets
 * `{block}__header`, two or more months sit in `{block}__months`, each cell gets
 * `cellClassName(date)` and, with `cellContent`, the caller's content instead of the day number.
 * Dates are react-aria `CalendarDate`s (hotel-local calendar days); each cell carries `data-date`
 * (`YYYY-MM-DD`) for tests and scripts. With two or more months each month after the first is named
 * above its grid (`{block}__month-name`, for the eye: the cells' labels name full dates), which the
 * stylesheet shows where the months stack rather than sit side by side under the header's range;
 * there the header shows the first month's name (`{block}__first-month`) and keeps the range
 * (`{block}__range`, the calendar's heading) for assistive technology only — on a phone the range
 * ('diciembre de 2026 – enero de 2027') wrapped over two lines between the buttons.
 */
import { useContext, type ReactNode } from 'react'
import { Button, CalendarCell, CalendarGrid, CalendarStateContext, Heading, RangeCalendarStateContext, useLocale, type CalendarCellRenderProps } from 'react-aria-components'
import type { CalendarDate } from '@internationalized/date'
import { formatMonthYear } from '../../lib/i18n/dates'

type Props = {
  block: string
  /** How many months are visible (the calendar's `visibleDuration`); default 1. */
  months?: number
  previousLabel: string
  nextLabel: string
  cellClassName: (date: CalendarDate) => string
  /** The cell's content (default: the day number); `formattedDate` is the localized day number. */
  cellContent?: (date: CalendarDate, state: CalendarCellRenderProps) => ReactNode
}

export function CalendarMonths({ block, months = 1, previousLabel, nextLabel, cellClassName, cellContent }: Props) {
  const range = useContext(RangeCalendarStateContext)
  const single = useContext(CalendarStateContext)
  const { locale } = useLocale()
  const state = range ?? single
  const monthName = (offset: number) => {
    if (!state) return null
    return formatMonthYear(state.visibleRange.start.add({ months: offset }).toString(), locale)
  }
  const grids = Array.from({ length: months }, (_, offset) => {
    const grid = (
      <CalendarGrid key={offset} offset={offset ? { months: offset } : undefined}>
        {(date) => (
          <CalendarCell date={date} data-date={date.toString()} className={cellClassName(date)}>
            {cellContent ? (state) => cellContent(date, state) : undefined}
          </CalendarCell>
        )}
      </CalendarGrid>
    )
    if (offset === 0) return grid
    return (
      <div key={offset}>
        <p className={`${block}__month-name`} aria-hidden="true">
          {monthName(offset)}
        </p>
        {grid}
      </div>
    )
  })
  return (
    <>
      <header className={`${block}__header`}>
        <Button slot="previous" aria-label={previousLabel}>
          ‹
        </Button>
        <Heading className={months > 1 ? `react-aria-Heading ${block}__range` : undefined} />
        {months > 1 ? (
          <p className={`${block}__first-month`} aria-hidden="true">
            {monthName(0)}
          </p>
        ) : null}
        <Button slot="next" aria-label={nextLabel}>
          ›
        </Button>
      </header>
      {months > 1 ? <div className={`${block}__months`}>{grids}</div> : grids}
    </>
  )
}
