/**
 * The hotel API v1 wire format as the storefront reads it (design/hotel-api-v1.md; spec §3, §7).
 * Tolerant readers: unknown fields are ignored, optional ones defaulted, so a richer real API still
 * parses. Amounts are decimals in the quote currency. Only this folder knows these shapes.
 */
import { z } from 'zod'

const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])

export const ErrorBodyWire = z.object({
  Error: z.object({
    Code: z.string(),
    Message: z.string().default(''),
    Details: z.record(z.string(), z.unknown()).optional(),
    TraceId: z.string().optional(),
  }),
})

export const CalendarWire = z.object({
  HotelCode: z.union([z.string(), z.number()]).transform(String),
  Currency: z.string(),
  Days: z.array(
    z.object({
      Date: z.string(),
      MinPrice: decimal.nullable().default(null),
      MinStay: z.number().int().default(1),
      MaxStay: z.number().int().nullable().default(null),
      ClosedToArrival: z.boolean().default(false),
      ClosedToDeparture: z.boolean().default(false),
      Closed: z.boolean().default(false),
      Available: z.number().int().default(0),
      Past: z.boolean().default(false),
    }),
  ),
})

const MsiWire = z.array(z.object({ Months: z.number().int(), MonthlyAmount: decimal })).default([])

/** Contract 1.1 `Taxes` (docs/hotel-api.md): a price split into net rate and taxes; optional everywhere (a 1.0 API sends none). */
export const TaxesWire = z
  .object({
    Included: z.boolean().optional(),
    RoomAmount: decimal.optional(),
    NetAmount: decimal,
    TotalAmount: decimal,
    Items: z
      .array(
        z
          .object({
            Code: z.string(),
            Name: z.string().default(''),
            Kind: z.enum(['PERCENT', 'PER_ROOM_NIGHT', 'PER_STAY']).default('PERCENT'),
            Percent: decimal.nullable().default(null),
            Included: z.boolean().default(true),
            Amount: decimal,
          })
          .loose(),
      )
      .default([]),
  })
  .loose()
  .optional()

export const RatePlanWire = z.object({
  RatePlanCode: z.string(),
  nameRatePlan: z.string(),
  descRatePlan: z.string().default(''),
  policies: z.string().default(''),
  legal: z.string().default(''),
  Refundable: z.boolean().default(true),
  AllFunInclusive: z.boolean().default(true),
  Habs: z
    .array(
      z.object({
        Hab: z.number().int(),
        Adults: z.number().int(),
        Children: z.number().int().default(0),
        Ages: z.array(z.number().int()).default([]),
        NightlyPrices: z.array(z.object({ Date: z.string(), Amount: decimal })).default([]),
        totalAmount: decimal,
        averageAmount: decimal,
        Taxes: TaxesWire,
      }),
    )
    .default([]),
  nights: z.number().int(),
  totalAmount: decimal,
  averageAmount: decimal,
  Taxes: TaxesWire,
  currency: z.string(),
  PromoApplied: z.boolean().default(false),
  PartialPaymentAllowed: z.boolean().default(false),
  msiBreakdown: MsiWire,
  /** free-cancellation days before arrival (null: non-refundable); optional, a real API may not send it */
  CancelPolicy: z.object({ FreeCancelDays: z.number().int().nullable(), PenaltyNights: z.number().int().default(1) }).optional(),
})

export const AvailabilityWire = z.object({
  HotelCode: z.union([z.string(), z.number()]).transform(String),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  Currency: z.string(),
  PromoCode: z
    .object({ Code: z.string(), Applied: z.boolean(), Message: z.string().default('') })
    .nullable()
    .default(null),
  Rooms: z.array(
    z.object({
      RoomCode: z.string(),
      Category: z.string().default(''),
      name: z.string(),
      description: z.string().default(''),
      MaxAdults: z.number().int().optional(),
      MaxChildren: z.number().int().optional(),
      MaxOccupancy: z.number().int().optional(),
      RemainingUnits: z.number().int(),
      LowStock: z.boolean().default(false),
      RatePlans: z.array(RatePlanWire),
    }),
  ),
  Unavailable: z
    .array(
      z.object({
        RoomCode: z.string().optional(),
        RatePlanCode: z.string().optional(),
        Reason: z.string(),
        Message: z.string().default(''),
        // the refusal's facts: `nights` is the stay limit of MIN_STAY_NOT_MET / MAX_STAY_EXCEEDED (the closed nights' dates for CLOSED)
        Details: z.unknown().optional(),
      }),
    )
    .default([]),
})

