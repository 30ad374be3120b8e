import { getTranslations } from 'next-intl/server'
import type { CurrencyDoc } from '../../../lib/graphql/documents'
import type { Availability } from '../../../lib/hotel-api'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { formatMoney } from '../../../lib/money/format'
import type { Choice } from '../domain/selection'
import { stayRefusalMessages } from '../domain/stayRefusal'
import { compactTaxes, hasTaxes } from '../domain/taxes'

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
}

/**
 * Room types with their rate plans for step 1 (spec §2, §3 Selected room, §8 Room): name,
 * description, low stock ('Only {quantity} rooms left'), rate plan name, description, policies and
 * legal text, average per night and total with its taxes in one line ('Impuestos incluidos: IVA 16%
 * …', issue #14 item 16), and the choice for the current room.
 */
export async function RoomList({ locale, availability, currency, roomNumber, roomCount, choices, chooseHref }: Props) {
  const t = await getTranslations('booking')
  const taxTexts = messagesFor(locale).taxes
  const money = (minor: number) => formatMoney(minor, currency)
  const current = choices.find((c) => c.roomNumber === roomNumber)
  if (availability.rooms.length === 0) {
    // the stay itself refused (minimum stay, closed to arrival…): say why, not 'no rooms' (issue #14 item 5)
    const reasons = stayRefusalMessages(availability.unavailable)
    return (
      <p className="notice" data-testid="no-rooms">
        {reasons.length ? reasons.join(' · ') : t('noRooms')}
      </p>
    )
  }
  return (
    <section aria-labelledby="rooms-heading" className="rooms">
      <h2 id="rooms-heading">{roomCount > 1 ? t('chooseRoomFor', { n: roomNumber, total: roomCount }) : t('stepRooms')}</h2>
      <ul className="rooms__list">
        {availability.rooms.map((room) => (
          <li key={room.roomCode} className="room-card" data-room={room.roomCode}>
            <div className="room-card__media" aria-hidden="true" data-category={room.category} />
            <div className="room-card__body">
              <h3>{room.name}</h3>
              {room.description ? <p className="room-card__desc">{room.description}</p> : null}
              {room.lowStock && room.lowStockMessage ? (
                <p className="low-stock" data-testid="low-stock">
                  {room.lowStockMessage}
                </p>
              ) : null}
              <ul className="rates">
                {room.ratePlans.map((rate) => {
                  const isChosen = current?.roomCode === room.roomCode && current?.ratePlanCode === rate.ratePlanCode
                  const price = rate.perRoom.find((p) => p.roomNumber === roomNumber) ?? rate.perRoom[0]
                  const avg = price?.averageMinor ?? rate.averageMinor
                  const total = price?.totalMinor ?? rate.totalMinor
                  // the taxes of the total shown: this room's price, or the rate's when the API sends no per-room price
                  const taxes = price ? price.taxes : rate.taxes
                  const msi = currency.isoCode === 'MXN' ? rate.msi.reduce<(typeof rate.msi)[number] | null>((best, m) => (!best || m.months > best.months ? m : best), null) : null
                  return (
                    <li key={rate.ratePlanCode} className="rate" data-rate={rate.ratePlanCode}>
                      <div className="rate__info">
                        <h4>{rate.nameRatePlan}</h4>
                        {rate.descRatePlan ? <p>{rate.descRatePlan}</p> : null}
                        <p className="rate__tags">
                          <span>{rate.refundable ? t('refundable') : t('nonRefundable')}</span>
                          {rate.partialPaymentAllowed ? <span>{t('partialPayment')}</span> : null}
                        </p>
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
                        {msi ? <p className="rate__msi">{t('msiFrom', { amount: formatMoney(msi.monthlyAmountMinor, currency), months: msi.months })}</p> : null}
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
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
