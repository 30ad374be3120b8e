'use client'
/**
 * The booking box of the header (spec §2 Layout): a button that opens the search panel in
 * a modal dialog. The panel (react-aria calendar, guests, promo, hotel) loads only when opened, so
 * content pages keep their first-load JS small. The box sits in the cached layout, so "today" is the
 * browser's hotel-local date when the panel opens, never a date baked into a cached page.
 * On phones the button sits in a bar fixed to the bottom of the screen with the stay's summary (the
 * dates, rooms and guests of the last search, from the `stay` cookie, read after hydration; a prompt
 * otherwise; docs/design.md). From 48rem up the bar is only the header's button.
 * The panel opens on the last search's dates and rooms (the same cookie, read when it opens), else on
 * the default stay.
 */
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { CURRENCY_COOKIE, readBrowserCookie, STAY_COOKIE } from '../../../lib/cookies'
import { formatDayMonth } from '../../../lib/i18n/dates'
import { pluralCategory } from '../../../lib/i18n/numbers'
import { parseStayCookie, type StoredStay } from '../domain/dates'
import { searchParty } from '../domain/searchParams'
import type { BookingBoxProps } from './BookingBoxPanel'

export type { BookingBoxProps }

const Panel = dynamic(() => import('./BookingBoxPanel').then((m) => m.BookingBoxPanel), { ssr: false })

/** The last search the `stay` cookie keeps (src/features/hotel-booking/domain/dates.ts), or null. */
function storedStay(): StoredStay | null {
  return parseStayCookie(readBrowserCookie(STAY_COOKIE))
}

/**
 * A stored stay's dates ('28 dic – 31 dic') and party ('3 huéspedes', with '2 hab. · ' before it for
 * more than one room; null for a cookie written without its rooms).
 */
function staySummary(stay: StoredStay, locale: BookingBoxProps['locale'], texts: BookingBoxProps['texts']): { dates: string; party: string | null } {
  const dates = `${formatDayMonth(stay.checkIn, locale)} – ${formatDayMonth(stay.checkOut, locale)}`
  if (!stay.rooms) return { dates, party: null }
  const { rooms, guests } = searchParty(stay.rooms)
  const guestsText = (pluralCategory(guests, locale) === 'one' ? texts.barGuestsOne : texts.barGuestsOther).replace('{n}', String(guests))
  return { dates, party: [rooms > 1 ? texts.barRooms.replace('{n}', String(rooms)) : null, guestsText].filter(Boolean).join(' · ') }
}

export function BookingBox(props: BookingBoxProps) {
  const [open, setOpen] = useState(false)
  const [stored, setStored] = useState<StoredStay | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is read after hydration so the cached header stays the same for everyone
  useEffect(() => setStored(storedStay()), [])
  const stay = stored ? staySummary(stored, props.locale, props.texts) : null
  // The visitor's currency (cookie set on booking surfaces, spec §4), read when the panel opens.
  const currency = () => readBrowserCookie(CURRENCY_COOKIE) ?? props.currency
  const preload = () => void import('./BookingBoxPanel')
  return (
    <div className="booking-bar">
      <p className="booking-bar__summary">
        {/* the party, once known, takes the label's line: dates and party side by side do not fit a phone */}
        <span className={stay?.party ? 'booking-bar__label booking-bar__label--party' : 'booking-bar__label'}>{stay?.party ?? props.texts.barLabel}</span>
        <span className="booking-bar__stay">{stay?.dates ?? props.texts.barPrompt}</span>
      </p>
      <button type="button" className="button booking-box__open" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog">
        {props.texts.open}
      </button>
      {open ? <Panel {...props} currency={currency()} lastSearch={storedStay()} onClose={() => setOpen(false)} /> : null}
    </div>
  )
}
