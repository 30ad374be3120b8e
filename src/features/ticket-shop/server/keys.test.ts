import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadEnv } from '../../../lib/env'
import { shopKey } from './keys'

const hmac = (secret: string, label: string) => createHmac('sha256', secret).update(`ticket-shop:${label}`).digest('hex')

describe('shop signing keys: one derivation for QR tickets and order access', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    reloadEnv()
  })

  it('derives each key from TICKET_SIGNING_SECRET with its label; the QR key is that secret itself (issued tickets stay valid)', () => {
    vi.stubEnv('TICKET_SIGNING_SECRET', 't'.repeat(40))
    vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(40))
    reloadEnv()
    expect(shopKey('ticket-signing')).toBe('t'.repeat(40))
    expect(shopKey('order-access')).toBe(hmac('t'.repeat(40), 'order-access'))
  })

  it('falls back to PAYLOAD_SECRET, with a different key per label, never the secret itself', () => {
    vi.stubEnv('TICKET_SIGNING_SECRET', '')
    vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(40))
    reloadEnv()
    expect(shopKey('ticket-signing')).toBe(hmac('p'.repeat(40), 'ticket-signing'))
    expect(shopKey('order-access')).toBe(hmac('p'.repeat(40), 'order-access'))
    expect(shopKey('ticket-signing')).not.toBe(shopKey('order-access'))
    expect([shopKey('ticket-signing'), shopKey('order-access')]).not.toContain('p'.repeat(40))
  })
})