const SummaryRoomWire = z.object({
  Hab: z.number().int(),
  RoomCode: z.string(),
  RatePlanCode: z.string(),
  name: z.string(),
  nameRatePlan: z.string(),
  descRatePlan: z.string().default(''),
  policies: z.string().default(''),
  legal: z.string().default(''),
  amount: decimal,
  averageAmount: decimal,
  nights: z.number().int(),
  currency: z.string(),
  AllFunInclusive: z.boolean().default(true),
  /** cancel and deposit policy of the chosen rate (optional: a real API may not send them) */
  Refundable: z.boolean().optional(),
  CancelPolicy: z.object({ FreeCancelDays: z.number().int().nullable(), PenaltyNights: z.number().int().default(1) }).optional(),
  DepositPolicy: z
    .object({ DepositPercent: decimal, MinDaysBeforeArrival: z.number().int().default(0), BalanceDueDaysBeforeArrival: z.number().int().default(0) })
    .nullable()
    .optional(),
  NightlyPrices: z.array(z.object({ Date: z.string(), Amount: decimal })).default([]),
  Taxes: TaxesWire,
})

export const SummaryWire = z.object({
  HotelCode: z.union([z.string(), z.number()]).transform(String),
  HotelName: z.string().optional(),
  Paxes: z.array(z.object({ Adults: z.number().int(), Children: z.number().int().default(0), Ages: z.array(z.number().int()).default([]) })).default([]),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  Currency: z.string(),
  PromoCode: z.string().nullable().default(null),
  Rooms: z.array(SummaryRoomWire).default([]),
  TotalAmount: decimal,
  Taxes: TaxesWire,
  AverageAmount: decimal.optional(),
  AmountDueNow: decimal.optional(),
  Ecommerce: z
    .object({
      PendingAmount: z
        .object({ HasPartialPayment: z.boolean().default(false), Amount: decimal.default(0), DueDate: z.string().nullable().default(null) })
        .default({ HasPartialPayment: false, Amount: 0, DueDate: null }),
    })
    .default({ PendingAmount: { HasPartialPayment: false, Amount: 0, DueDate: null } }),
  msiBreakdown: MsiWire,
})

export const SessionWire = z.object({
  SessionID: z.string(),
  Token: z.string().optional(),
  Version: z.number().int(),
  Status: z.enum(['OPEN', 'HELD', 'CONFIRMED', 'EXPIRED', 'CANCELLED']),
  HoldExpiresAt: z.string().nullable().default(null),
  Summary: SummaryWire,
  /** a committed session's reservation and the payment it was committed with (reference engine; optional: a real API may not send it) */
  Reservation: z
    .object({ ConfirmationCode: z.string(), Payment: z.object({ Provider: z.string(), Reference: z.string() }).loose().nullable().optional() })
    .loose()
    .nullable()
    .optional(),
})

/** Spec §3 "Saved payment reservation (fetched by token)". */
export const SavedReservationWire = z.object({
  Header: z.object({ Currency: z.string() }),
  PromoCode: z.string().nullable().default(null),
  Paxes: z.array(z.object({ Adults: z.number().int(), Children: z.number().int().default(0), Ages: z.array(z.number().int()).default([]) })),
  Hotel: z.object({
    HotelCode: z.union([z.string(), z.number()]).transform(String),
    Habs: z.number().int(),
    Rooms: z.array(z.object({ Hab: z.number().int(), RoomCode: z.string(), RatePlanCode: z.string() })).default([]),
  }),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Ecommerce: z.object({ PendingAmount: z.object({ HasPartialPayment: z.boolean().default(false) }).default({ HasPartialPayment: false }) }).default({ PendingAmount: { HasPartialPayment: false } }),
})

export const PromoWire = z.object({ Code: z.string(), Valid: z.boolean().optional() }).loose()

export const ReservationWire = z.object({
  ConfirmationCode: z.string(),
  Status: z.string(),
  HotelCode: z.union([z.string(), z.number()]).transform(String),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Currency: z.string(),
  TotalAmount: decimal,
  PaidAmount: decimal.optional(),
  Guest: z.object({ FirstName: z.string(), LastName: z.string(), Email: z.string(), Comments: z.string().optional() }),
  Summary: SummaryWire.optional(),
  Cancellation: z.object({ Penalty: decimal, Refund: decimal, CancelledAt: z.string() }).nullable().default(null),
  CreatedAt: z.string().optional(),
  Payment: z.object({ Provider: z.string(), Reference: z.string() }).loose().nullable().optional(),
})

/** GET /reservations: the search's answer. */
export const ReservationSearchWire = z.object({ Reservations: z.array(ReservationWire) })

export const BookingConfigWire = z.object({
  HotelCode: z.union([z.string(), z.number()]).transform(String),
  DefaultCurrency: z.string().default('USD'),
  // RatePerUsd: the reference engine's conversion rate (not in contract 1.0; absent elsewhere)
  Currencies: z.array(z.object({ Code: z.string(), Decimals: z.number().int(), RatePerUsd: z.number().positive().optional() })),
  PaymentMethods: z.record(z.string(), z.array(z.object({ ApiCode: z.string(), Name: z.string(), Kind: z.string().optional(), UpCode: z.string().nullable().optional() }))),
  Banks: z.array(z.object({ Id: z.number().optional(), Name: z.string(), msiBreakdown: z.array(z.number().int()).default([]) }).loose()).default([]),
  Limits: z.object({ MaxRooms: z.number().int(), MaxChildrenPerRoom: z.number().int(), AdultMinAge: z.number().int(), LowStockThreshold: z.number().int().optional() }).loose(),
})
