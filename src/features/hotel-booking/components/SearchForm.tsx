import { getLocale, getTranslations } from 'next-intl/server'
import { daysBetween } from '../../../lib/hotel-date'
import { formatStayRange } from '../../../lib/i18n/dates'
import { BOOKING_LIMITS } from '../domain/limits'
import { partySummary, type SearchState } from '../domain/searchParams'

/**
 * Modify-search form (spec §2 step 1; §5 limits): dates, guests per room (up to 5 rooms, up to 3
 * children with an age each), promo code, hotel. A plain GET form: works without script and keeps the
 * URL as the state. It carries the chosen rates along (`carry`: `sel`, `for`); step 1 clears them when
 * the search changed (spec §4, `selectionFor`) and keeps them when it was sent unchanged.
 * Closed, it reads as the summary of the search on screen — dates with weekdays, nights, rooms and
 * guests — beside its "Modify search" action, so a phone shows what was searched above the rooms.
 */
export async function SearchForm({
  action,
  search,
  hotels,
  currentHotel,
  currency,
  today,
  carry,
}: {
  action: string
  search: SearchState
  hotels: { code: string; name: string }[]
  currentHotel: string
  currency: string
  today: string
  /** hidden fields kept across the search (the chosen rates and the search they were chosen for, the category) */
  carry: Record<string, string>
}) {
  const [t, locale] = await Promise.all([getTranslations('booking'), getLocale()])
  const rooms = search.rooms
  const party = partySummary(rooms, t)
  return (
    <details className="search-form-wrap">
      <summary className="search-summary" data-testid="search-summary">
        <span className="search-summary__stay">
          <span className="search-summary__dates">{formatStayRange(search.checkIn, search.checkOut, locale)}</span>
          <span className="search-summary__party">
            {t('nights', { count: daysBetween(search.checkIn, search.checkOut) })} · {party}
          </span>
        </span>
        {/* on a phone the action is a pencil beside the stay (its words stay for screen readers), so the summary is one short box */}
        <span className="button button--ghost search-summary__action">
          <svg className="search-summary__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span className="search-summary__action-text">{t('modifySearch')}</span>
        </span>
      </summary>
      <form method="get" action={action} className="search-form" aria-label={t('modifySearch')}>
        <div className="search-form__row">
          <label>
            {t('checkIn')}
            <input type="date" name="checkin" defaultValue={search.checkIn} min={today} required />
          </label>
          <label>
            {t('checkOut')}
            <input type="date" name="checkout" defaultValue={search.checkOut} min={today} required />
          </label>
          <label>
            {t('hotel')}
            <select name="hotel" defaultValue={currentHotel}>
              {hotels.map((h) => (
                <option key={h.code} value={h.code}>
                  {h.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('promoCode')}
            <input type="text" name="promocode" defaultValue={search.promoCode ?? ''} maxLength={40} autoComplete="off" pattern="[A-Za-z0-9_\-]*" />
          </label>
        </div>
        {rooms.map((r, i) => (
          <fieldset key={i} className="search-form__room">
            <legend>{t('roomN', { n: i + 1 })}</legend>
            <label>
              {t('adults')}
              <select name={`guests[${i}][adults]`} defaultValue={r.adults}>
                {Array.from({ length: BOOKING_LIMITS.maxAdultsPerRoom }, (_, k) => k + 1).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            <label>
              {t('children')}
              <select name={`guests[${i}][children]`} defaultValue={r.children}>
                {Array.from({ length: BOOKING_LIMITS.maxChildrenPerRoom + 1 }, (_, k) => k).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            {r.childrenAges.length > 0 ? (
              <label>
                {t('childrenAges')}
                <input type="text" name={`guests[${i}][childrenages]`} defaultValue={r.childrenAges.join('|')} pattern="\d{1,2}(\|\d{1,2}){0,2}" inputMode="numeric" />
              </label>
            ) : null}
          </fieldset>
        ))}
        <input type="hidden" name="currency" value={currency} />
        {Object.entries(carry).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <button type="submit" className="button">
          {t('search')}
        </button>
      </form>
    </details>
  )
}
