import { describe, expect, it } from 'vitest'
import { appleUserNames, enabledProviders, isSocialProvider, profileFromClaims, safeReturnPath, socialKey } from './social'

describe('social login rules', () => {
  it('offers only enabled, fully configured providers', () => {
    expect(
      enabledProviders({
        google: { enabled: true, issuerUrl: 'https://accounts.google.com', clientId: 'g' },
        facebook: { enabled: true, issuerUrl: 'https://www.facebook.com', clientId: '' },
        apple: { enabled: false, issuerUrl: 'https://appleid.apple.com', clientId: 'a' },
      }),
    ).toEqual(['google'])
    expect(enabledProviders({ google: { enabled: true, issuerUrl: 'javascript:alert(1)', clientId: 'g' } })).toEqual([])
    expect(enabledProviders(null)).toEqual([])
  })

  it('recognises the three providers only', () => {
    expect(isSocialProvider('apple')).toBe(true)
    expect(isSocialProvider('github')).toBe(false)
    expect(socialKey('google', '123')).toBe('google:123')
  })

  it('needs a verified email from the provider', () => {
    expect(profileFromClaims({ sub: '1', email: 'a@b.co', email_verified: false })).toBeNull()
    expect(profileFromClaims({ sub: '1', email: 'a@b.co' })).toBeNull()
    expect(profileFromClaims({ sub: '1', email_verified: true })).toBeNull()
    expect(profileFromClaims({ sub: '1', email: 'A@B.co', email_verified: 'true', given_name: 'Ana', family_name: 'Ruiz' })).toEqual({
      subject: '1',
      email: 'a@b.co',
      firstName: 'Ana',
      lastName: 'Ruiz',
    })
  })

  it('falls back to the full name, then to the email, for names', () => {
    expect(profileFromClaims({ sub: '1', email: 'a@b.co', email_verified: true, name: 'Ana María Ruiz' })).toMatchObject({ firstName: 'Ana', lastName: 'María Ruiz' })
    expect(profileFromClaims({ sub: '1', email: 'ana@b.co', email_verified: true })).toMatchObject({ firstName: 'ana', lastName: '-' })
  })

  it('keeps post-login redirects on this site', () => {
    expect(safeReturnPath('/es/cuenta/', '/es/')).toBe('/es/cuenta/')
    expect(safeReturnPath('//evil.example/', '/es/')).toBe('/es/')
    expect(safeReturnPath('https://evil.example/', '/en/')).toBe('/en/')
    expect(safeReturnPath('/\\evil', '/en/')).toBe('/en/')
    expect(safeReturnPath(undefined, '/en/')).toBe('/en/')
  })
})

describe("Apple's user field (form_post)", () => {
  it('reads first and last name, ignores anything malformed', () => {
    expect(appleUserNames('{"name":{"firstName":" Sofía ","lastName":"Ruiz"},"email":"s@example.com"}')).toEqual({ given_name: 'Sofía', family_name: 'Ruiz' })
    expect(appleUserNames('{"name":{"firstName":""}}')).toEqual({})
    expect(appleUserNames('{"name":"Sofía"}')).toEqual({})
    expect(appleUserNames('not json')).toEqual({})
    expect(appleUserNames(null)).toEqual({})
    expect(appleUserNames(`{"name":{"firstName":"${'x'.repeat(3000)}"}}`)).toEqual({})
  })
})
