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
import { hotelLocalDate } from '../../../lib/hotel-date'
import { formatDayMonth } from '../../../lib/i18n/dates'
import { parseStayCookie, resolveStay, type StoredStay } from '../domain/dates'
import { BOOKING_LIMITS } from '../domain/limits'
import { flowPath } from '../domain/paths'
import { searchParty, serializeSearch } from '../domain/searchParams'
import type { BookingBoxProps } from './BookingBoxPanel'
import { formatMessage } from '../../../lib/i18n/format'

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
  const guestsText = formatMessage(texts.barGuests, { n: guests }, locale)
  return { dates, party: [rooms > 1 ? formatMessage(texts.barRooms, { n: rooms }, locale) : null, guestsText].filter(Boolean).join(' · ') }
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

/** The hero bar's own words: its two fields' labels and the prompt shown until the stay is known. */
export type HeroBookingTexts = { dates: string; guests: string; prompt: string }

/**
 * The home hero's booking bar: the stay (dates) and the party (guests) as two fields that open the
 * booking box's panel (the calendar sheet on a phone), and Search. The page is cached, so the stay
 * is worked out in the browser after hydration: the last search's (the `stay` cookie, past dates give
 * the default stay, spec §4), else the default stay from the browser's hotel-local today, with 2
 * adults. Search goes to step 1 with that stay in the URL; before hydration (or with no script) it is
 * a plain GET form to step 1, which then takes the stored or the default stay itself.
 */
export function HeroBookingBar({ heroTexts, ...props }: BookingBoxProps & { heroTexts: HeroBookingTexts }) {
  const [open, setOpen] = useState(false)
  const [stay, setStay] = useState<StoredStay | null>(null)
  useEffect(() => {
    const stored = storedStay()
    const dates = resolveStay(hotelLocalDate(new Date()), {}, stored)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie and today are read after hydration so the cached page stays the same for everyone
    setStay({ checkIn: dates.checkIn, checkOut: dates.checkOut, rooms: stored?.rooms ?? [{ adults: BOOKING_LIMITS.defaultAdults, children: 0, childrenAges: [] }], hotel: stored?.hotel ?? null })
  }, [])
  const shown = stay ? staySummary(stay, props.locale, props.texts) : null
  const currency = () => readBrowserCookie(CURRENCY_COOKIE) ?? props.currency
  const preload = () => void import('./BookingBoxPanel')
  const action = flowPath(props.locale, 'search')
  const submit = (e: React.FormEvent) => {
    if (!stay) return // not hydrated yet: the native GET, step 1 takes the stored or default stay
    e.preventDefault()
    const hotel = props.hotels.some((h) => h.code === stay.hotel) ? stay.hotel : null
    window.location.assign(flowPath(props.locale, 'search', serializeSearch({ checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms ?? [], hotel, promoCode: null, currency: null })))
  }
  const field = (label: string, value: string, testId: string) => (
    <button type="button" className="hero-booking__field" data-testid={testId} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog">
      <span className="hero-booking__label">{label}</span>
      <span className="hero-booking__value">{value}</span>
    </button>
  )
  return (
    <div className="hero-booking">
      <form className="hero-booking__form" action={action} method="get" onSubmit={submit}>
        {field(heroTexts.dates, shown?.dates ?? heroTexts.prompt, 'hero-dates')}
        {field(heroTexts.guests, shown?.party ?? '\u00a0', 'hero-guests')}
        <button type="submit" className="button hero-booking__search">
          {props.texts.search}
        </button>
      </form>
      {open ? <Panel {...props} currency={currency()} lastSearch={stay} onClose={() => setOpen(false)} /> : null}
    </div>
  )
}
