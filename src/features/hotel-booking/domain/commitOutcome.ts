/**
 * What a failed hotel API call after the payment was authorized tells about the reservation. Pure.
 *
 * - 'refused': the engine answered a definite no (hotel-api-v1 §10: a 4xx with its own error code such
 *   as LAST_ROOM_TAKEN, VERSION_CONFLICT, SESSION_EXPIRED, PAYMENT_AMOUNT_MISMATCH,
 *   PAYMENT_REFERENCE_USED, PRICE_CHANGED, PROMO_EXHAUSTED): nothing was committed, the authorization
 *   may be released.
 * - 'unclear': the reservation may exist: no answer (`NETWORK_ERROR`, status 0: unreachable or past the
 *   deadline), a 5xx (the engine may have failed after its COMMIT), an answer in an unexpected shape
 *   (`INVALID_RESPONSE`), an error body we cannot read (`HTTP_<status>`, e.g. a proxy's page), a
 *   request timeout (408), or `SESSION_ALREADY_CONFIRMED` (a twin tab or a resubmitted form committed
 *   this session). The caller must re-read the session before it decides; it never cancels on this.
 */
export type CommitFailureKind = 'refused' | 'unclear'

/** @param e the hotel API error's code and HTTP status (0 when no answer arrived) */
export function commitFailureKind(e: { code: string; status: number }): CommitFailureKind {
  if (e.status === 0 || e.status >= 500 || e.status === 408) return 'unclear'
  if (e.code === 'INVALID_RESPONSE' || e.code === 'SESSION_ALREADY_CONFIRMED' || e.code.startsWith('HTTP_')) return 'unclear'
  return 'refused'
}
