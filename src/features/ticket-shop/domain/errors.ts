/**
 * Errors of the ticket-shop domain (architecture §5): `Error` subclasses with a stable code and
 * context. Raised only for programming or boundary mistakes (a malformed date string, a non-integer
 * amount). Business refusals are never thrown: they are `{ ok: false, code, params }` results whose
 * codes live in `messages.ts`.
 */
import { AppError } from '@/lib/errors'

export type TicketShopErrorCode = 'INVALID_DATE' | 'INVALID_AMOUNT' | 'INVALID_RATE'

export class TicketShopError extends AppError {
  constructor(code: TicketShopErrorCode, message: string, context: Record<string, unknown> = {}) {
    super(code, message, context)
  }
}
