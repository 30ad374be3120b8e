/**
 * The shop's signing keys (QR ticket references, order access tokens), one derivation for both:
 * HMAC-SHA256(secret, "ticket-shop:<label>") in hex, where the secret is TICKET_SIGNING_SECRET, else
 * PAYLOAD_SECRET (the fixed label keeps every key different from the secret it comes from and from
 * each other); without either (dev, tests) a fixed, clearly non-production value (the production
 * config check refuses to start without PAYLOAD_SECRET: src/lib/productionConfig.ts).
 *
 * `ticket-signing` with TICKET_SIGNING_SECRET set is that secret itself: the QR codes already issued
 * were signed with it and must stay valid.
 */
import { createHmac } from 'node:crypto'
import { env } from '../../../lib/env'

export type ShopKeyLabel = 'ticket-signing' | 'order-access'

export function shopKey(label: ShopKeyLabel): string {
  const ticketSecret = env.TICKET_SIGNING_SECRET
  if (ticketSecret && label === 'ticket-signing') return ticketSecret
  const secret = ticketSecret || env.PAYLOAD_SECRET
  if (secret) return createHmac('sha256', secret).update(`ticket-shop:${label}`).digest('hex')
  return `dev-only-${label}-secret-change-me`
}
