'use client'
/**
 * The inside of the shop's react-aria calendars (product availability, order date change): month
 * heading with previous/next buttons and the day grid, each cell classed by its availability status
 * (`shop-calendar__cell--available|sold-out|closed|unknown`, shop.css). Render inside a `Calendar`.
 */
import { Button, CalendarCell, CalendarGrid, Heading } from 'react-aria-components'
import type { CalendarDay } from '../server/types'

export function ShopCalendarMonth({ days, previousLabel, nextLabel }: { days: Map<string, CalendarDay>; previousLabel: string; nextLabel: string }) {
  return (
    <>
      <header className="shop-calendar__header">
        <Button slot="previous" aria-label={previousLabel}>
          ‹
        </Button>
        <Heading />
        <Button slot="next" aria-label={nextLabel}>
          ›
        </Button>
      </header>
      <CalendarGrid>{(d) => <CalendarCell date={d} data-date={d.toString()} className={`shop-calendar__cell shop-calendar__cell--${days.get(d.toString())?.status ?? 'unknown'}`} />}</CalendarGrid>
    </>
  )
}
