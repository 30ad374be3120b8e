import { getTranslations } from 'next-intl/server'
import { SiteImage } from '../../../components/SiteImage'
import type { CurrencyDoc, RoomTypeDoc } from '../../../lib/graphql/documents'
import type { Availability } from '../../../lib/hotel-api'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { textLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { siteImageOf } from '../../../lib/media'
import { formatMoney } from '../../../lib/money/format'
import { roomAmenities, roomBeds, roomViews, roomWords } from '../../../lib/rooms'
import { cancellationTerms } from '../domain/cancellation'
import { lowStockNotice } from '../domain/hotelMessages'
import type { Choice } from '../domain/selection'
import { stayRefusalMessages } from '../domain/stayRefusal'
import { compactTaxes, hasTaxes } from '../domain/taxes'
import { monthlyInstallmentMinor } from '../../checkout/domain/installmentPlans'
import { RoomIcon, RoomIconSprite } from './RoomIcon'

type Props = {
  locale: RouteLocale
  availability: Availability
  currency: CurrencyDoc
  /** the room of the search being chosen now (1-based) */
  roomNumber: number
  /** how many rooms the search has */
  roomCount: number
  choices: Choice[]
  /** href that chooses `room~rate` for the current room */
  chooseHref: (roomCode: string, ratePlanCode: string) => string
  /** the hotel's room types from the CMS (photos, size, occupancy, bed, view, amenities) by room code */
  roomTypes: Map<string, RoomTypeDoc>
  /** hotel-local today, for the last free-cancellation day */
  today: string
  /** when no room is left: nearby stays the calendar shows as sellable, with the search link of each */
  otherDates?: { checkIn: string; checkOut: string; href: string }[]
  /** no room type takes the party (`partyTooLarge`): this says so in place of 'no rooms, try other dates' */
  partyTooLarge?: string | null
  /** the reservations phones (site settings), offered when no room is left */
  phones?: { mexico: string | null; usa: string | null } | null
  /** the most interest-free months a bank offers at this checkout for this currency (`promisedInstallmentMonths`); null: no promise */
  installmentMonths?: number | null
  /** room types not drawn (roomPaging.ts): how many, and the link that shows them all, at the first of them */
  more?: { count: number; href: string } | null
}

/**
 * Room types with their rate plans for step 1 (spec §2, §3 Selected room, §8 Room), as a room shop:
 * each card has the room type's photos (a swipeable strip, the CMS's `room-types`),
 * size, occupancy, bed and view, its main amenities as icons with their names, the description and low
 * stock ('Only {quantity} rooms left', worded in the visitor's language with the API's count); its
 * rate plans side by side, each with what it includes, its cancellation in plain words (the last
 * free day in the visitor's language), the average per night and the total with its taxes
 * ('Impuestos incluidos: IVA 16% …'), MSI 'from … a month' over the most months a bank offers at
 * checkout (none when no bank does), and the choice for the current room. The first card's first
 * photo is the page's likely largest paint: it is preloaded; the rest load lazily. The caller passes
 * the room types to draw (roomPaging.ts) and `more`, the "Show N more rooms" link for the rest.
 */
export async function RoomList({
  locale,
  availability,
  currency,
  roomNumber,
  roomCount,
  choices,
  chooseHref,
  roomTypes,
  today,
  otherDates = [],
  phones = null,
  installmentMonths = null,
  partyTooLarge = null,
  more = null,
}: Props) {
  const t = await getTranslations('booking')
  const lang = textLocaleOf(locale)
  const taxTexts = messagesFor(locale).taxes
  const money = (minor: number) => formatMoney(minor, currency)
  const current = choices.find((c) => c.roomNumber === roomNumber)
  if (availability.rooms.length === 0) {
    // the stay itself refused (minimum stay, closed to arrival…): say why, not 'no rooms'
    const reasons = stayRefusalMessages(availability.unavailable, locale)
    // …and what the visitor can do instead: nearby dates with rooms, or a call
    return (
      <div className="notice no-rooms" data-testid="no-rooms">
        <p>{reasons.length ? reasons.join(' · ') : (partyTooLarge ?? t('noRooms'))}</p>
        {otherDates.length ? (
          <>
            <p className="no-rooms__lead">{t('otherDates')}</p>
            <ul className="no-rooms__dates" data-testid="other-dates">
              {otherDates.map((s) => (
                <li key={s.checkIn}>
                  <a className="button button--ghost" href={s.href}>
                    {formatCalendarDate(s.checkIn, locale)} – {formatCalendarDate(s.checkOut, locale)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {phones?.mexico || phones?.usa ? (
          <p data-testid="no-rooms-phones">
            {t('callUs')}{' '}
            {[
              phones.mexico ? (
                <a key="mx" href={`tel:${phones.mexico.replace(/\s+/g, '')}`}>
                  {phones.mexico}
                </a>
              ) : null,
              phones.usa ? (
                <a key="us" href={`tel:+${phones.usa.replace(/\D+/g, '')}`}>
                  {phones.usa}
                </a>
              ) : null,
            ]
              .filter(Boolean)
              .flatMap((a, i) => (i ? [' · ', a] : [a]))}
          </p>
        ) : null}
      </div>
    )
  }
  // every icon the cards below use, drawn once for the page
  const iconNames = ['size', 'guests', 'bed', 'view', ...availability.rooms.flatMap((room) => roomTypes.get(room.roomCode)?.amenities ?? [])]
  return (
    <section aria-labelledby="rooms-heading" className="rooms">
      <RoomIconSprite names={iconNames} />
      <h2 id="rooms-heading">{roomCount > 1 ? t('chooseRoomFor', { n: roomNumber, total: roomCount }) : t('stepRooms')}</h2>
      <ul className="rooms__list">
        {availability.rooms.map((room, index) => {
          const info = roomTypes.get(room.roomCode)
          const photos = (info?.gallery ?? []).map((m) => siteImageOf(m, room.name)).filter((p) => p !== null)
          const bed = roomWords(roomBeds, info?.bed, lang)
          const view = roomWords(roomViews, info?.view, lang)
          const amenities = (info?.amenities ?? []).flatMap((a) => {
            const words = roomWords(roomAmenities, a, lang)
            return words ? [{ value: a, words }] : []
          })
          const lowStock = lowStockNotice(room, locale)
          return (
            <li key={room.roomCode} id={`room-${room.roomCode}`} className="room-card" data-room={room.roomCode}>
              {photos.length ? (
                <div className="room-card__media-frame">
                  <div className="room-card__gallery" role="group" aria-label={t('roomPhotos', { room: room.name })} tabIndex={photos.length > 1 ? 0 : undefined}>
                    {photos.map((photo, i) => (
                      <div key={i} className="room-card__photo">
                        <SiteImage image={photo} sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 40vw, calc(100vw - 2rem)" priority={index === 0 && i === 0} />
                      </div>
                    ))}
                  </div>
                  {photos.length > 1 ? (
                    <span className="room-card__count" aria-hidden="true">
                      {t('photoCount', { count: photos.length })}
                    </span>
                  ) : null}
                </div>
              ) : (
                <div className="room-card__media" aria-hidden="true" data-category={room.category} />
              )}
              <div className="room-card__body">
                <h3>{room.name}</h3>
                {info ? (
                  <ul className="room-facts" aria-label={t('roomFacts')}>
                    {info.sizeM2 ? (
                      <li>
                        <RoomIcon name="size" />
                        {t('roomSize', { size: info.sizeM2 })}
                      </li>
                    ) : null}
                    {info.maxGuests ? (
                      <li>
                        <RoomIcon name="guests" />
                        {t('roomGuests', { guests: info.maxGuests })}
                      </li>
                    ) : null}
                    {bed ? (
                      <li>
                        <RoomIcon name="bed" />
                        {bed}
                      </li>
                    ) : null}
                    {view ? (
                      <li>
                        <RoomIcon name="view" />
                        {view}
                      </li>
                    ) : null}
                  </ul>
                ) : null}
                {room.description ? <p className="room-card__desc">{room.description}</p> : null}
                {amenities.length ? (
                  <ul className="room-amenities" aria-label={t('roomAmenities')}>
                    {amenities.map((a) => (
                      <li key={a.value}>
                        <RoomIcon name={a.value} />
                        {a.words}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {lowStock ? (
                  <p className="low-stock" data-testid="low-stock">
                    {lowStock}
                  </p>
                ) : null}
              </div>
              <ul className="rates" aria-label={t('ratePlansOf', { room: room.name })}>
                {room.ratePlans.map((rate) => {
                  const isChosen = current?.roomCode === room.roomCode && current?.ratePlanCode === rate.ratePlanCode
                  const price = rate.perRoom.find((p) => p.roomNumber === roomNumber) ?? rate.perRoom[0]
                  const avg = price?.averageMinor ?? rate.averageMinor
                  const total = price?.totalMinor ?? rate.totalMinor
                  // the taxes of the total shown: this room's price, or the rate's when the API sends no per-room price
                  const taxes = price ? price.taxes : rate.taxes
                  // the card promises only months a bank offers at this checkout, split as the checkout charges them
                  const msi = installmentMonths ? { months: installmentMonths, monthlyAmountMinor: monthlyInstallmentMinor(total, installmentMonths) } : null
                  const terms = cancellationTerms(rate.cancelPolicy, availability.checkIn, today)
                  return (
                    <li key={rate.ratePlanCode} className={isChosen ? 'rate rate--chosen' : 'rate'} data-rate={rate.ratePlanCode}>
                      <div className="rate__info">
                        <h4>{rate.nameRatePlan}</h4>
                        {rate.descRatePlan ? <p>{rate.descRatePlan}</p> : null}
                        <p className={terms?.kind === 'freeUntil' ? 'rate__cancel rate__cancel--free' : 'rate__cancel'} data-testid="rate-cancellation">
                          {terms?.kind === 'freeUntil'
                            ? t('freeCancelUntil', { date: formatCalendarDate(terms.lastFreeDay, locale) })
                            : terms?.kind === 'penaltyNow'
                              ? t('cancelPenaltyNow', { nights: terms.nights })
                              : terms?.kind === 'nonRefundable'
                                ? t('nonRefundableTerms')
                                : rate.refundable
                                  ? t('refundable')
                                  : t('nonRefundable')}
                        </p>
                        {rate.partialPaymentAllowed ? (
                          <p className="rate__tags">
                            <span>{t('partialPayment')}</span>
                          </p>
                        ) : null}
                        <details>
                          <summary>{t('policies')}</summary>
                          <p>{rate.policies}</p>
                          {rate.legal ? <p className="rate__legal">{rate.legal}</p> : null}
                        </details>
                      </div>
                      <div className="rate__price">
                        <p>
                          <span className="rate__avg">{formatMoney(avg, currency)}</span>
                          <span className="rate__label"> {t('averagePerNight')}</span>
                        </p>
                        <p className="rate__total">
                          {t('totalStay')}: <strong>{formatMoney(total, currency)}</strong>
                        </p>
                        {hasTaxes(taxes) ? (
                          <p className="rate__taxes" data-testid="rate-taxes">
                            {compactTaxes(taxes, taxTexts, money, locale)}
                          </p>
                        ) : null}
                        {msi ? (
                          <p className="rate__msi" data-testid="rate-msi">
                            {t('msiFrom', { amount: formatMoney(msi.monthlyAmountMinor, currency), months: msi.months })}
                          </p>
                        ) : null}
                        {isChosen ? (
                          <p className="rate__chosen" aria-live="polite">
                            {t('selected')}
                          </p>
                        ) : (
                          <a className="button" href={chooseHref(room.roomCode, rate.ratePlanCode)} aria-label={`${t('select')}: ${room.name} — ${rate.nameRatePlan}`}>
                            {t('select')}
                          </a>
                        )}
                      </div>
                    </li>
                  )
                })}
              </ul>
            </li>
          )
        })}
      </ul>
      {more ? (
        <p className="rooms__more">
          <a className="button button--ghost" href={more.href} data-testid="more-rooms">
            {t('moreRooms', { count: more.count })}
          </a>
        </p>
      ) : null}
    </section>
  )
}
