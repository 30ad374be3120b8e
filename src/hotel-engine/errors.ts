/**
 * The engine's errors (architecture §5): an `Error` subclass with a stable code, an HTTP status and the
 * `Details` of the contract's error body (design/hotel-api-v1.md "Error body"). The message is
 * rendered in the request's language when the response is written.
 */
import type { MessageCode } from './domain/messages'

export class EngineError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
    /** placeholder values of the message, e.g. `{ nights: 3 }` for MIN_STAY_NOT_MET */
    readonly params: Record<string, string | number> = {},
  ) {
    super(code)
    this.name = 'EngineError'
  }
}

/** 400 VALIDATION_ERROR with the failing fields (`[{ Path, Message }]`). */
export function validationError(fields: { Path: string; Message: string }[]): EngineError {
  return new EngineError('VALIDATION_ERROR', 400, { Fields: fields })
}
