import { describe, expect, it } from 'vitest'
import { qrCode, signTicketReference, verifyTicketReference } from './tickets'

describe('ticket references', () => {
  it('verifies what it signs', () => {
    const ref = signTicketReference('XS-ABCD2345', 3)
    expect(ref).toMatch(/^XS-ABCD2345\.3\.[A-Za-z0-9_-]{22}$/)
    expect(verifyTicketReference(ref)).toEqual({ ok: true, orderCode: 'XS-ABCD2345', index: 3 })
  })

  it('rejects tampering: other order, other ticket, changed signature, garbage', () => {
    const ref = signTicketReference('XS-ABCD2345', 3)
    const [code, no, sig] = ref.split('.') as [string, string, string]
    expect(verifyTicketReference(`XS-ABCD2346.${no}.${sig}`)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' })
    expect(verifyTicketReference(`${code}.4.${sig}`)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' })
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A')
    expect(verifyTicketReference(`${code}.${no}.${flipped}`)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' })
    for (const bad of ['', 'x', `${code}.${no}`, `${ref}.x`, `${code}.-1.${sig}`, null as unknown as string]) expect(verifyTicketReference(bad)).toEqual({ ok: false, reason: 'MALFORMED' })
  })

  it('draws a QR as SVG and data URL', async () => {
    const qr = await qrCode('XS-ABCD2345.1.abc')
    expect(qr.svg).toContain('<svg')
    expect(qr.dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true)
  })
})
