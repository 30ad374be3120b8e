import { describe, expect, it } from 'vitest'

// The proxy (next-intl locale routing) must never intercept the Stripe webhook: a locale redirect
// would break Stripe's delivery (it does not follow redirects). Reads the matcher's source text so
// the test does not load next-intl's middleware.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const source = readFileSync(path.resolve(__dirname, '../../../proxy.ts'), 'utf8')
const first = source.match(/matcher:\s*\[\s*'([^']+)'/)![1].replace(/\\\\/g, '\\')
const matches = (p: string) => new RegExp(`^${first}$`).test(p)

describe('proxy matcher and the Stripe webhook path', () => {
  it('skips /payments/stripe/webhook/ but still runs for unprefixed pages', () => {
    expect(matches('/payments/stripe/webhook/')).toBe(false)
    expect(matches('/payments/stripe/webhook')).toBe(false)
    expect(matches('/booking-calendar/')).toBe(false)
    expect(matches('/reserva/')).toBe(true)
    expect(matches('/')).toBe(true)
  })
})
