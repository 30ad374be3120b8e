import { describe, expect, it } from 'vitest'
import { GuestFormSchema } from './guestForm'
import { fieldErrorsOf as fieldErrors } from '../../../lib/validation'

const valid = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '+52 998 123 4567', country: 'MX', notes: '', methodCode: 'VI', acceptTerms: 'on' }

describe('guest form', () => {
  it('accepts a complete form', () => {
    expect(GuestFormSchema.safeParse(valid).success).toBe(true)
  })
  it('reports one error key per field', () => {
    const r = GuestFormSchema.safeParse({ ...valid, firstName: ' ', email: 'ana@', phone: 'x', country: '', methodCode: '', acceptTerms: undefined })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(fieldErrors(r.error)).toEqual({
        firstName: 'firstNameRequired',
        email: 'emailInvalid',
        phone: 'phoneInvalid',
        country: 'countryRequired',
        methodCode: 'methodRequired',
        acceptTerms: 'termsRequired',
      })
  })
  it('requires the email and caps the notes', () => {
    const r = GuestFormSchema.safeParse({ ...valid, email: '', notes: 'x'.repeat(501) })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ email: 'emailRequired', notes: 'tooLong' })
  })
})
