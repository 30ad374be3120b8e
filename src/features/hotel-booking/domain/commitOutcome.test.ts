import { describe, expect, it } from 'vitest'
import { commitFailureKind } from './commitOutcome'

describe('commitFailureKind', () => {
  it.each([
    ['LAST_ROOM_TAKEN', 409],
    ['VERSION_CONFLICT', 409],
    ['SESSION_EXPIRED', 410],
    ['PAYMENT_AMOUNT_MISMATCH', 422],
    ['PAYMENT_REFERENCE_USED', 409],
    ['PRICE_CHANGED', 409],
    ['SESSION_NOT_FOUND', 404],
    ['RATE_LIMITED', 429],
  ])('%s (%i) is a definite refusal', (code, status) => {
    expect(commitFailureKind({ code, status })).toBe('refused')
  })

  it.each([
    ['NETWORK_ERROR', 0],
    ['INTERNAL_ERROR', 500],
    ['HTTP_502', 502],
    ['HTTP_504', 504],
    ['INVALID_RESPONSE', 201],
    ['SESSION_ALREADY_CONFIRMED', 409],
    ['HTTP_404', 404],
    ['REQUEST_TIMEOUT', 408],
  ])('%s (%i) leaves the outcome unclear', (code, status) => {
    expect(commitFailureKind({ code, status })).toBe('unclear')
  })
})
