/**
 * zod schemas of every request the engine accepts (design/hotel-api-v1.md "Conventions" and
 * "Endpoints"; spec §3 and §7 field names). Parsing normalises: `Language`/`Currency` uppercased,
 * `HotelCode` as a string, a single `Paxes` object accepted when `Habs = 1` (tolerant reader).
 * Limits: spec §5/§9 (≤ 5 rooms, ≤ 3 children per room aged 0..15, ≥ 1 adult per room), stay 1..30 nights.
 */
import { z } from 'zod'
import { daysBetween, isIsoDate } from '../lib/hotel-date'
import { LIMITS } from './domain/stay'

export { safeDays }

export const isoDate = z.string().refine(isIsoDate, { message: 'expected a real date YYYY-MM-DD' })

const intLike = (min: number, max: number) => z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v), z.number().int().min(min).max(max))

export const hotelCode = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{1,12}$/, 'expected a hotel code'))

export const currencyCode = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code'))

const header = z.object({
  Channel: intLike(0, 1_000_000).optional(),
  ClientId: z.union([z.string().max(64), z.number()]).optional(),
  Language: z
    .string()
    .max(8)
    .transform((v) => v.trim().toUpperCase())
    .optional(),
  Country: z.string().max(8).optional(),
  Currency: currencyCode,
})

export const roomPax = z
  .object({
    Adults: intLike(1, 10),
    Children: intLike(0, LIMITS.maxChildrenPerRoom).default(0),
    Ages: z.array(intLike(0, LIMITS.maxChildAge)).max(LIMITS.maxChildrenPerRoom).default([]),
  })
  .refine((p) => p.Ages.length === p.Children, { message: 'Ages must have one age per child', path: ['Ages'] })

const roomChoice = z.object({
  Hab: intLike(1, LIMITS.maxRooms),
  RoomCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,12}$/, 'expected a room code')
    .transform((s) => s.toUpperCase()),
  RatePlanCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,24}$/, 'expected a rate plan code')
    .transform((s) => s.toUpperCase()),
})

const promo = z
  .union([z.string().max(40), z.null()])
  .optional()
  .transform((v) => (v ? v.trim().toUpperCase() : null))
  .pipe(z.union([z.null(), z.string().regex(/^[A-Z0-9_-]{1,40}$/, 'expected a promo code')]))

const ecommerce = z
  .object({
    PendingAmount: z
      .object({ HasPartialPayment: z.boolean().default(false) })
      .partial()
      .optional(),
  })
  .optional()

/** The known booking body (spec §7 calls 1 and 3): Header, PromoCode, Hotel, Paxes, CheckIn, CheckOut. */
const bookingFields = {
  Header: header,
  PromoCode: promo,
  Hotel: z.object({
    HotelCode: hotelCode,
    Habs: intLike(1, LIMITS.maxRooms),
    Rooms: z.array(roomChoice).max(LIMITS.maxRooms).optional(),
  }),
  Paxes: z.preprocess((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? [v] : v), z.array(roomPax).min(1).max(LIMITS.maxRooms)),
  CheckIn: isoDate,
  CheckOut: isoDate,
  Summary: z.boolean().optional(),
}

/** Nights between two dates, or null when either is not a real date (refinements may see raw input). */
function safeDays(from: unknown, to: unknown): number | null {
  return typeof from === 'string' && typeof to === 'string' && isIsoDate(from) && isIsoDate(to) ? daysBetween(from, to) : null
}

type BookingShape = { Hotel?: { Habs?: number; Rooms?: { Hab: number }[] }; Paxes?: unknown[]; CheckIn?: string; CheckOut?: string }

function refineBooking(b: BookingShape, ctx: z.RefinementCtx) {
  const habs = b.Hotel?.Habs
  if (Array.isArray(b.Paxes) && typeof habs === 'number' && b.Paxes.length !== habs) ctx.addIssue({ code: 'custom', path: ['Paxes'], message: 'Paxes must have one entry per room (Habs)' })
  const nights = safeDays(b.CheckIn, b.CheckOut)
  if (nights !== null && nights < LIMITS.minNights) ctx.addIssue({ code: 'custom', path: ['CheckOut'], message: 'CheckOut must be after CheckIn' })
  else if (nights !== null && nights > LIMITS.maxNights) ctx.addIssue({ code: 'custom', path: ['CheckOut'], message: `a stay has at most ${LIMITS.maxNights} nights` })
  const rooms = b.Hotel?.Rooms
  if (Array.isArray(rooms) && typeof habs === 'number') {
    const list = rooms.map((r) => r?.Hab)
    if (new Set(list).size !== list.length || list.some((h) => typeof h === 'number' && h > habs))
      ctx.addIssue({ code: 'custom', path: ['Hotel', 'Rooms'], message: 'one room choice per Hab, Hab ≤ Habs' })
  }
}

/** POST /availability body. */
export const availabilityBody = z.object(bookingFields).superRefine(refineBooking)
export type AvailabilityBody = z.infer<typeof availabilityBody>

/** POST /payment-reservation body (create a session). */
export const createSessionBody = z.object(bookingFields).superRefine(refineBooking)
export type CreateSessionBody = z.infer<typeof createSessionBody>

/** PUT /payment-reservation body: the known body plus SessionID, Version and Ecommerce. */
export const updateSessionBody = z.object({ ...bookingFields, SessionID: z.uuid(), Version: intLike(1, 1_000_000_000), Ecommerce: ecommerce }).superRefine(refineBooking)
export type UpdateSessionBody = z.infer<typeof updateSessionBody>

/** POST /payment-reservation/hold body. */
export const holdBody = z.object({ SessionID: z.uuid(), Version: intLike(1, 1_000_000_000) })

