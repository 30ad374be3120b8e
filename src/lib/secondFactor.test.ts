import { describe, expect, it } from 'vitest'
import { checkTotp, hashRecoveryCode, matchRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, sealSecret, secondFactorKey, totpCode, totpUri } from './secondFactor'

const key = secondFactorKey('test-secret')

describe('staff second factor primitives', () => {
  it('seals a secret that only the same key opens', () => {
    const secret = newTotpSecret()
    const sealed = sealSecret(secret, key)
    expect(sealed).not.toContain(secret)
    expect(openSecret(sealed, key)).toBe(secret)
    expect(openSecret(sealed, secondFactorKey('another-secret'))).toBeNull()
    expect(openSecret('v1.garbage', key)).toBeNull()
  })

  it('accepts the current code and its neighbours once, in step order', () => {
    const secret = newTotpSecret()
    const now = 1_800_000_000_000
    const step = checkTotp(secret, totpCode(secret, now), null, now)
    expect(step).toBe(Math.floor(now / 30_000))
    expect(checkTotp(secret, totpCode(secret, now), step, now)).toBeNull()
    expect(checkTotp(secret, totpCode(secret, now + 30_000), step, now)).toBe(step! + 1)
    expect(checkTotp(secret, totpCode(secret, now + 90_000), null, now)).toBeNull()
    expect(checkTotp(secret, '12345', null, now)).toBeNull()
    expect(totpUri(secret, 'ops@hotelarte.example', 'Hotel Arte CMS')).toMatch(/^otpauth:\/\/totp\/Hotel%20Arte%20CMS:ops%40hotelarte\.example\?/)
  })

  it('matches a recovery code by its digest, whatever its case and dash', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    const digests = codes.map((c) => hashRecoveryCode(c, key))
    expect(matchRecoveryCode(codes[3]!.toUpperCase().replace('-', ''), digests, key)).toBe(3)
    expect(matchRecoveryCode('aaaaa-aaaaa', digests, key)).toBe(-1)
  })
})
