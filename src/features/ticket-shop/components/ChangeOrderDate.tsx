'use client'
/**
 * "Change date" on the order page (no date change on the visit day).
 * A react-aria calendar with the product's availability (sold-out and closed days not selectable),
 * then the server action `changeOrderDateAction`: the order's seats move to the new date at the
 * price paid (nothing more is charged). The server decides; its localized refusal is shown as is.
 * The order page renders this only when the change is allowed (before the visit day, hotel-local).
 */
import { type CalendarDate, parseDate } from '@internationalized/date'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState, useTransition } from 'react'
import { Calendar, I18nProvider, type DateValue } from 'react-aria-components'
import { CalendarMonths } from '../../../components/ui/CalendarMonths'
import { calendarAction, changeOrderDateAction } from '../server/actions'
import type { CalendarDay } from '../server/types'
import { formatCalendarDate, intlLocale } from '../../../lib/i18n/dates'
import { formatMessage } from '../../../lib/i18n/format'

type Texts = {
  calendar: string
  previousMonth: string
  nextMonth: string
  chosenDate: string
  noDateYet: string
  changeDate: string
  changed: string
}

type Props = {
  /** the order's access token (orderAccess.ts), handed to the action */
  access: string
  locale: string
  code: string
  /** Product whose availability the calendar shows (the order's first dated line). */
  productId: number
  /** The order's current (earliest) visit date, YYYY-MM-DD. */
  currentDate: string
  /** Hotel-local today, YYYY-MM-DD. */
  today: string
  texts: Texts
  /** focus the calendar's chosen day when it mounts (it was opened by a button) */
  autoFocus?: boolean
}

const firstOfMonth = (d: string) => `${d.slice(0, 7)}-01`

export function ChangeOrderDate({ locale, code, access, productId, currentDate, today, texts, autoFocus }: Props) {
  const router = useRouter()
  const [date, setDate] = useState<string | null>(null)
  const [days, setDays] = useState<Map<string, CalendarDay>>(new Map())
  const [loaded, setLoaded] = useState<Set<string>>(new Set())
  const [pending, startTransition] = useTransition()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const loadMonth = useCallback(
    async (from: string) => {
      if (loaded.has(from)) return
      setLoaded((s) => new Set(s).add(from))
      try {
        const list = await calendarAction(productId, from < today ? today : from, 62)
        setDays((prev) => {
          const next = new Map(prev)
          for (const d of list) next.set(d.date, d)
          return next
        })
      } catch {
        /* the server still checks availability */
      }
    },
    [loaded, productId, today],
  )

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads the first month's availability once mounted
    void loadMonth(firstOfMonth(currentDate))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const unavailable = (d: DateValue) => {
    const s = d.toString()
    if (s === currentDate) return true
    const info = days.get(s)
    return info ? info.status !== 'available' : false
  }

  const submit = () => {
    if (!date) return
    setMessage(null)
    startTransition(async () => {
      const r = await changeOrderDateAction(code, date, locale, access)
      if (r.ok) {
        setMessage({ ok: true, text: formatMessage(texts.changed, { date: formatCalendarDate(r.date, locale) }, locale) })
        setDate(null)
        router.refresh()
      } else setMessage({ ok: false, text: r.message })
    })
  }

  return (
    <I18nProvider locale={intlLocale(locale)}>
      <div className="shop-change-date shop-date">
        <Calendar
          aria-label={texts.calendar}
          autoFocus={autoFocus}
          value={date ? parseDate(date) : null}
          defaultFocusedValue={parseDate(currentDate)}
          onChange={(v: CalendarDate) => setDate(v.toString())}
          minValue={parseDate(today)}
          maxValue={parseDate(today).add({ days: 365 })}
          isDateUnavailable={unavailable}
          onFocusChange={(d) => void loadMonth(firstOfMonth(d.toString()))}
          className="shop-calendar"
        >
          <CalendarMonths
            block="shop-calendar"
            previousLabel={texts.previousMonth}
            nextLabel={texts.nextMonth}
            cellClassName={(d) => `shop-calendar__cell shop-calendar__cell--${days.get(d.toString())?.status ?? 'unknown'}`}
          />
        </Calendar>
        <p className="shop-date__chosen" data-testid="chosen-date" data-date={date ?? undefined} aria-live="polite">
          {date ? formatMessage(texts.chosenDate, { date: formatCalendarDate(date, locale) }, locale) : texts.noDateYet}
        </p>
        <button type="button" className="button" onClick={submit} disabled={!date || pending} aria-busy={pending}>
          {texts.changeDate}
        </button>
        {message ? (
          <p className={message.ok ? 'notice notice--ok' : 'notice notice--error'} role="status" data-testid="date-change-result">
            {message.text}
          </p>
        ) : null}
      </div>
    </I18nProvider>
  )
}
