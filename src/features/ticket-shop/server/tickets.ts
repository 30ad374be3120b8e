/**
 * E-ticket references and QR codes ("one QR e-ticket per visitor that encodes a signed
 * reference"). A reference is `<orderCode>.<ticketNo>.<sig>` where `sig` is the first 128 bits of
 * HMAC-SHA256(TICKET_SIGNING_SECRET, "<orderCode>.<ticketNo>") in base64url. The secret comes from
 * the environment (see `secret()`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import QRCode from 'qrcode'
import type { TicketVerification } from './types'
import { shopKey } from './keys'

function signature(orderCode: string, ticketNo: number): string {
  return createHmac('sha256', shopKey('ticket-signing')).update(`${orderCode}.${ticketNo}`).digest().subarray(0, 16).toString('base64url')
}

/** The signed reference of ticket `ticketNo` (1-based) of an order. */
export function signTicketReference(orderCode: string, ticketNo: number): string {
  return `${orderCode}.${ticketNo}.${signature(orderCode, ticketNo)}`
}

const REFERENCE = /^([A-Z0-9-]{4,40})\.(\d{1,4})\.([A-Za-z0-9_-]{22})$/

/** Verifies a reference read from a QR: format, then the HMAC in constant time. Never throws. */
export function verifyTicketReference(reference: string): TicketVerification {
  const m = typeof reference === 'string' ? REFERENCE.exec(reference) : null
  if (!m) return { ok: false, reason: 'MALFORMED' }
  const [, orderCode, no, sig] = m as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(orderCode, Number(no)))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'BAD_SIGNATURE' }
  return { ok: true, orderCode, index: Number(no) }
}

/** The QR code of `text` as SVG markup and as an image/svg+xml data URL (error correction M). */
export async function qrCode(text: string): Promise<{ svg: string; dataUrl: string }> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { svg, dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}
