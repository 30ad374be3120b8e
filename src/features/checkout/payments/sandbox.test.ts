import { describe, expect, it } from 'vitest'
import { SandboxPaymentProvider } from './sandbox'

describe('sandbox payment provider', () => {
  const p = new SandboxPaymentProvider()
  const input = { amountMinor: 91300, currency: 'USD', idempotencyKey: 'session-1:3', description: 'HXA', methodCode: 'VI' }

  it('authorizes once per idempotency key', async () => {
    const a = await p.authorize(input)
    const b = await p.authorize(input)
    expect(a.reference).toBe(b.reference)
    expect(a).toMatchObject({ provider: 'sandbox', amountMinor: 91300, currency: 'USD' })
    expect((await p.authorize({ ...input, idempotencyKey: 'session-1:4' })).reference).not.toBe(a.reference)
  })
  it('refuses bad amounts and declines the test card', async () => {
    await expect(p.authorize({ ...input, amountMinor: 0 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(p.authorize({ ...input, amountMinor: 1.5 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(p.authorize({ ...input, cardLast4: '0002' })).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' })
  })
  it('captures and cancels only its own references', async () => {
    const a = await p.authorize(input)
    await expect(p.capture(a.reference)).resolves.toBeUndefined()
    await expect(p.cancel(a.reference)).resolves.toBeUndefined()
    await expect(p.capture('pi_123')).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })
})
