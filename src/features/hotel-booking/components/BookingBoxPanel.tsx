'use client'
/**
 * Search panel of the booking box: hotel calendar with nightly minimum price and
 * minimum-stay markers, closed and sold-out nights not selectable (react-aria RangeCalendar); guests
 * per room (up to 5 rooms, up to 3 children with an age each); promo code; hotel. Submitting goes
 * to step 1 with the search in the URL. A calendar failure shows the maintenance message with the
 * service numbers (spec §8 Calendar).
 */
import { type CalendarDate, parseDate } from '@internationalized/date'
import { useEffect, useMemo, useRef, useState } from 'react'
import { I18nProvider, RangeCalendar, type DateValue } from 'react-aria-components'
import { CalendarMonths } from '../../../components/ui/CalendarMonths'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import { addDays, hotelLocalDate } from '../../../lib/hotel-date'
import type { CurrencyFormat } from '../../../lib/money/format'
import { calendarPriceLabel, checkStay, isNightUnavailable, type CalendarNightInfo } from '../domain/calendarRules'
import { formatMoney } from '../../../lib/money/format'
import { resolveStay, type StoredStay } from '../domain/dates'
import { validateRooms } from '../domain/guests'
import { BOOKING_LIMITS } from '../domain/limits'
import { flowPath } from '../domain/paths'
import { serializeSearch } from '../domain/searchParams'
import { intlLocale } from '../../../lib/i18n/dates'
import { formatMessage } from '../../../lib/i18n/format'

export type BookingBoxTexts = {
  open: string
  /** the sticky bar on phones: its label and the prompt shown before any search */
  barLabel: string
  barPrompt: string
  /** the last search's party in the bar: '{n}' guests (an ICU plural), '{n}' rooms (shown from 2) */
  barGuests: string
  barRooms: string
  title: string
  close: string
  calendar: string
  previous: string
  next: string
  hotel: string
  room: string
  adults: string
  children: string
  childAge: string
  /** the age select's empty choice, and the message when a child's age is missing at search time */
  chooseAge: string
  agesRequired: string
  addRoom: string
  removeRoom: string
  promoCode: string
  search: string
  minStay: string
  /** above the calendar: the cells' prices are the lowest per night, in `{currency}` (ISO code) */
  priceNote: string
  /** the sheet's footer: the nights chosen ('{n}', an ICU plural) and the lowest nightly price of those nights ('{price}') */
  nights: string
  fromPrice: string
  /** under the calendar, when a shown day has a minimum stay: what its '2+' badge means */
  minStayLegend: string
  closedToArrival: string
  closedToDeparture: string
  closed: string
  pickDates: string
  maintenanceTitle: string
  maintenanceContact: string
  mexico: string
  usa: string
}

/** A room of the party; a child's age is null until the traveller chooses it (never guessed: the price and the room's occupancy depend on it). */
type Room = { adults: number; ages: (number | null)[] }

/**
 * The domain's occupancy check (spec §5, `validateRooms`) passes: the selects bound rooms, adults and
 * children, so what it can refuse here is a child whose age is not chosen yet.
 */
const partyComplete = (rooms: Room[]) => validateRooms(rooms.map((r) => ({ adults: r.adults, childrenAges: r.ages }))).length === 0

/** The booking box's props (the header passes them; `BookingBox` opens this panel with them). */
export type BookingBoxProps = {
  locale: 'es' | 'en' | 'pt'
  hotels: { code: string; name: string }[]
  defaultHotel: string
  currency: string | null
  phones: { mexico: string | null; usa: string | null } | null
  texts: BookingBoxTexts
}

