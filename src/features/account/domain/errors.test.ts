import { describe, expect, it } from 'vitest'
import en from '../../../lib/i18n/messages/en.json'
import es from '../../../lib/i18n/messages/es.json'
import { accountErrorCodes, httpStatusOf, isUnconfirmedCode, loginFailureCode, unconfirmedCode } from './errors'

describe('account error codes (spec §8)', () => {
  it('hold the spec’s exact English messages', () => {
    expect(en.account.errors.INVALID_EMAIL).toBe('The email is not in the correct format')
    expect(en.account.errors.PASSWORD_REQUIRED).toBe('Password is required')
    expect(en.account.errors.INCORRECT_LOGIN).toBe('The entered email or password is incorrect')
    expect(en.account.errors.USER_NOT_CONFIRMED).toBe('To continue you need to confirm your username')
    expect(en.account.errors.USER_INACTIVE).toBe('To continue you need to confirm your username')
    expect(en.account.errors.USER_ALREADY_EXISTS).toBe('An account with this email already exists')
    expect(en.account.errors.GENERAL_ERROR).toBe('There was an error when you logged in')
  })

  it('have a text for every code in both languages', () => {
    for (const code of accountErrorCodes) {
      expect((en.account.errors as Record<string, string>)[code], code).toBeTruthy()
      expect((es.account.errors as Record<string, string>)[code], code).toBeTruthy()
    }
  })

  it('spell the unconfirmed code USER_INACTIVE on the Spanish site', () => {
    expect(unconfirmedCode('es')).toBe('USER_INACTIVE')
    expect(unconfirmedCode('en')).toBe('USER_NOT_CONFIRMED')
    expect(isUnconfirmedCode('USER_INACTIVE')).toBe(true)
    expect(isUnconfirmedCode('USER_NOT_CONFIRMED')).toBe(true)
    expect(isUnconfirmedCode('INCORRECT_LOGIN')).toBe(false)
  })

  it('map Payload’s login errors to codes', () => {
    expect(loginFailureCode({ name: 'AuthenticationError', status: 401 }, 'en')).toBe('INCORRECT_LOGIN')
    expect(loginFailureCode({ name: 'LockedAuth', status: 401 }, 'en')).toBe('ACCOUNT_LOCKED')
    expect(loginFailureCode({ name: 'UnverifiedEmail', status: 403 }, 'en')).toBe('USER_NOT_CONFIRMED')
    expect(loginFailureCode({ name: 'UnverifiedEmail', status: 403 }, 'es')).toBe('USER_INACTIVE')
    expect(loginFailureCode({ name: 'ValidationError', status: 400 }, 'es')).toBe('PASSWORD_REQUIRED')
    expect(loginFailureCode({ name: 'Error' }, 'en')).toBe('GENERAL_ERROR')
    expect(loginFailureCode({}, 'en')).toBe('GENERAL_ERROR')
  })

  it('answer client mistakes with a 4xx and only unexpected failures with a 5xx', () => {
    expect(httpStatusOf('INVALID_EMAIL')).toBe(400)
    expect(httpStatusOf('PASSWORD_REQUIRED')).toBe(400)
    expect(httpStatusOf('INCORRECT_LOGIN')).toBe(401)
    expect(httpStatusOf('USER_INACTIVE')).toBe(403)
    expect(httpStatusOf('USER_ALREADY_EXISTS')).toBe(409)
    expect(httpStatusOf('ACCOUNT_LOCKED')).toBe(423)
    expect(httpStatusOf('RATE_LIMITED')).toBe(429)
    expect(httpStatusOf('GENERAL_ERROR')).toBe(500)
  })
})
