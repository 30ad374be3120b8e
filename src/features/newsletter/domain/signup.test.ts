import { describe, expect, it } from 'vitest'
import en from '../../../lib/i18n/messages/en.json'
import es from '../../../lib/i18n/messages/es.json'
import pt from '../../../lib/i18n/messages/pt.json'
import { NAME_MAX_LENGTH, NEWSLETTER_ERROR_CODES, NEWSLETTER_OUTCOME_MESSAGE, SignupPayloadSchema, toSignupPayload, validateSignup, type NewsletterErrorCode } from './signup'

const valid = {
  firstName: '  Ana María ',
  lastName: "O'Neill-Pérez",
  email: '  Ana.Perez@Example.COM ',
  country: 'MX',
  acceptance: true,
  permission: true,
  captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
}

const errorsOf = (input: unknown) => errorsOfWith(input)

function errorsOfWith(input: unknown, sites?: string[]) {
  const r = validateSignup(input, sites ? { sites } : {})
  if (r.ok) throw new Error('expected errors')
  return r.fieldErrors
}

describe('validateSignup (spec §5 Newsletter)', () => {
  it('accepts a complete form and normalises it', () => {
    const r = validateSignup(valid)
    expect(r).toEqual({
      ok: true,
      data: { firstName: 'Ana María', lastName: "O'Neill-Pérez", email: 'ana.perez@example.com', country: 'MX', acceptance: true, permission: true, captcha: valid.captcha },
    })
  })

  it('reports every required field of an empty form', () => {
    expect(errorsOf({ firstName: '', lastName: ' ', email: '', country: '', acceptance: false, permission: false, captcha: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      country: 'countryRequired',
      acceptance: 'checkboxRequired',
      permission: 'checkboxRequired',
      captcha: 'captchaRequired',
    })
  })

  it('reports missing keys and wrong types as required', () => {
    expect(errorsOf({})).toEqual(errorsOf({ firstName: 1, lastName: null, email: false, country: 3, acceptance: 'yes', permission: 1, captcha: {} }))
    expect(errorsOf(null)).toMatchObject({ firstName: 'firstNameRequired', captcha: 'captchaRequired' })
    expect(errorsOf('not an object')).toMatchObject({ email: 'emailRequired' })
  })

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@exa mple.com', `${'a'.repeat(250)}@example.com`])('rejects the malformed email %j', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'emailInvalid' })
  })

  it('reports format errors of names and country (spec §8)', () => {
    expect(errorsOf({ ...valid, firstName: '<script>' })).toEqual({ firstName: 'firstNameInvalid' })
    expect(errorsOf({ ...valid, lastName: 'x'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({ lastName: 'lastNameInvalid' })
    expect(errorsOf({ ...valid, country: 'ZZ' })).toEqual({ country: 'countryInvalid' })
    expect(errorsOf({ ...valid, country: 'mx' })).toEqual({ country: 'countryInvalid' })
  })

  it('reports the Site and Lang format errors (spec §8), each with its own code', () => {
    const sites = ['HXA', 'HXM', 'LCDLP']
    expect(validateSignup({ ...valid, site: ' hxm ', lang: 'pt' }, { sites })).toMatchObject({ ok: true, data: { site: 'HXM', lang: 'pt' } })
    expect(errorsOfWith({ ...valid, site: 'ZZZ' }, sites)).toEqual({ site: 'siteInvalid' })
    expect(errorsOfWith({ ...valid, site: 'HX A!' }, sites)).toEqual({ site: 'siteInvalid' })
    expect(errorsOfWith({ ...valid, site: 42 }, sites)).toEqual({ site: 'siteInvalid' })
    expect(errorsOfWith({ ...valid, lang: 'fr' }, sites)).toEqual({ lang: 'langInvalid' })
    expect(errorsOfWith({ ...valid, lang: 'ES' }, sites)).toEqual({ lang: 'langInvalid' })
    // reported alongside the other fields' errors
    expect(errorsOfWith({ ...valid, email: 'nope', site: 'ZZZ', lang: 'xx' }, sites)).toEqual({ email: 'emailInvalid', site: 'siteInvalid', lang: 'langInvalid' })
    // left out, the storefront fills them in: no error
    expect(validateSignup(valid, { sites }).ok).toBe(true)
  })

  it('needs both consent boxes ticked (true, not truthy)', () => {
    expect(errorsOf({ ...valid, acceptance: 'true' })).toEqual({ acceptance: 'checkboxRequired' })
    expect(errorsOf({ ...valid, permission: false })).toEqual({ permission: 'checkboxRequired' })
  })

  it('needs the captcha payload, within a sane size', () => {
    expect(errorsOf({ ...valid, captcha: '   ' })).toEqual({ captcha: 'captchaRequired' })
    expect(errorsOf({ ...valid, captcha: 'x'.repeat(10_000) })).toEqual({ captcha: 'captchaRequired' })
  })

  it('reaches every error code, and each has its text in both dictionaries', () => {
    const reached = new Set<NewsletterErrorCode>()
    const inputs = [
      { firstName: '', lastName: '', email: '', country: '', acceptance: false, permission: false, captcha: '' },
      { ...valid, firstName: '1', lastName: '2', email: 'nope', country: 'QQ', site: 'NOPE', lang: 'de' },
    ]
    for (const input of inputs) for (const code of Object.values(errorsOfWith(input, ['HXA']))) reached.add(code)
    expect([...reached].sort()).toEqual([...NEWSLETTER_ERROR_CODES].sort())
    for (const code of NEWSLETTER_ERROR_CODES) {
      expect(es.newsletter.errors[code], code).toBeTruthy()
      expect(en.newsletter.errors[code], code).toBeTruthy()
      expect(pt.newsletter.errors[code], code).toBeTruthy()
    }
  })

  it('uses the spec’s exact texts (es / en)', () => {
    const pairs: [NewsletterErrorCode, string, string][] = [
      ['firstNameRequired', 'El campo nombre es requerido', 'Name field is required'],
      ['lastNameRequired', 'El campo apellido es requerido', 'Last name field is required'],
      ['emailRequired', 'El campo email es requerido', 'The email field is required'],
      ['emailInvalid', 'Ingrese un correo válido', 'The email is not valid'],
      ['countryRequired', 'El campo pais es requerido', 'The country field is required'],
      ['checkboxRequired', 'Es necesario seleccionar este campo', 'This checkbox is mandatory'],
      ['captchaRequired', 'Debes completar el desafio CAPTCHA', 'You must complete the CAPTCHA verification'],
    ]
    for (const [code, textEs, textEn] of pairs) {
      expect(es.newsletter.errors[code]).toBe(textEs)
      expect(en.newsletter.errors[code]).toBe(textEn)
    }
    expect(es.newsletter.outcome.registered).toBe('Correo registrado')
    expect(en.newsletter.outcome.registered).toBe('Registered mail')
    expect(es.newsletter.outcome.tryLater).toBe('Intenta más tarde')
    expect(en.newsletter.outcome.tryLater).toBe('Try again later')
    for (const key of Object.values(NEWSLETTER_OUTCOME_MESSAGE)) {
      expect(es.newsletter.outcome[key], key).toBeTruthy()
      expect(en.newsletter.outcome[key], key).toBeTruthy()
    }
  })
})

describe('toSignupPayload (spec §3 signup payload)', () => {
  it('has exactly firstName, lastName, email, site, lang, country', () => {
    const r = validateSignup(valid)
    if (!r.ok) throw new Error('valid form rejected')
    const payload = toSignupPayload(r.data, 'es')
    expect(payload).toEqual({ firstName: 'Ana María', lastName: "O'Neill-Pérez", email: 'ana.perez@example.com', site: 'HXA', lang: 'es', country: 'MX' })
    expect(SignupPayloadSchema.safeParse(payload).success).toBe(true)
    expect(SignupPayloadSchema.safeParse({ ...payload, lang: 'pt' }).success).toBe(false)
    expect(SignupPayloadSchema.safeParse({ ...payload, site: 'hxa' }).success).toBe(false)
  })
})
