import { describe, expect, it } from 'vitest'
import { ValidationError } from 'payload'
import { keepClientErrorDetails } from './errorDetails'

type Args = Parameters<typeof keepClientErrorDetails>[0]
const call = (error: Error, result: unknown) => keepClientErrorDetails({ error, result, context: {}, req: {} } as unknown as Args)

describe('keepClientErrorDetails', () => {
  const fieldErrors = [{ path: 'socialLogin.apple.issuerUrl', message: 'Check and confirm this issuer before saving it', label: 'Apple > Issuer' }]
  const validation = Object.assign(new Error('The following field is invalid: Apple > Issuer'), { name: 'ValidationError', status: 400, data: { errors: fieldErrors, global: 'site-settings' } })

  it('puts the field list back into an answer that lost it (the built server: formatErrors missed the class)', () => {
    const out = call(validation, { errors: [{ message: validation.message }] })
    expect(out).toEqual({ response: { errors: [{ message: validation.message, name: 'ValidationError', data: { errors: fieldErrors, global: 'site-settings' } }] } })
  })

  it('leaves an answer that has its details, a server error and an error without details alone', () => {
    const real = new ValidationError({ global: 'site-settings', errors: fieldErrors })
    expect(call(real, { errors: [{ name: 'ValidationError', data: real.data, message: real.message }] })).toBeUndefined()
    expect(call(Object.assign(new Error('boom'), { status: 500, data: { secret: 'x' } }), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
    expect(call(Object.assign(new Error('Not Found'), { status: 404 }), { errors: [{ message: 'Not Found' }] })).toBeUndefined()
  })
})
