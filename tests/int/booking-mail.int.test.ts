/**
 * Hotel booking confirmation email (issue #4 step 3), owed and sent once like the ticket orders' mail:
 * the booking step records an owed row right after the commit and sends after its answer; senders
 * racing (booking step, confirmation page, sweep, several instances) send it once; a process that dies
 * after the commit, or a sender that dies holding the lease, leaves it to the sweep; a failed send backs
 * off (2^attempts minutes) and stops after BOOKING_MAIL_MAX_ATTEMPTS. Real Postgres (the run's
 * throwaway database, `storefront_booking.confirmation_mails`); a stand-in hotel API read and transport.
 */
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BOOKING_MAIL_MAX_ATTEMPTS,
  recordOwedConfirmation,
  sendConfirmationOnce,
  sendOwedConfirmations,
  type BookingMailDeps,
  type OutgoingMail,
} from '../../src/features/hotel-booking/server/confirmationMail'
import { resendBookingConfirmation } from '../../src/features/hotel-booking/server/opsFind'
import { HotelApiError, type Reservation } from '../../src/lib/hotel-api'

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }))

let pool: pg.Pool
let sent: OutgoingMail[]
let reads: number
let transportDown: boolean
const reservations = new Map<string, Reservation>()
const ctx = { pageUrl: 'http://127.0.0.1:3000/es/reserva/', language: 'es' as const }

const deps = (): BookingMailDeps => ({
  pool: () => pool,
  read: async (code, email) => {
    reads++
    const r = reservations.get(code)
    if (!r || r.guest.email.toLowerCase() !== email.toLowerCase()) throw new HotelApiError('RESERVATION_NOT_FOUND', 'not found', 404)
    return structuredClone(r)
  },
  send: async (mail) => {
    if (transportDown) throw new Error('SMTP 421 service not available')
    await new Promise((r) => setTimeout(r, 20)) // a transport takes a moment: racing senders overlap
    sent.push(mail)
  },
})

let seq = 0
/** A committed reservation the stand-in hotel API can read, with a fresh code. */
function booked(email = 'Ana.Mail@Example.com'): Reservation {
  const code = `MAIL${Date.now().toString(36).toUpperCase()}${seq++}`
  const r: Reservation = {
    confirmationCode: code,
    status: 'CONFIRMED',
    hotelCode: '31453',
    hotelName: 'Hotel Arte',
    checkIn: '2027-01-10',
    checkOut: '2027-01-13',
    currency: 'USD',
    totalMinor: 90000,
    paidMinor: 90000,
    guest: { firstName: 'Ana', lastName: 'Ruiz', email },
    occupancy: [{ adults: 2, children: 0, ages: [] }],
    rooms: [],
    pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null },
    cancellation: null,
    createdAt: null,
    payment: null,
  }
  reservations.set(code, r)
  return r
}

const row = async (code: string) =>
  (
    await pool.query<{ sent: boolean; attempts: number; last_error: string | null; leased: boolean; locale: string }>(
      `SELECT sent_at IS NOT NULL AS sent, attempts, last_error, claimed_until > now() AS leased, locale FROM storefront_booking.confirmation_mails WHERE confirmation_code = $1`,
      [code],
    )
  ).rows[0]
/** Moves a row's recording time and lease into the past, as if `minutes` had gone by. */
const age = (code: string, minutes: number) =>
  pool.query(
    `UPDATE storefront_booking.confirmation_mails SET claimed_at = claimed_at - make_interval(mins => $2), claimed_until = claimed_until - make_interval(mins => $2) WHERE confirmation_code = $1`,
    [code, minutes],
  )
const mailsTo = (code: string) => sent.filter((m) => m.subject.includes(code))

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 })
})
afterAll(async () => {
  await pool.query(`DELETE FROM storefront_booking.confirmation_mails WHERE confirmation_code LIKE 'MAIL%'`)
  await pool.end()
})
beforeEach(() => {
  sent = []
  reads = 0
  transportDown = false
})

