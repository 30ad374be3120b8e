import { describe, expect, it } from 'vitest'
import { checkoutFormSchema, installmentOptions } from './checkoutForm'
import { fieldErrorsOf } from '../../../lib/validation'

const valid = {
  checkoutId: 'chk_12345678',
  idempotencyKey: '0b7f3c1e-8a7d-4a51-9a43-4d8b1f2b3c4d',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  country: 'MX',
  methodCode: 'VI',
  acceptTerms: 'on',
}

describe('checkout form', () => {
  it('accepts a complete form; instalments optional (1..12)', () => {
    expect(checkoutFormSchema.safeParse(valid).success).toBe(true)
    expect(checkoutFormSchema.parse({ ...valid, installments: '6' }).installments).toBe(6)
    expect(checkoutFormSchema.parse({ ...valid, installments: '15' }).installments).toBeUndefined()
  })
  it('answers dictionary keys per field', () => {
    const r = checkoutFormSchema.safeParse({ ...valid, firstName: ' ', email: 'ana@', acceptTerms: undefined })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrorsOf(r.error)).toMatchObject({ firstName: 'firstNameRequired', email: 'emailInvalid', acceptTerms: 'termsRequired' })
  })
  it('offers a bank’s interest-free months up to 12 (spec §9)', () => {
    expect(installmentOptions([3, 6, 9, 12, 13, 15])).toEqual([3, 6, 9, 12])
    expect(installmentOptions(null)).toEqual([])
  })
})
