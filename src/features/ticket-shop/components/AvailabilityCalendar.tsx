'use client'
/**
 * The product's interactive availability calendar (react-aria-components Calendar; spec §2 park and
 * tour cards: sold-out and closed days not selectable). Loaded on demand by `ProductPurchase` (a
 * dynamic `import()`, not part of the page's first-load JS) in place of the server-rendered
 * `CalendarPlaceholder`, which it matches cell for cell.
 */
import { type CalendarDate, parseDate } from '@internationalized/date'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { Calendar, I18nProvider, type DateValue } from 'react-aria-components'
import { CalendarMonths } from '../../../components/ui/CalendarMonths'
import type { CalendarDay } from '../server/types'
import { intlLocale } from '../../../lib/i18n/dates'

export type CalendarFocus = { months: number; date: string | null; nav: 'previous' | 'next' | null; focused: boolean }

type Props = {
  lang: 'es' | 'en' | 'pt'
  /** Hotel-local today, YYYY-MM-DD (first selectable day; the last is a year later). */
  today: string
  /** The chosen date, YYYY-MM-DD. */
  date: string | null
  onChange: (date: string) => void
  days: Map<string, CalendarDay>
  /** Asks for the availability of the month starting at this YYYY-MM-01. */
  onMonth: (firstOfMonth: string) => void
  /** What the visitor did on the placeholder before this loaded: months moved, day chosen, focus. */
  start: CalendarFocus
}

const firstOfMonth = (d: string) => `${d.slice(0, 7)}-01`

export function AvailabilityCalendar({ lang, today, date, onChange, days, onMonth, start }: Props) {
  const t = useTranslations('shop')
  const ref = useRef<HTMLDivElement>(null)
  const min = parseDate(today)
  const focusAt = start.date ? parseDate(start.date) : min.add({ months: start.months })

  useEffect(() => {
    onMonth(firstOfMonth(focusAt.toString()))
    if (start.focused && start.nav) ref.current?.querySelector<HTMLButtonElement>(`button[slot="${start.nav}"]:not([disabled])`)?.focus()
    // Once, for the month the calendar opens on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const unavailable = (d: DateValue) => {
    const info = days.get(d.toString())
    return info ? info.status !== 'available' : false
  }

  return (
    <I18nProvider locale={intlLocale(lang)}>
      <Calendar
        ref={ref}
        aria-label={t('calendar')}
        value={date ? parseDate(date) : null}
        onChange={(v: CalendarDate) => onChange(v.toString())}
        minValue={min}
        maxValue={min.add({ days: 365 })}
        defaultFocusedValue={focusAt}
        autoFocus={start.focused && !start.nav}
        isDateUnavailable={unavailable}
        onFocusChange={(d) => onMonth(firstOfMonth(d.toString()))}
        className="shop-calendar"
      >
        <CalendarMonths
          block="shop-calendar"
          previousLabel={t('previousMonth')}
          nextLabel={t('nextMonth')}
          cellClassName={(d) => `shop-calendar__cell shop-calendar__cell--${days.get(d.toString())?.status ?? 'unknown'}`}
        />
      </Calendar>
    </I18nProvider>
  )
}
