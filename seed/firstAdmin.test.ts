import { describe, expect, it } from 'vitest'
import { firstAdmin } from './seed'

describe("a deployment's first admin (issue #12)", () => {
  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD, lower-cased', () => {
    expect(firstAdmin({ ADMIN_EMAIL: ' Ops@Hotel.Example ', ADMIN_PASSWORD: 'a-long-password-1' })).toEqual({ email: 'ops@hotel.example', password: 'a-long-password-1' })
  })
  it('is refused, naming every problem, without a usable email and password', () => {
    expect(() => firstAdmin({})).toThrow('ADMIN_EMAIL must be an email address; ADMIN_PASSWORD must have at least 12 characters')
    expect(() => firstAdmin({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/)
  })
})