export function BookingBoxPanel({ locale, hotels, defaultHotel, currency, phones, texts, lastSearch, onClose }: BookingBoxProps & { lastSearch: StoredStay | null; onClose: () => void }) {
  // Hotel-local today by the browser's clock (the layout that renders the box is cached).
  const [today] = useState(() => hotelLocalDate(new Date()))
  // The last search's stay (spec §4: stored dates are used; past ones give the default stay), its rooms and hotel.
  const [initial] = useState(() => resolveStay(today, {}, lastSearch))
  const [range, setRange] = useState<{ start: CalendarDate; end: CalendarDate } | null>({ start: parseDate(initial.checkIn), end: parseDate(initial.checkOut) })
  // the last search's hotel when it is one of the configured hotels
  const [hotel, setHotel] = useState(() => hotels.find((h) => h.code === lastSearch?.hotel)?.code ?? defaultHotel)
  const [rooms, setRooms] = useState<Room[]>(() => lastSearch?.rooms?.map((r) => ({ adults: r.adults, ages: r.childrenAges })) ?? [{ adults: BOOKING_LIMITS.defaultAdults, ages: [] }])
  const [promo, setPromo] = useState('')
  // shown after a search with a child's age missing, until every age is chosen
  const [agesMissing, setAgesMissing] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // the calendar's prices and closures are read from the first of the shown month, never before today
  const monthFrom = (date: string) => (date.slice(0, 8) + '01' < today ? today : date.slice(0, 8) + '01')
  const [from, setFrom] = useState(() => monthFrom(initial.checkIn))
  const [nights, setNights] = useState<Map<string, CalendarNightInfo>>(new Map())
  const [failed, setFailed] = useState(false)
  const [format, setFormat] = useState<CurrencyFormat | null>(null)

  useEffect(() => {
    const ctrl = new AbortController()
    const q = new URLSearchParams({
      hotel,
      from,
      to: addDays(from, 91),
      currency: currency ?? 'USD',
      adults: String(rooms[0].adults),
      ages: rooms[0].ages.filter((a) => a !== null).join(','),
      lang: locale,
    })
    fetch(`/booking-calendar/?${q}`, { signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status))
        const body = (await res.json()) as { data: { nights: CalendarNightInfo[] }; format: CurrencyFormat | null }
        setFormat(body.format)
        setNights((prev) => new Map([...prev, ...body.data.nights.map((n) => [n.date, n] as const)]))
        setFailed(false)
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setFailed(true)
      })
    return () => ctrl.abort()
  }, [hotel, from, currency, rooms, locale])

  const stay = checkStay(range?.start.toString() ?? null, range?.end.toString() ?? null, nights)
  const message = useMemo(() => {
    if (stay.ok) return null
    switch (stay.code) {
      case 'MIN_STAY_NOT_MET':
        return formatMessage(texts.minStay, { nights: String(stay.minStay) }, locale)
      case 'CLOSED_TO_ARRIVAL':
        return texts.closedToArrival
      case 'CLOSED_TO_DEPARTURE':
        return texts.closedToDeparture
      case 'CLOSED':
        return texts.closed
      default:
        return texts.pickDates
    }
  }, [stay, texts, locale])

  // the footer's line: the nights chosen and the lowest nightly price among them (the cells' own figures)
  const nightCount = range ? range.end.compare(range.start) : 0
  const chosenNights = range && nightCount > 0 ? Array.from({ length: nightCount }, (_, k) => nights.get(addDays(range.start.toString(), k))) : []
  const lowest = chosenNights.reduce<number | null>((min, n) => (n && n.minPriceMinor !== null && !isNightUnavailable(n) && (min === null || n.minPriceMinor < min) ? n.minPriceMinor : min), null)
  const stayLine =
    nightCount > 0
      ? [formatMessage(texts.nights, { n: nightCount }, locale), format && lowest !== null ? formatMessage(texts.fromPrice, { price: formatMoney(lowest, format) }, locale) : null]
          .filter(Boolean)
          .join(' · ')
      : null
  const minStayShown = [...nights.values()].some((n) => n.minStay > 1)

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!stay.ok || !range) return
    if (!partyComplete(rooms)) {
      setAgesMissing(true)
      formRef.current?.querySelector<HTMLSelectElement>('select[data-age-missing]')?.focus()
      return
    }
    const query = serializeSearch({
      checkIn: range.start.toString(),
      checkOut: range.end.toString(),
      rooms: rooms.map((r) => ({ adults: r.adults, children: r.ages.length, childrenAges: r.ages.filter((a) => a !== null) })),
      hotel,
      promoCode: promo.trim() ? promo.trim().toUpperCase() : null,
      currency,
    })
    window.location.assign(flowPath(locale, 'search', query))
  }

  const setRoom = (i: number, room: Room) => {
    const next = rooms.map((r, k) => (k === i ? room : r))
    setRooms(next)
    if (partyComplete(next)) setAgesMissing(false)
  }
  // the cells' prices are numbers alone (calendarPriceLabel); the currency is named once above the months
  const priced = format !== null && [...nights.values()].some((n) => n.minPriceMinor !== null)

  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={texts.title} closeLabel={texts.close} className="booking-panel">
      {failed ? (
        <div className="maintenance" role="status" data-testid="calendar-failure">
          <p className="maintenance__title">{texts.maintenanceTitle}</p>
          <p>{texts.maintenanceContact}</p>
          <ul className="maintenance__phones">
            {phones?.mexico ? (
              <li>
                {texts.mexico}: {phones.mexico}
              </li>
            ) : null}
            {phones?.usa ? (
              <li>
                {texts.usa}: {phones.usa}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <form ref={formRef} onSubmit={submit} className="booking-panel__form">
        <label className="booking-panel__field">
          {texts.hotel}
          <select
            value={hotel}
            onChange={(e) => {
              setHotel(e.target.value)
              setNights(new Map())
            }}
          >
            {hotels.map((h) => (
              <option key={h.code} value={h.code}>
                {h.name}
              </option>
            ))}
          </select>
        </label>
        {/* above the months, where a phone shows it with the first cells; its line is kept while the prices load (no shift) */}
        <p className="booking-calendar__note">{priced ? formatMessage(texts.priceNote, { currency: format.isoCode }, locale) : null}</p>
        {/* month names, weekday letters and the cells' spoken labels in the page's language */}
        <I18nProvider locale={intlLocale(locale)}>
          <RangeCalendar
            aria-label={texts.calendar}
            value={range}
            onChange={(v) => setRange(v as { start: CalendarDate; end: CalendarDate })}
            minValue={parseDate(today)}
            maxValue={parseDate(addDays(today, 540))}
            visibleDuration={{ months: 2 }}
            isDateUnavailable={(d: DateValue) => isNightUnavailable(nights.get(d.toString()))}
            onFocusChange={(d) => {
              const first = d.toString().slice(0, 8) + '01'
              if (first < from || first > addDays(from, 60)) setFrom(monthFrom(first))
            }}
            className="booking-calendar"
          >
            <CalendarMonths
              block="booking-calendar"
              months={2}
              previousLabel={texts.previous}
              nextLabel={texts.next}
              cellClassName={() => 'booking-calendar__cell'}
              cellContent={(date, { formattedDate, isOutsideMonth }) => {
                if (isOutsideMonth) return null
                const info = nights.get(date.toString())
                return (
                  <span className="booking-calendar__content">
                    <span>{formattedDate}</span>
                    {format && info && info.minPriceMinor !== null && !isNightUnavailable(info) ? (
                      <span className="booking-calendar__price">{calendarPriceLabel(info.minPriceMinor, format)}</span>
                    ) : null}
                    {info && info.minStay > 1 ? (
                      <span className="booking-calendar__minstay" title={formatMessage(texts.minStay, { nights: info.minStay }, locale)}>
                        {info.minStay}+
                      </span>
                    ) : null}
                  </span>
                )
              }}
            />
          </RangeCalendar>
        </I18nProvider>
        {minStayShown ? (
          <p className="booking-calendar__legend" data-testid="minstay-legend">
            <span className="booking-calendar__minstay" aria-hidden="true">
              2+
            </span>{' '}
            {texts.minStayLegend}
          </p>
        ) : null}
        {rooms.map((room, i) => (
          <fieldset key={i} className="booking-panel__room">
            <legend>{formatMessage(texts.room, { n: i + 1 }, locale)}</legend>
            <label>
              {texts.adults}
              <select value={room.adults} onChange={(e) => setRoom(i, { ...room, adults: Number(e.target.value) })}>
                {Array.from({ length: BOOKING_LIMITS.maxAdultsPerRoom }, (_, k) => k + 1).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            <label>
              {texts.children}
              <select value={room.ages.length} onChange={(e) => setRoom(i, { ...room, ages: Array.from({ length: Number(e.target.value) }, (_, k) => room.ages[k] ?? null) })}>
                {Array.from({ length: BOOKING_LIMITS.maxChildrenPerRoom + 1 }, (_, k) => k).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            {room.ages.map((age, c) => (
              <label key={c}>
                {formatMessage(texts.childAge, { n: c + 1 }, locale)}
                <select
                  value={age ?? ''}
                  aria-required="true"
                  data-age-missing={age === null ? '' : undefined}
                  aria-invalid={agesMissing && age === null ? true : undefined}
                  aria-describedby={agesMissing && age === null ? 'booking-ages-message' : undefined}
                  onChange={(e) => setRoom(i, { ...room, ages: room.ages.map((a, k) => (k === c ? (e.target.value === '' ? null : Number(e.target.value)) : a)) })}
                >
                  <option value="">{texts.chooseAge}</option>
                  {Array.from({ length: BOOKING_LIMITS.maxChildAge + 1 }, (_, k) => k).map((n) => (
                    <option key={n}>{n}</option>
                  ))}
                </select>
              </label>
            ))}
            {rooms.length > 1 ? (
              <button type="button" className="button button--ghost" onClick={() => setRooms(rooms.filter((_, k) => k !== i))}>
                {texts.removeRoom}
              </button>
            ) : null}
          </fieldset>
        ))}
        {rooms.length < BOOKING_LIMITS.maxRooms ? (
          <button type="button" className="button button--ghost" onClick={() => setRooms([...rooms, { adults: BOOKING_LIMITS.defaultAdults, ages: [] }])}>
            {texts.addRoom}
          </button>
        ) : null}
        {agesMissing ? (
          <p className="notice notice--error" role="alert" id="booking-ages-message" data-testid="ages-message">
            {texts.agesRequired}
          </p>
        ) : null}
        <label className="booking-panel__field">
          {texts.promoCode}
          <input value={promo} onChange={(e) => setPromo(e.target.value)} maxLength={40} autoComplete="off" />
        </label>
        {/* on a phone the sheet scrolls: the stay chosen, any stay error and Search stay in its sticky footer, in view */}
        <div className="booking-panel__footer" data-testid="booking-panel-footer">
          {stayLine ? (
            <p className="booking-panel__stay" data-testid="stay-line">
              {stayLine}
            </p>
          ) : null}
          {message ? (
            <p className="notice notice--error" role="alert" data-testid="stay-message">
              {message}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={!stay.ok}>
            {texts.search}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
