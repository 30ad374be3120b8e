/**
 * A reservation's details as the confirmation and the lookup pages show them:
 * hotel, dates, guests per room, rooms with rate and policies, totals paid (with the interest-free plan
 * it was charged in, when there is one) and pending, and the taxes in the total with the hotel's note
 * on what it does not include. Texts and the money formatter are passed in
 * (server-rendered, no client script).
 */
import type { Reservation } from '../../../lib/hotel-api/types'
import type { TaxTexts } from '../domain/taxes'
import { TaxBreakdownList } from './TaxBreakdown'
import { formatMessage } from '../../../lib/i18n/format'

export type ReservationDetailsTexts = {
  hotel: string
  checkIn: string
  checkOut: string
  guest: string
  guests: string
  rooms: string
  policies: string
  total: string
  paid: string
  /** label of what was paid when it was a deposit (a balance is pending) */
  paidDeposit?: string
  pending: string
  /** `{amount}` and `{date}` placeholders */
  pendingDue: string
  /** ICU: `{n}`, `{adults}`, `{children}`, `{ages}` (plurals: '1 adult', '2 adults') */
  guestsRoom: string
  /** a room without children: `{n}`, `{adults}` */
  guestsRoomAdults: string
  /** label of the guest's arrival notes (shown when there are some) */
  notes?: string
  /** the dictionary's `taxes` texts (the breakdown is shown when the API itemized the total) */
  taxes: TaxTexts
}

export function ReservationDetails({
  r,
  t,
  money,
  date,
  lang,
  taxNote,
  installments,
}: {
  r: Reservation
  t: ReservationDetailsTexts
  money: (minor: number) => string
  date: (iso: string) => string
  /** the page's language (tax percentages) */
  lang: string
  /** the hotel's note on what the price does not include (CMS), or null */
  taxNote: string | null
  /** the interest-free plan the payment was charged in, worded (../domain/paymentPlan.ts), or null for one payment */
  installments?: string | null
}) {
  const pending = r.pending.hasPartialPayment && r.pending.amountMinor > 0 ? r.pending : null
  return (
    <div className="reservation-details">
      <dl className="summary__dates">
        <dt>{t.hotel}</dt>
        <dd>{r.hotelName ?? r.hotelCode}</dd>
        <dt>{t.checkIn}</dt>
        <dd>
          <time dateTime={r.checkIn}>{date(r.checkIn)}</time>
        </dd>
        <dt>{t.checkOut}</dt>
        <dd>
          <time dateTime={r.checkOut}>{date(r.checkOut)}</time>
        </dd>
        <dt>{t.guest}</dt>
        <dd>
          {r.guest.firstName} {r.guest.lastName}
        </dd>
        {r.guest.comments && t.notes ? (
          <>
            <dt>{t.notes}</dt>
            <dd data-testid="arrival-notes">{r.guest.comments}</dd>
          </>
        ) : null}
        {r.occupancy.length ? (
          <>
            <dt>{t.guests}</dt>
            <dd>
              {r.occupancy.map((o, i) => (
                <span key={i} className="reservation-details__guests">
                  {formatMessage(o.children ? t.guestsRoom : t.guestsRoomAdults, { n: i + 1, adults: o.adults, children: o.children, ages: o.ages.join(', ') }, lang)}
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{t.rooms}</h2>
      <ol className="summary__rooms">
        {r.rooms.map((room) => (
          <li key={room.roomNumber}>
            {room.name} · {room.nameRatePlan} · {money(room.amount)}
            <p className="rate__legal">
              <strong>{t.policies}:</strong> {room.policies}
            </p>
          </li>
        ))}
      </ol>
      <p className="summary__total">
        {t.total}: <strong data-testid="confirmation-total">{money(r.totalMinor)}</strong> · {pending && t.paidDeposit ? t.paidDeposit : t.paid}:{' '}
        <strong data-testid="confirmation-paid">{money(r.paidMinor)}</strong>
        {installments ? (
          <>
            {' '}
            (<span data-testid="confirmation-installments">{installments}</span>)
          </>
        ) : null}
        {pending ? (
          <>
            <br />
            {t.pending}:{' '}
            <strong data-testid="confirmation-pending">
              {pending.dueDate ? formatMessage(t.pendingDue, { amount: money(pending.amountMinor), date: date(pending.dueDate) }, lang) : money(pending.amountMinor)}
            </strong>
          </>
        ) : null}
      </p>
      <TaxBreakdownList taxes={r.taxes} texts={t.taxes} money={money} lang={lang} note={taxNote} testId="confirmation-taxes" />
    </div>
  )
}
