import { describe, expect, it } from 'vitest'
import { auditChanges, auditSummary } from './audit'

describe('audit changes (issue #18 item 3)', () => {
  it('lists only the fields whose value changed, whatever the key order', () => {
    expect(auditChanges({ a: 1, g: { x: 1, y: 2 }, updatedAt: 'then' }, { g: { y: 2, x: 1 }, a: 2, updatedAt: 'now' })).toEqual({ a: { before: 1, after: 2 } })
    expect(auditChanges({ a: null }, {})).toEqual({})
  })

  it('never copies a secret: hashes and tokens are left out, a changed secret field shows as hidden', () => {
    const c = auditChanges({ hash: 'h1', salt: 's1', newsletter: { clientSecret: 'old-secret', clientId: 'a' } }, { hash: 'h2', salt: 's2', newsletter: { clientSecret: 'new-secret', clientId: 'b' } })
    expect(Object.keys(c)).toEqual(['newsletter'])
    expect(JSON.stringify(c)).not.toMatch(/old-secret|new-secret|h1|h2/)
    expect(c.newsletter).toEqual({ before: { clientSecret: '[hidden]', clientId: 'a' }, after: { clientSecret: '[hidden]', clientId: 'b' } })
    expect(auditChanges({ apiSecret: 'a' }, { apiSecret: 'b' })).toEqual({ apiSecret: { before: '[hidden]', after: '[hidden]' } })
  })

  it('cuts long values and summarizes the first changes', () => {
    const c = auditChanges({ body: 'x' }, { body: 'y'.repeat(10_000) })
    expect(JSON.stringify(c.body.after).length).toBeLessThan(4_100)
    expect(auditSummary('site-settings', 'update', { maintenanceMode: { before: false, after: true } })).toBe('site-settings: maintenanceMode false → true')
    expect(auditSummary('products', 'delete', {})).toBe('products: delete')
  })

  it('sees a nested field read back as null where it was never written as no change (a group field added later)', () => {
    const before = { maintenanceMode: false, socialLogin: { google: { enabled: false, issuerUrl: 'https://accounts.google.com' } } }
    const after = { maintenanceMode: true, socialLogin: { google: { enabled: false, issuerUrl: 'https://accounts.google.com', clientId: null } } }
    const changes = auditChanges(before, after)
    expect(Object.keys(changes)).toEqual(['maintenanceMode'])
    expect(auditSummary('site-settings', 'update', changes)).toBe('site-settings: maintenanceMode false → true')
    // a value cleared or set is still a change
    expect(auditChanges({ g: { a: 'x' } }, { g: { a: null } })).toEqual({ g: { before: { a: 'x' }, after: { a: null } } })
    expect(auditChanges({ g: { a: null } }, { g: { a: 0 } })).toEqual({ g: { before: { a: null }, after: { a: 0 } } })
  })
})
