'use client'
/**
 * The month view every react-aria calendar of the site shares (issue #15 item 4): a header with the
 * previous/next buttons and the visible range's heading, then one day grid per visible month. Render
 * inside a react-aria `Calendar` or `RangeCalendar` (it fills their slots). The caller's `block` is
 * the BEM block of its stylesheet (`booking-calendar`, `shop-calendar`): the header gets
 * `{block}__header`, two or more months sit in `{block}__months`, each cell gets
 * `cellClassName(date)` and, with `cellContent`, the caller's content instead of the day number.
 * Dates are react-aria `CalendarDate`s (hotel-local calendar days); each cell carries `data-date`
 * (`YYYY-MM-DD`) for tests and scripts.
 */
import type { ReactNode } from 'react'
import { Button, CalendarCell, CalendarGrid, Heading, type CalendarCellRenderProps } from 'react-aria-components'
import type { CalendarDate } from '@internationalized/date'

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
  const grids = Array.from({ length: months }, (_, offset) => (
    <CalendarGrid key={offset} offset={offset ? { months: offset } : undefined}>
      {(date) => (
        <CalendarCell date={date} data-date={date.toString()} className={cellClassName(date)}>
          {cellContent ? (state) => cellContent(date, state) : undefined}
        </CalendarCell>
      )}
    </CalendarGrid>
  ))
  return (
    <>
      <header className={`${block}__header`}>
        <Button slot="previous" aria-label={previousLabel}>
          ‹
        </Button>
        <Heading />
        <Button slot="next" aria-label={nextLabel}>
          ›
        </Button>
      </header>
      {months > 1 ? <div className={`${block}__months`}>{grids}</div> : grids}
    </>
  )
}
