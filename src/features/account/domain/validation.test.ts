import { describe, expect, it } from 'vitest'
import { LoginInput, ResendInput, SignUpInput, validate } from './validation'

describe('login validation (spec §5 Login)', () => {
  it('accepts a well-formed login and normalises the email', () => {
    const r = validate(LoginInput, { email: '  Ana@Example.COM ', password: 'x', locale: 'es' })
    expect(r).toEqual({ ok: true, data: { email: 'ana@example.com', password: 'x', remember: false, locale: 'es' } })
  })

  it('flags a malformed or missing email as INVALID_EMAIL', () => {
    for (const email of ['', 'ana', 'ana@', '@example.com', 'a b@example.com', 42, undefined]) {
      const r = validate(LoginInput, { email, password: 'secret' })
      expect(r.ok, String(email)).toBe(false)
      if (!r.ok) expect(r.code).toBe('INVALID_EMAIL')
    }
  })

  it('flags a missing or blank password as PASSWORD_REQUIRED', () => {
    for (const password of ['', '   ', undefined, null]) {
      const r = validate(LoginInput, { email: 'ana@example.com', password })
      expect(r).toMatchObject({ ok: false, code: 'PASSWORD_REQUIRED', fieldErrors: { password: 'PASSWORD_REQUIRED' } })
    }
  })

  it('reports both fields, the email first', () => {
    const r = validate(LoginInput, { email: 'nope', password: '' })
    expect(r).toEqual({ ok: false, code: 'INVALID_EMAIL', fieldErrors: { email: 'INVALID_EMAIL', password: 'PASSWORD_REQUIRED' } })
  })

  it('turns a non-object body into BAD_REQUEST', () => {
    for (const body of [null, 'x', 3, [1]]) expect(validate(LoginInput, body)).toMatchObject({ ok: false, code: 'BAD_REQUEST' })
  })

  it('falls back to en for an unknown locale', () => {
    const r = validate(LoginInput, { email: 'a@b.co', password: 'p', locale: 'fr' })
    expect(r.ok && r.data.locale).toBe('en')
  })
})

describe('sign-up validation', () => {
  const ok = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', password: 'long-enough', locale: 'es' }

  it('accepts a complete sign-up', () => {
    expect(validate(SignUpInput, ok).ok).toBe(true)
  })

  it('requires names and an 8-character password', () => {
    expect(validate(SignUpInput, { ...ok, firstName: ' ' })).toMatchObject({ code: 'FIRST_NAME_REQUIRED' })
    expect(validate(SignUpInput, { ...ok, lastName: '' })).toMatchObject({ code: 'LAST_NAME_REQUIRED' })
    expect(validate(SignUpInput, { ...ok, password: 'short' })).toMatchObject({ code: 'PASSWORD_TOO_SHORT' })
    expect(validate(SignUpInput, { ...ok, password: '' })).toMatchObject({ code: 'PASSWORD_REQUIRED' })
    expect(validate(SignUpInput, { ...ok, email: 'x' })).toMatchObject({ code: 'INVALID_EMAIL' })
  })

  it('rejects over-long input', () => {
    expect(validate(SignUpInput, { ...ok, firstName: 'a'.repeat(81) })).toMatchObject({ code: 'FIRST_NAME_REQUIRED' })
    expect(validate(SignUpInput, { ...ok, email: `${'a'.repeat(250)}@example.com` })).toMatchObject({ code: 'INVALID_EMAIL' })
  })

  it('validates the resend form', () => {
    expect(validate(ResendInput, { email: 'bad' })).toMatchObject({ code: 'INVALID_EMAIL' })
    expect(validate(ResendInput, { email: 'a@b.co', locale: 'en' }).ok).toBe(true)
  })
})
