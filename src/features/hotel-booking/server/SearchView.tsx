import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { redirectToLocalizedPath } from '@/lib/i18n/localizedRoute'
import { BookingSteps } from '@/features/hotel-booking/components/BookingSteps'
import { CategoryFilter } from '@/features/hotel-booking/components/CategoryFilter'
import { CurrencySwitch } from '@/components/CurrencySwitch'
import { PaymentMethodsDialog } from '@/features/hotel-booking/components/PaymentMethodsDialog'
import { stripePublishableKey } from '@/features/checkout/payments'
import { ReservationSummary } from '@/features/hotel-booking/components/ReservationSummary'
import { RoomList } from '@/features/hotel-booking/components/RoomList'
import { SearchForm } from '@/features/hotel-booking/components/SearchForm'
import { filterByCategory } from '@/features/hotel-booking/domain/filters'
import { promoRefusalCode } from '@/features/hotel-booking/domain/hotelMessages'
import { ALL_ROOMS, shownRoomCount } from '@/features/hotel-booking/domain/roomPaging'
import { flowPath } from '@/features/hotel-booking/domain/paths'
import { parseStayCookie } from '@/features/hotel-booking/domain/dates'
import { choose, currentRoomChoices, flowQuery, nextOpenRoom, offeredChoices } from '@/features/hotel-booking/domain/selection'
import { otherDatesWindow, otherStays } from '@/features/hotel-booking/domain/otherDates'
import { daysBetween } from '@/lib/hotel-date'
import { toMajorUnits } from '@/lib/money/format'
import { getBanks, getHotels, getHotelTaxNote, getRoomTypes } from '@/cms/reads/reference'
import { promisedInstallmentMonths } from '@/features/checkout/domain/installmentPlans'
import { loadSearchPage } from '@/features/hotel-booking/server/searchPage'
import { hotelToday } from '@/features/hotel-booking/server/today'
import { MaintenanceNotice } from '@/components/MaintenanceNotice'
import { AvailabilityError } from '@/features/hotel-booking/components/AvailabilityError'
import { TrackEvent } from '@/lib/analytics/TrackEvent'
import { getLayoutData } from '@/cms/reads/queries'
import { CURRENCY_COOKIE, CURRENT_ROOM_COOKIE, STAY_COOKIE, TOKEN_COOKIE } from '@/lib/cookies'
import { call, HotelApiClient } from '@/lib/hotel-api'
import { formatCalendarDate, formatStayRange } from '@/lib/i18n/dates'
import type { SearchCorrection } from '@/features/hotel-booking/domain/corrections'
import { largestRoom, partyTooLarge } from '@/features/hotel-booking/domain/stayRefusal'
import { restoreApplies, restoreQuery } from '@/features/hotel-booking/domain/restore'
import { contentLocaleOf, isRouteLocale, textLocaleOf, type RouteLocale } from '@/lib/i18n/locales'

export type FlowPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function searchMetadata({ params }: FlowPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'steps' }), getTranslations({ locale, namespace: 'meta' })])
  return { title: t('rooms'), description: tm('search'), robots: { index: false, follow: true } }
}

/**
 * Step 1 ROOMS (spec §2): `/es/busqueda/` ↔ `/en/search/`; the URL is the state. Shows the rooms and
 * rates for the search, the reservation summary, currency and category choices. Booking surfaces show
 * the maintenance message while maintenance mode is on. When the hotel API cannot answer the
 * availability, the page says so with a retry link and the service numbers (`AvailabilityError`);
 * without the CMS currencies nothing can be priced and the service numbers are shown (spec §8).
 */