/** `?SessionID=` of GET/DELETE /payment-reservation. */
export const sessionQuery = z.object({ SessionID: z.uuid() })

/** `?Token=` of GET /payment-reservation/token. */
export const tokenQuery = z.object({ Token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'expected a session token') })

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase())

/** POST /reservations body (commit). Amounts are decimals in the quote currency. */
export const commitBody = z.object({
  SessionID: z.uuid(),
  Version: intLike(1, 1_000_000_000),
  Guest: z.object({
    FirstName: z.string().trim().min(1).max(100),
    LastName: z.string().trim().min(1).max(100),
    Email: email,
    Phone: z.string().trim().max(40).optional(),
    Country: z.string().trim().max(60).optional(),
    /** the guest's notes for their arrival, sent to the hotel with the reservation */
    Comments: z.string().trim().max(500).optional(),
  }),
  Payment: z.object({
    Provider: z.string().trim().min(1).max(40),
    Reference: z.string().trim().min(1).max(255),
    MethodCode: z.string().trim().min(1).max(10),
    Currency: currencyCode,
    AmountAuthorized: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).refine((v) => Number(v) >= 0 && Number.isFinite(Number(v)), 'expected an amount'),
    Installments: intLike(1, 24).optional(),
  }),
})
export type CommitBody = z.infer<typeof commitBody>

/** POST /reservations/{code}/cancel body. */
export const cancelBody = z.object({ Email: email, Reason: z.string().max(500).optional(), PaymentVoid: z.boolean().optional() })

/** `?Email=` of GET /reservations/{code}. */
export const reservationQuery = z.object({ Email: email })

/**
 * `GET /reservations` query (the channel's reservation search, an addition of the reference engine):
 * `Code` exact, `Email` exact in any case, `Name` a part of "first last" (2–100 characters, any case),
 * `Date` a hotel-local day the stay covers (check-in ≤ Date ≤ check-out) or the booking was made on;
 * at least one of them. `Limit` 1–50 (default 20).
 */
export const reservationSearchQuery = z
  .object({
    Code: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z0-9]{6,20}$/, 'expected a confirmation code'))
      .optional(),
    Email: email.optional(),
    Name: z.string().trim().min(2).max(100).optional(),
    Date: isoDate.optional(),
    Limit: intLike(1, 50).optional(),
  })
  .refine((q) => q.Code !== undefined || q.Email !== undefined || q.Name !== undefined || q.Date !== undefined, { message: 'expected Code, Email, Name or Date' })
export type ReservationSearchQuery = z.infer<typeof reservationSearchQuery>

/** `Idempotency-Key` header (≤ 255 visible ASCII chars). */
export const idempotencyKey = z.string().regex(/^[\x21-\x7E]{1,255}$/, 'expected 1..255 visible ASCII characters')

/** `{ConfirmationCode}` path segment. */
export const confirmationCode = z.string().regex(/^[A-Z0-9]{6,20}$/, 'expected a confirmation code')

/**
 * GET /calendar query (≤ 92 days, From ≤ To). `Ages` is a comma or pipe separated list. `RoomCodes`
 * (contract 1.2, optional, comma separated, ≤ 30): the nights' prices and availability of those room
 * types only (a room category's "from" price); unset: every room type.
 */
export const calendarQuery = z
  .object({
    HotelCode: hotelCode,
    From: isoDate,
    To: isoDate,
    Currency: currencyCode.default('USD'),
    Adults: intLike(1, 10).default(2),
    Ages: z
      .string()
      .max(40)
      .default('')
      .transform((s) =>
        s
          .split(/[,|]/)
          .map((x) => x.trim())
          .filter(Boolean)
          .map((x) => (/^\d+$/.test(x) ? Number(x) : NaN)),
      )
      .pipe(z.array(z.number().int().min(0).max(LIMITS.maxChildAge)).max(LIMITS.maxChildrenPerRoom)),
    RoomCodes: z
      .string()
      .max(400)
      .optional()
      .transform((s) =>
        s === undefined
          ? null
          : s
              .split(',')
              .map((x) => x.trim().toUpperCase())
              .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(/^[A-Z0-9_-]{1,16}$/, 'expected room codes'))
          .min(1)
          .max(30)
          .nullable(),
      ),
  })
  .superRefine((q, ctx) => {
    const span = safeDays(q.From, q.To)
    if (span === null) return
    const days = span + 1
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['To'], message: 'To must not be before From' })
    else if (days > LIMITS.calendarMaxDays) ctx.addIssue({ code: 'custom', path: ['To'], message: `at most ${LIMITS.calendarMaxDays} days` })
  })

/** GET /promo-codes/{Code} query. */
export const promoQuery = z
  .object({
    HotelCode: hotelCode,
    CheckIn: isoDate,
    CheckOut: isoDate,
    RoomCode: z
      .string()
      .regex(/^[A-Za-z0-9]{1,12}$/)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const n = safeDays(q.CheckIn, q.CheckOut)
    if (n !== null && (n < 1 || n > LIMITS.maxNights)) ctx.addIssue({ code: 'custom', path: ['CheckOut'], message: 'a stay has 1..30 nights' })
  })

/** `{Code}` path segment of /promo-codes. */
export const promoCodePath = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{1,40}$/))

/** GET /booking-config query. */
export const bookingConfigQuery = z.object({ HotelCode: hotelCode, Channel: intLike(0, 1_000_000).optional() })

/** Turns zod issues into the contract's `Fields` list. */
export function zodFields(err: z.ZodError): { Path: string; Message: string }[] {
  return err.issues.slice(0, 20).map((i) => ({ Path: i.path.map(String).join('.') || '(root)', Message: i.message }))
}
