/**
 * Customer-account error codes (spec §8 "Login") and how they travel: route handlers answer
 * `{ ok: false, code, fieldErrors }` with the HTTP status below; the UI turns each code into the
 * dictionary text `account.errors.<code>` (es/en). Pure: no next, react or payload here.
 */

/** Codes of spec §8 plus the account feature's own (lock-out, rate limit, sign-up fields). */
export const accountErrorCodes = [
  'INVALID_EMAIL',
  'PASSWORD_REQUIRED',
  'INCORRECT_LOGIN',
  'USER_NOT_CONFIRMED',
  'USER_INACTIVE',
  'USER_ALREADY_EXISTS',
  'GENERAL_ERROR',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'FIRST_NAME_REQUIRED',
  'LAST_NAME_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'INVALID_TOKEN',
  'BAD_REQUEST',
  'SOCIAL_LOGIN_FAILED',
  'PASSWORD_MISMATCH',
  'RESET_TOKEN_INVALID',
  'CROSS_SITE',
] as const
export type AccountErrorCode = (typeof accountErrorCodes)[number]

/** Field names a code may be attached to in `fieldErrors`. */
export type AccountField = 'email' | 'password' | 'passwordConfirm' | 'firstName' | 'lastName' | 'token'

/** The failure half of every account endpoint's answer (architecture §4). */
export type AccountFailure = {
  ok: false
  code: AccountErrorCode
  fieldErrors: Partial<Record<AccountField, AccountErrorCode>>
  /** Localized text, set by the server where the client cannot map the code itself (e.g. 429). */
  message?: string
}
export type AccountResult<T> = { ok: true; data: T } | AccountFailure

/**
 * The unconfirmed-account code per site language. Spec §8: `USER_NOT_CONFIRMED`, on the Spanish site
 * `USER_INACTIVE`; both show 'To continue you need to confirm your username'.
 * @param lang content language of the request (`pt` requests arrive here as `en`)
 */
export function unconfirmedCode(lang: 'es' | 'en'): 'USER_NOT_CONFIRMED' | 'USER_INACTIVE' {
  return lang === 'es' ? 'USER_INACTIVE' : 'USER_NOT_CONFIRMED'
}

/** True for either spelling of the unconfirmed-account code (the UI offers the activation page). */
export function isUnconfirmedCode(code: string): boolean {
  return code === 'USER_NOT_CONFIRMED' || code === 'USER_INACTIVE'
}

/**
 * HTTP status of a failure code: client mistakes are 4xx (architecture §4), a lock is 423, the rate
 * limit 429, and only GENERAL_ERROR (an unexpected failure, already logged) is a 500.
 */
export function httpStatusOf(code: AccountErrorCode): number {
  switch (code) {
    case 'INCORRECT_LOGIN':
      return 401
    case 'USER_NOT_CONFIRMED':
    case 'USER_INACTIVE':
    case 'CROSS_SITE':
      return 403
    case 'USER_ALREADY_EXISTS':
      return 409
    case 'ACCOUNT_LOCKED':
      return 423
    case 'RATE_LIMITED':
      return 429
    case 'GENERAL_ERROR':
    case 'SOCIAL_LOGIN_FAILED':
      return 500
    default:
      return 400
  }
}

/** What Payload's login operation threw, reduced to what the account feature needs to know. */
export type PayloadAuthFailure = { name?: string; status?: number; message?: string }

/**
 * Maps an error thrown by Payload's `login` (payload/dist/auth/operations/login.js) to a spec code.
 * The caller names the error class (`instanceof`, which survives minification): `LockedAuth` →
 * ACCOUNT_LOCKED (Payload answers it with 401 too, so the name decides first); `AuthenticationError`
 * → INCORRECT_LOGIN; `UnverifiedEmail` → USER_NOT_CONFIRMED / USER_INACTIVE; `ValidationError` (a
 * blank password that slipped past zod) → PASSWORD_REQUIRED; anything else → GENERAL_ERROR.
 */
export function loginFailureCode(err: PayloadAuthFailure, lang: 'es' | 'en'): AccountErrorCode {
  switch (err.name) {
    case 'LockedAuth':
      return 'ACCOUNT_LOCKED'
    case 'AuthenticationError':
      return 'INCORRECT_LOGIN'
    case 'UnverifiedEmail':
      return unconfirmedCode(lang)
    case 'ValidationError':
      return 'PASSWORD_REQUIRED'
    default:
      return 'GENERAL_ERROR'
  }
}

/** Builds a failure answer; `fieldErrors` default to none. */
export function failure(code: AccountErrorCode, fieldErrors: AccountFailure['fieldErrors'] = {}, message?: string): AccountFailure {
  return message ? { ok: false, code, fieldErrors, message } : { ok: false, code, fieldErrors }
}