export async function SearchView({ params, searchParams, slug }: FlowPageProps & { slug: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  await redirectToLocalizedPath(locale, 'search', slug, searchParams)
  setRequestLocale(locale)
  const lang = contentLocaleOf(locale)
  const [query, h, jar, layout, t, tb, tpay, thotel] = await Promise.all([
    searchParams,
    headers(),
    cookies(),
    getLayoutData(lang),
    getTranslations('steps'),
    getTranslations('booking'),
    getTranslations('payment'),
    getTranslations('hotelMessages'),
  ])
  const settings = layout.SiteSetting
  const pageUrl = `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${flowPath(locale, 'search')}`

  if (settings?.maintenanceMode) {
    return (
      <article className="page page--flow">
        <BookingSteps current={1} />
        <h1>{t('rooms')}</h1>
        {/* the layout's header already shows the maintenance notice: once per page */}
      </article>
    )
  }

  // Spec §4: if URL dates are missing, the stored ones (the `stay` cookie of the last search, set by
  // the proxy) are used; a saved token restores the whole booking (204: nothing to restore) unless the
  // visitor has searched other dates since.
  const stored = parseStayCookie(jar.get(STAY_COOKIE)?.value)
  const token = jar.get(TOKEN_COOKIE)?.value
  if (token && !query.checkin && /^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    const saved = await call(() => new HotelApiClient().getSavedReservationByToken(token, { pageUrl, language: locale }))
    if (saved.data && restoreApplies(saved.data, stored)) redirect(flowPath(locale, 'search', restoreQuery(saved.data, await getHotels())))
  }
  const data = await loadSearchPage(locale, query, pageUrl, { currency: jar.get(CURRENCY_COOKIE)?.value ?? null, stay: stored })
  const category = typeof query.category === 'string' ? query.category : null
  // every room type asked for (`rooms=all`, roomPaging.ts) is kept by the page's links, as the category is
  const allRooms = query[ALL_ROOMS.param] === ALL_ROOMS.value
  const view: Record<string, string> = { ...(category ? { category } : {}), ...(allRooms ? { [ALL_ROOMS.param]: ALL_ROOMS.value } : {}) }
  // Spec §4: the search changed since these rates were chosen: they are cleared, and the page says so.
  if (data.modified) redirect(flowPath(locale, 'search', flowQuery(data.effective, [], { ...view, modified: '1' })))
  // Spec §4 (cookies store the current room): opened without rates, step 1 gives back the ones last
  // chosen for this same search (the tab was closed before "Continue"); another search gets none.
  if (query.sel === undefined && query.for === undefined && data.choices.length === 0) {
    const restored = currentRoomChoices(jar.get(CURRENT_ROOM_COOKIE)?.value, data.effective)
    if (restored.length) redirect(flowPath(locale, 'search', flowQuery(data.effective, restored, view)))
  }
  // No rooms for a party no room takes: say so and offer more rooms, not other dates (which would not help)
  const roomTypes = await getRoomTypes(data.hotel.code, textLocaleOf(locale))
  const largest = largestRoom(roomTypes.values())
  const tooLarge = data.availability?.rooms.length === 0 ? partyTooLarge(data.search.rooms, largest, data.availability.unavailable) : null
  const [hotels, taxNote, otherDates, banks] = await Promise.all([
    getHotels(),
    getHotelTaxNote(textLocaleOf(locale), data.hotel.code),
    data.availability?.rooms.length === 0 && !tooLarge ? otherDatesFor(data, pageUrl, locale) : Promise.resolve([]),
    getBanks(textLocaleOf(locale)),
  ])
  const tooLargeText = tooLarge
    ? tb('partyTooLarge', {
        rooms: tooLarge.length,
        list: tooLarge.join(', '),
        largest: largest.adults !== null && largest.guests !== null ? 'known' : 'unknown',
        adults: largest.adults ?? 0,
        guests: largest.guests ?? 0,
      })
    : null
  const currencyDoc = data.currencies.find((c) => c.isoCode === data.currency) ?? data.currencies[0]
  const roomCount = data.search.rooms.length
  // a chosen room or rate the stay no longer offers (another guest took the last one) is open again, with the spec's message
  const { kept: choices, gone } = data.availability ? offeredChoices(data.choices, data.availability.rooms) : { kept: data.choices, gone: [] }
  const roomNumber = nextOpenRoom(choices, roomCount) ?? (typeof query.edit === 'string' && Number(query.edit) >= 1 && Number(query.edit) <= roomCount ? Number(query.edit) : roomCount)
  // Choosing keeps the visitor's place: back at the chosen room's card (its 'Selected'
  // and the total), or at the top of the list when another room of the search is still to choose.
  const chooseHref = (roomCode: string, ratePlanCode: string) => {
    const chosen = choose(choices, { roomNumber, roomCode, ratePlanCode })
    return `${flowPath(locale, 'search', flowQuery(data.effective, chosen, view))}#${nextOpenRoom(chosen, roomCount) === null ? `room-${roomCode}` : 'rooms-heading'}`
  }
  const complete = nextOpenRoom(choices, roomCount) === null
  // Step 1 draws the first room types and a "Show N more rooms" link (roomPaging.ts: the page's weight)
  const listed = data.availability ? filterByCategory(data.availability.rooms, category, data.categories) : []
  const shownCount = shownRoomCount(listed.length, { all: allRooms, chosenPositions: choices.map((c) => listed.findIndex((r) => r.roomCode === c.roomCode)) })
  // A restored or chosen partial-payment choice (spec §4, `partial=1|0`; restoreQuery) goes on to step 2.
  // "Continue" posts step 2's query (StartBookingForm): the session is created by that action, not by a GET.
  const continueQuery = complete ? flowQuery(data.effective, choices, { ...view, ...(query.partial === '1' || query.partial === '0' ? { partial: query.partial } : {}) }) : null
  const editHref = (n: number) => flowPath(locale, 'search', flowQuery(data.effective, choices, { ...view, edit: String(n) }))
  // The forms that change the search carry the chosen rates (`sel`, `for`); the page clears them when
  // the search really changed (spec §4, `selectionFor`), and keeps them when it did not.
  const current = new URLSearchParams(flowQuery(data.effective, choices, view))
  const carry = Object.fromEntries([...current.entries()].filter(([k]) => k === 'sel' || k === 'for' || k === 'category'))
  const keepForCurrency = Object.fromEntries([...current.entries()].filter(([k]) => k !== 'currency'))
  const expired = data.search.datesExpired
  const corrections = data.search.corrections.map((c) => correctionText(c, data.search, locale, tb))

  return (
    <article className="page page--flow">
      <BookingSteps current={1} />
      <h1>{t('rooms')}</h1>
      <div className="flow-grid">
        <div className="flow-main">
          <SearchForm action={flowPath(locale, 'search')} search={data.search} hotels={hotels} currentHotel={data.hotel.code} currency={data.currency} today={hotelToday()} carry={carry} />
          {expired ? (
            <p className="notice" role="status" data-testid="dates-expired">
              {tb('datesExpired', {
                source: expired.source,
                dates: `${formatCalendarDate(expired.dates.checkIn, locale)} – ${formatCalendarDate(expired.dates.checkOut, locale)}`,
              })}
            </p>
          ) : null}
          {corrections.length ? (
            <div className="notice" role="status" data-testid="search-corrections">
              <p>
                <strong>{tb('corrections.title')}</strong>
              </p>
              {corrections.map((text) => (
                <p key={text}>{text}</p>
              ))}
              <p>{tb('corrections.change')}</p>
            </div>
          ) : null}
          {gone.length ? (
            <p className="notice notice--error" role="alert" data-testid="room-taken">
              {thotel('LAST_ROOM_TAKEN')}
            </p>
          ) : null}
          {query.modified === '1' && data.choices.length === 0 ? (
            <p className="notice" role="status" data-testid="search-modified">
              {tb('searchModified')}
            </p>
          ) : null}
          <div className="flow-tools">
            {data.currenciesFailed ? (
              <p className="notice notice--error" role="alert" data-testid="currencies-error">
                {tpay('currenciesError')}
              </p>
            ) : (
              <CurrencySwitch action={flowPath(locale, 'search')} currencies={data.currencies} current={data.currency} keep={keepForCurrency} />
            )}
            <PaymentMethodsDialog
              currency={data.currency}
              lang={lang}
              stripe={Boolean(stripePublishableKey())}
              texts={{
                open: tb('paymentMethods'),
                title: `${tb('paymentMethods')} · ${data.currency}`,
                close: tb('close'),
                banks: tb('banksTitle'),
                months: tb.raw('monthsList') as string,
                error: tpay('methodsError'),
              }}
            />
            <CategoryFilter categories={data.categories} current={category} hrefFor={(c) => flowPath(locale, 'search', flowQuery(data.effective, choices, c ? { category: c } : {}))} />
          </div>
          {data.promoRejected ? (
            <p className="notice notice--error" role="alert" data-testid="promo-message">
              {thotel(promoRefusalCode(data.promoRejected))}
            </p>
          ) : data.availability?.promo?.applied ? (
            <p className="notice notice--ok" role="status" data-testid="promo-message">
              {thotel('PROMO_APPLIED')}
            </p>
          ) : null}
          {data.availability && currencyDoc ? (
            <TrackEvent
              event="view_item_list"
              payload={{
                currency: data.currency,
                items: data.availability.rooms.map((r) => ({
                  item_id: r.roomCode,
                  item_name: r.name,
                  item_category: r.category,
                  price: toMajorUnits(r.ratePlans[0]?.averageMinor ?? 0, currencyDoc.decimals),
                })),
              }}
            />
          ) : null}
          {data.availability && currencyDoc ? (
            <RoomList
              locale={locale}
              availability={{ ...data.availability, rooms: listed.slice(0, shownCount) }}
              more={
                shownCount < listed.length
                  ? {
                      count: listed.length - shownCount,
                      href: `${flowPath(locale, 'search', flowQuery(data.effective, choices, { ...view, [ALL_ROOMS.param]: ALL_ROOMS.value }))}#room-${listed[shownCount]!.roomCode}`,
                    }
                  : null
              }
              currency={currencyDoc}
              roomNumber={roomNumber}
              roomCount={roomCount}
              choices={choices}
              chooseHref={chooseHref}
              roomTypes={roomTypes}
              today={hotelToday()}
              otherDates={otherDates.map((s) => ({ ...s, href: flowPath(locale, 'search', flowQuery({ ...data.effective, checkIn: s.checkIn, checkOut: s.checkOut }, [], view)) }))}
              phones={settings?.phones ?? null}
              installmentMonths={promisedInstallmentMonths(banks, data.currency)}
              partyTooLarge={tooLargeText}
            />
          ) : data.errorCode ? (
            <AvailabilityError phones={settings?.phones ?? null} retryHref={flowPath(locale, 'search', flowQuery(data.effective, choices, view))} />
          ) : (
            <MaintenanceNotice phones={settings?.phones ?? null} />
          )}
        </div>
        {currencyDoc ? (
          <ReservationSummary
            locale={locale}
            search={data.search}
            availability={data.availability}
            choices={choices}
            currency={currencyDoc}
            hotelName={data.hotel.name}
            continueQuery={continueQuery}
            editHref={editHref}
            taxNote={taxNote}
          />
        ) : null}
      </div>
    </article>
  )
}

type BookingTranslator = Awaited<ReturnType<typeof getTranslations<'booking'>>>

/**
 * One correction of the asked search in the visitor's language (`booking.corrections.*`), with the
 * dates as the page searched them.
 */
function correctionText(c: SearchCorrection, search: { checkIn: string; checkOut: string }, locale: RouteLocale, tb: BookingTranslator): string {
  const dates = formatStayRange(search.checkIn, search.checkOut, locale)
  const nights = daysBetween(search.checkIn, search.checkOut)
  switch (c.kind) {
    case 'checkInInvalid':
      return tb('corrections.checkInInvalid', { dates })
    case 'checkInTooFar':
      return tb('corrections.checkInTooFar', { dates, last: formatCalendarDate(c.lastCheckIn, locale), asked: formatCalendarDate(c.asked, locale) })
    case 'checkOutInvalid':
      return tb('corrections.checkOutInvalid', { dates, nights, given: c.given ? 'yes' : 'no' })
    case 'checkOutNotAfter':
      return tb('corrections.checkOutNotAfter', { dates, nights, asked: formatCalendarDate(c.asked, locale) })
    case 'stayTooLong':
      return tb('corrections.stayTooLong', { dates, nights, asked: c.asked, max: c.max })
    case 'roomsCapped':
      return tb('corrections.roomsCapped', { asked: c.asked, max: c.max })
    case 'adultsInvalid':
      return tb('corrections.adultsInvalid', { room: c.room, used: c.used })
    case 'adultsCapped':
      return tb('corrections.adultsCapped', { room: c.room, asked: c.asked, max: c.max })
    case 'childrenCapped':
      return tb('corrections.childrenCapped', { room: c.room, asked: c.asked, max: c.max })
    case 'childrenDropped':
      return tb('corrections.childrenDropped', { room: c.room, count: c.count })
  }
}

/**
 * Stays near the searched one the hotel's calendar shows as sellable (so a search without rooms
 * still offers other dates), for the first room's guests; none when the calendar cannot be read (the page then
 * shows only the phone numbers).
 */
async function otherDatesFor(data: Awaited<ReturnType<typeof loadSearchPage>>, pageUrl: string, locale: RouteLocale) {
  const { checkIn, checkOut, rooms } = data.search
  const nights = daysBetween(checkIn, checkOut)
  const today = hotelToday()
  const window = otherDatesWindow(checkIn, nights, today)
  const calendar = await call(() =>
    new HotelApiClient().getCalendar(
      { hotelCode: data.hotel.propertyCode, from: window.from, to: window.to, currency: data.currency, adults: rooms[0]?.adults ?? 2, ages: rooms[0]?.childrenAges ?? [] },
      { pageUrl, language: locale },
    ),
  )
  return calendar.data ? otherStays(calendar.data.nights, checkIn, nights, today) : []
}
