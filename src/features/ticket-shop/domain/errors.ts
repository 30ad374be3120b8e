/**
 * Errors of the ticket-shop domain (architecture §5): `Error` subclasses with a stable code and
 * context. Raised only for programming or boundary mistakes (a non-integer amount, a bad rate). Business refusals are never thrown: they are `{ ok: false, code, params }` results whose
 * codes live in `messages.ts`.
 */
import { AppError } from '@/lib/errors'

/** A malformed date is `InvalidDateError` (src/lib/hotel-date.ts), shared with the hotel side. */
export type TicketShopErrorCode = 'INVALID_AMOUNT' | 'INVALID_RATE'

export class TicketShopError extends AppError {
  constructor(code: TicketShopErrorCode, message: string, context: Record<string, unknown> = {}) {
    super(code, message, context)
  }
}
