/**
 * Issue #13 item 1, pre-hijack through social login: an attacker opens an account with the victim's
 * email and their own password (never verified); the victim later signs in with a provider that
 * vouches for the email. The link must not leave the attacker a way in: the attacker's password no
 * longer works and any session of that account has ended. A verified account keeps its password.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOrCreateSocialCustomer } from '../../src/features/account/server/social'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { like: 'prehijack-%' } }, overrideAccess: true })
  await payload.destroy()
})

const login = (email: string, password: string) =>
  payload.login({ collection: 'customers', data: { email, password } }).then(
    () => 'ok',
    (e: Error) => e.name,
  )

describe('social login onto an existing account', () => {
  it('an unverified account opened by someone else loses its password and sessions when the owner links a provider', async () => {
    const email = `prehijack-${randomUUID().slice(0, 8)}@example.com`
    const attackerPassword = 'attacker-password-Chetumal-9'
    const created = await payload.create({
      collection: 'customers',
      data: { email, password: attackerPassword, firstName: 'Eve', lastName: 'X', _verified: false } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    // a session the attacker might hold (what a login would have left)
    await payload.update({
      collection: 'customers',
      id: created.id,
      data: { sessions: [{ id: randomUUID(), createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString() }] } as never,
      overrideAccess: true,
    })
    const linked = await findOrCreateSocialCustomer(payload, 'google', { subject: `g-${randomUUID()}`, email, firstName: 'Ana', lastName: 'Victim' }, 'es')
    expect(linked.id).toBe(created.id)
    expect(linked._verified).toBe(true)
    expect(await login(email, attackerPassword)).not.toBe('ok')
    const after = (await payload.findByID({ collection: 'customers', id: created.id, overrideAccess: true, showHiddenFields: true })) as unknown as { sessions?: unknown[] }
    expect(after.sessions ?? []).toEqual([])
  })

  it('a verified account keeps its own password when a provider is linked', async () => {
    const email = `prehijack-owner-${randomUUID().slice(0, 8)}@example.com`
    const password = 'owner-password-Bacalar-7'
    const created = await payload.create({
      collection: 'customers',
      data: { email, password, firstName: 'Ana', lastName: 'Owner', _verified: true } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const linked = await findOrCreateSocialCustomer(payload, 'apple', { subject: `a-${randomUUID()}`, email, firstName: 'Ana', lastName: 'Owner' }, 'en')
    expect(linked.id).toBe(created.id)
    expect(await login(email, password)).toBe('ok')
  })
})
