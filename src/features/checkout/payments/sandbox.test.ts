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

describe('sandbox payment provider: prepare / confirm / verify (the Payment Element shape)', () => {
  const p = new SandboxPaymentProvider()
  const input = { amountMinor: 5000, currency: 'MXN', idempotencyKey: 'session-9:1', description: 'HXA', methodCode: 'VI', metadata: { sessionId: 'session-9' } }

  it('verifies only a confirmed payment of the expected amount, currency and metadata', async () => {
    const prepared = await p.prepare(input)
    expect(prepared).toMatchObject({ provider: 'sandbox', clientSecret: null, status: 'requires_confirmation', installmentPlans: [] })
    await expect(p.verify(prepared.reference, { amountMinor: 5000, currency: 'MXN' })).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' })
    await p.confirm(prepared.reference, { installments: 3 })
    await expect(p.verify(prepared.reference, { amountMinor: 5001, currency: 'MXN' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(p.verify(prepared.reference, { amountMinor: 5000, currency: 'MXN', metadata: { sessionId: 'x' } })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(p.verify(prepared.reference, { amountMinor: 5000, currency: 'MXN', metadata: { sessionId: 'session-9' } })).resolves.toMatchObject({ installments: 3 })
    await p.cancel(prepared.reference)
    await expect(p.capture(prepared.reference)).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })
})

describe('sandbox payment provider: refunds', () => {
  const p = new SandboxPaymentProvider()
  const input = { amountMinor: 10_000, currency: 'USD', idempotencyKey: 'refund-test-order', description: 'HXA', methodCode: 'VI' }

  it('refunds a captured payment at most what is left, once per key', async () => {
    const a = await p.authorize(input)
    await expect(p.refund({ reference: a.reference, amountMinor: 100, currency: 'USD', idempotencyKey: 'r-early' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' }) // not captured
    await p.capture(a.reference)
    const r = await p.refund({ reference: a.reference, amountMinor: 9_000, currency: 'USD', idempotencyKey: 'r-1' })
    expect(r).toMatchObject({ provider: 'sandbox', id: expect.stringMatching(/^sbxre_/), paymentReference: a.reference, amountMinor: 9_000, currency: 'USD', status: 'succeeded' })
    expect(await p.refund({ reference: a.reference, amountMinor: 9_000, currency: 'USD', idempotencyKey: 'r-1' })).toEqual(r) // replay, not a second refund
    await expect(p.refund({ reference: a.reference, amountMinor: 8_000, currency: 'USD', idempotencyKey: 'r-1' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(p.refund({ reference: a.reference, amountMinor: 1_001, currency: 'USD', idempotencyKey: 'r-2' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(p.refund({ reference: a.reference, amountMinor: 1_000, currency: 'MXN', idempotencyKey: 'r-3' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(p.refund({ reference: a.reference, amountMinor: 0, currency: 'USD', idempotencyKey: 'r-4' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    expect((await p.refund({ reference: a.reference, amountMinor: 1_000, currency: 'USD', idempotencyKey: 'r-5' })).amountMinor).toBe(1_000)
    await expect(p.refund({ reference: 'pi_123', amountMinor: 1, currency: 'USD', idempotencyKey: 'r-6' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })
})