describe('booking confirmation email: owed, then sent once', () => {
  it('20 racing senders (step, page, sweep, instances) send one email, in the booked language, to the guest', async () => {
    const r = booked()
    await recordOwedConfirmation(r.confirmationCode, r.guest.email, 'en', deps())
    const results = await Promise.all(Array.from({ length: 20 }, () => sendConfirmationOnce(r.confirmationCode, r.guest.email, 'es', ctx, r, deps())))
    expect(results.filter((x) => x === 'sent')).toHaveLength(1)
    expect(mailsTo(r.confirmationCode)).toHaveLength(1)
    const mail = mailsTo(r.confirmationCode)[0]!
    expect(mail.to).toBe(r.guest.email)
    // the row's language wins: the guest booked in English, a later Spanish page view does not change it
    expect(mail.subject).toContain('is confirmed')
    expect(mail.attachments?.some((a) => a.filename.endsWith('.ics'))).toBe(true)
    expect(await row(r.confirmationCode)).toMatchObject({ sent: true, attempts: 0, last_error: null, leased: null, locale: 'en' })
    expect(await sendOwedConfirmations(50, 0, deps())).toBe(0)
  })

  it('a process that dies after the commit leaves the email owed: the sweep sends it once, reading the reservation', async () => {
    const r = booked()
    await recordOwedConfirmation(r.confirmationCode, r.guest.email, 'es', deps()) // … and the process dies here
    expect(await row(r.confirmationCode)).toMatchObject({ sent: false, attempts: 0 })
    // within the grace period the booking step is still expected to send it
    await sendOwedConfirmations(50, 60, deps())
    expect(mailsTo(r.confirmationCode)).toHaveLength(0)
    await age(r.confirmationCode, 2)
    await Promise.all([sendOwedConfirmations(50, 60, deps()), sendOwedConfirmations(50, 60, deps())]) // two instances' sweeps
    expect(mailsTo(r.confirmationCode)).toHaveLength(1)
    expect(mailsTo(r.confirmationCode)[0]!.subject).toContain('está confirmada')
    expect(reads).toBeGreaterThanOrEqual(1)
    expect(await row(r.confirmationCode)).toMatchObject({ sent: true })
  })

  it('a sender that dies holding the lease: nobody sends while it holds, the sweep sends once it lapses', async () => {
    const r = booked()
    await recordOwedConfirmation(r.confirmationCode, r.guest.email, 'es', deps())
    await pool.query(`UPDATE storefront_booking.confirmation_mails SET claimed_until = now() + interval '2 minutes' WHERE confirmation_code = $1`, [r.confirmationCode])
    await age(r.confirmationCode, 1) // recorded 1 min ago, lease still 1 min to run
    expect(await sendConfirmationOnce(r.confirmationCode, r.guest.email, 'es', ctx, r, deps())).toBe('skipped')
    expect(await sendOwedConfirmations(50, 30, deps())).toBe(0)
    await age(r.confirmationCode, 2) // the lease lapsed
    expect(await sendOwedConfirmations(50, 30, deps())).toBe(1)
    expect(mailsTo(r.confirmationCode)).toHaveLength(1)
  })

  it('a failed send is recorded and backs off; the sweep sends it after the back-off; the booking stands', async () => {
    const r = booked()
    transportDown = true
    await expect(sendConfirmationOnce(r.confirmationCode, r.guest.email, 'es', ctx, r, deps())).rejects.toThrow('SMTP 421')
    expect(await row(r.confirmationCode)).toMatchObject({ sent: false, attempts: 1, last_error: 'SMTP 421 service not available', leased: true })
    transportDown = false
    // backing off: neither a page reload nor the sweep sends yet
    expect(await sendConfirmationOnce(r.confirmationCode, r.guest.email, 'es', ctx, r, deps())).toBe('skipped')
    await age(r.confirmationCode, 1)
    expect(await sendOwedConfirmations(50, 0, deps())).toBe(0)
    await age(r.confirmationCode, 2) // 2^1 minutes have gone by
    expect(await sendOwedConfirmations(50, 0, deps())).toBe(1)
    expect(mailsTo(r.confirmationCode)).toHaveLength(1)
    expect(await row(r.confirmationCode)).toMatchObject({ sent: true, attempts: 1, last_error: null })
  })

  it(`stops retrying after ${BOOKING_MAIL_MAX_ATTEMPTS} failed sends (left to staff), and an unreadable reservation counts as a failure`, async () => {
    const r = booked()
    reservations.delete(r.confirmationCode) // the hotel API cannot find it
    await recordOwedConfirmation(r.confirmationCode, r.guest.email, 'es', deps())
    await age(r.confirmationCode, 5)
    for (let i = 0; i < BOOKING_MAIL_MAX_ATTEMPTS + 2; i++) {
      await sendOwedConfirmations(50, 0, deps())
      await age(r.confirmationCode, 60 * 24) // past any back-off
    }
    expect(await row(r.confirmationCode)).toMatchObject({ sent: false, attempts: BOOKING_MAIL_MAX_ATTEMPTS, last_error: 'not found' })
    expect(mailsTo(r.confirmationCode)).toHaveLength(0)
  })
})

describe('ops resend a booking confirmation (the admin find view)', () => {
  it('sends a sent confirmation again, once, in the booked language; a mail left to staff after its attempts is sent too', async () => {
    const r = booked()
    await recordOwedConfirmation(r.confirmationCode, r.guest.email, 'en', deps())
    expect(await sendConfirmationOnce(r.confirmationCode, r.guest.email, 'en', ctx, r, deps())).toBe('sent')
    expect(await resendBookingConfirmation(r.confirmationCode, deps())).toEqual({ ok: true, result: 'done' })
    expect(mailsTo(r.confirmationCode)).toHaveLength(2)
    expect(mailsTo(r.confirmationCode)[1]!.subject).toContain('is confirmed')
    expect(await row(r.confirmationCode)).toMatchObject({ sent: true, attempts: 0, last_error: null })

    // a confirmation whose sends all failed (the sweep gave up): the resend ignores the back-off and the cap
    const gaveUp = booked()
    await recordOwedConfirmation(gaveUp.confirmationCode, gaveUp.guest.email, 'es', deps())
    await pool.query(`UPDATE storefront_booking.confirmation_mails SET attempts = $2, last_error = 'SMTP 421', claimed_until = now() + interval '6 hours' WHERE confirmation_code = $1`, [
      gaveUp.confirmationCode,
      BOOKING_MAIL_MAX_ATTEMPTS,
    ])
    expect(await resendBookingConfirmation(gaveUp.confirmationCode, deps())).toEqual({ ok: true, result: 'done' })
    expect(mailsTo(gaveUp.confirmationCode)).toHaveLength(1)
    expect(mailsTo(gaveUp.confirmationCode)[0]!.subject).toContain('está confirmada')
  })

  it('a transport failure is reported with its error and leaves the email owed; an unknown code is not found', async () => {
    const r = booked()
    await recordOwedConfirmation(r.confirmationCode, r.guest.email, 'es', deps())
    transportDown = true
    expect(await resendBookingConfirmation(r.confirmationCode, deps())).toEqual({ ok: false, result: 'failed', error: 'SMTP 421 service not available' })
    expect(await row(r.confirmationCode)).toMatchObject({ sent: false, attempts: 1, last_error: 'SMTP 421 service not available' })
    expect(await resendBookingConfirmation('MAILNOSUCHCODE', deps())).toEqual({ ok: false, result: 'not-found' })
  })
})
