import { describe, expect, it } from 'vitest'
import { ForgotInput, LoginInput, ResendInput, ResetInput, SignUpInput, validate } from './validation'

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

describe('password reset validation (issue #6)', () => {
  const token = 'a'.repeat(40)
  it('accepts matching passwords of the sign-up length and a 40-hex token', () => {
    expect(validate(ResetInput, { token, password: 'new-pass-1', passwordConfirm: 'new-pass-1', locale: 'en' })).toEqual({
      ok: true,
      data: { token, password: 'new-pass-1', passwordConfirm: 'new-pass-1', locale: 'en' },
    })
  })
  it('reports short, missing and mismatched passwords at their fields, and a malformed token', () => {
    expect(validate(ResetInput, { token, password: '', passwordConfirm: '', locale: 'es' })).toMatchObject({ ok: false, code: 'PASSWORD_REQUIRED' })
    expect(validate(ResetInput, { token, password: 'short', passwordConfirm: 'short', locale: 'es' })).toMatchObject({
      ok: false,
      code: 'PASSWORD_TOO_SHORT',
      fieldErrors: { password: 'PASSWORD_TOO_SHORT' },
    })
    expect(validate(ResetInput, { token, password: 'new-pass-1', passwordConfirm: 'new-pass-2', locale: 'es' })).toMatchObject({
      ok: false,
      code: 'PASSWORD_MISMATCH',
      fieldErrors: { passwordConfirm: 'PASSWORD_MISMATCH' },
    })
    expect(validate(ResetInput, { token: 'x', password: 'new-pass-1', passwordConfirm: 'new-pass-1', locale: 'es' })).toMatchObject({ ok: false, code: 'RESET_TOKEN_INVALID' })
  })
  it('checks the forgot-password email like the other forms', () => {
    expect(validate(ForgotInput, { email: 'nope', locale: 'en' })).toMatchObject({ ok: false, code: 'INVALID_EMAIL' })
    expect(validate(ForgotInput, { email: ' Ana@Example.com', locale: 'es' })).toEqual({ ok: true, data: { email: 'ana@example.com', locale: 'es' } })
  })
})
