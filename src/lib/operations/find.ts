/**
 * "Find a booking or order", the admin view for ops at `/admin/operations/find`
 * (src/cms/components/FindBookingsView.tsx): one search over the hotel's reservations and the shop's
 * ticket orders by code, guest email or part of the guest's name, and a hotel-local date; each record
 * with its status, money (paid and refunded, minor units, with the payment provider's references),
 * guest, stay or visit, and the actions ops may take on it (resend the confirmation email, send an
 * owed refund again).
 *
 * The records come from functions their owners export (`FindSources`, composed in
 * src/operationsSources.ts): the hotel booking asks the hotel API's reservation search
 * (docs/hotel-api.md) and joins its own refund and email records; the ticket shop reads `shop.orders`;
 * checkout says which payments still owe their capture. cms/ reads no feature's tables. The shapes
 * live here, on the shared floor, so the owners and the view speak one vocabulary.
 */
import { z } from 'zod'
import { isIsoDate, type IsoDate } from '../hotel-date'

/**
 * What ops typed. `text`: a booking or order code, a guest email, or a part of the guest's name (2–100
 * characters, trimmed); `date`: a hotel-local day (America/Cancun, ISO) the stay or visit covers, or the
 * booking or order was made on. At least one of them.
 */
export type FindQuery = { text: string | null; date: IsoDate | null }

/**
 * A record's state for ops: `confirmed` (booked and paid), `payment-owed` (booked, the capture of the
 * authorized payment still owed), `cancelled` (nothing to refund, or refunded outside the site),
 * `refund-owed` (cancelled, the refund recorded and not yet accepted by the provider), `refunded`.
 */
export type FoundStatus = 'confirmed' | 'payment-owed' | 'cancelled' | 'refund-owed' | 'refunded'

/** What ops may do from the view: resend the confirmation email, or send an owed refund again. */
export type FoundAction = 'resend-confirmation' | 'send-refund'

/** One hotel reservation or ticket order as ops see it. Amounts in minor units of `currency`. */
export type FoundRecord = {
  kind: 'booking' | 'order'
  code: string
  status: FoundStatus
  guest: { name: string; email: string }
  /** the stay (check-in, check-out) or the visit (first and last dated visit); null for open tickets */
  from: IsoDate | null
  to: IsoDate | null
  createdAt: Date | null
  currency: string
  decimals: number
  totalMinor: number
  paidMinor: number
  /** the refund recorded for a cancellation (0 when none) */
  refundMinor: number
  /** the payment: provider and its reference (Stripe `pi_…`, the sandbox's reference) */
  payment: { provider: string; reference: string } | null
  /** the refund's state at the provider: its reference (Stripe `re_…`), last error and attempts; null when none is recorded */
  refund: { status: string; reference: string | null; error: string | null; attempts: number } | null
  /** whether the confirmation email went out (null: not recorded by the site) */
  emailSent: boolean | null
  actions: FoundAction[]
}

/** One owner's answer: its records, or why it could not search (shown in that section; the other still shows). */
export type FindAnswer = { ok: true; records: FoundRecord[] } | { ok: false; reason: 'unavailable' | 'unsupported' }

/** An action's outcome: done, nothing to do (already sent, not owed, being sent), not found, or failed (the owner's error text). */
export type ActionOutcome = { ok: true; result: 'done' | 'nothing-to-do' } | { ok: false; result: 'not-found' | 'failed'; error?: string }

/** What each owner contributes to the find view (composed in src/operationsSources.ts). */
export type FindSources = {
  bookings: (q: FindQuery, limit: number) => Promise<FindAnswer>
  orders: (q: FindQuery, limit: number) => Promise<FindAnswer>
  /** runs `action` on the booking or order `code` */
  act: (kind: FoundRecord['kind'], code: string, action: FoundAction) => Promise<ActionOutcome>
}

/** Records listed per kind. */
export const FIND_LIMIT = 25

const QuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  date: z.string().trim().max(10).optional().default(''),
})

export type FindQueryError = 'EMPTY' | 'TEXT_TOO_SHORT' | 'DATE_INVALID'

/**
 * Reads the view's search parameters `q` and `date` (strings; arrays take their first value; the date
 * typed day first, `dd/mm/yyyy`, or ISO).
 * @returns null when both are absent (the view shows the empty form), the query, or the refusal's code
 */
export function parseFindQuery(params: Record<string, string | string[] | undefined> | undefined): { ok: true; query: FindQuery } | { ok: false; error: FindQueryError } | null {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const raw = { q: first(params?.q), date: first(params?.date) }
  if (raw.q === undefined && raw.date === undefined) return null
  const parsed = QuerySchema.safeParse({ q: (raw.q ?? '').slice(0, 100), date: (raw.date ?? '').slice(0, 10) })
  if (!parsed.success) return { ok: false, error: 'EMPTY' }
  const text = parsed.data.q || null
  const typedDate = parsed.data.date || null
  if (!text && !typedDate) return { ok: false, error: 'EMPTY' }
  const date = typedDate ? dayFirstDate(typedDate) : null
  if (typedDate && !date) return { ok: false, error: 'DATE_INVALID' }
  if (text && text.length < 2) return { ok: false, error: 'TEXT_TOO_SHORT' }
  return { ok: true, query: { text, date } }
}

/**
 * A date typed in the admin: day first (`dd/mm/yyyy`, as every admin date field reads in both
 * languages) or ISO `yyyy-mm-dd`. @returns the ISO day, or null when it is not a calendar day
 */
export function dayFirstDate(typed: string): IsoDate | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed.trim())
  const iso = m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : typed.trim()
  return isIsoDate(iso) ? iso : null
}

/** An ISO day as the admin shows it, day first: `2027-02-01` → `01/02/2027`. */
export const dayFirst = (iso: IsoDate): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** True when `text` reads as an email address (searched as the guest's email, in any case). */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
