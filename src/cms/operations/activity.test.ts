import { describe, expect, it } from 'vitest'
import { activityEvents, adminDateTime, type ActivityInputs } from './activity'

const now = new Date('2031-03-10T12:00:00Z')
const since = new Date('2031-03-03T12:00:00Z')
const opts = (lang: 'es' | 'en', limit?: number) => ({ lang, adminRoute: '/admin', now, since, limit })

const inputs: ActivityInputs = {
  settingsAudit: [
    { id: 7, createdAt: '2031-03-09T15:00:00Z', userEmail: 'ops@example.com', changes: { maintenanceMode: { before: false, after: true } } },
    { id: 8, createdAt: '2031-03-09T16:00:00Z', userEmail: 'ops@example.com', changes: { maintenanceMode: { before: true, after: false }, maintenanceReturnAt: { before: 'x', after: null } } },
    { id: 9, createdAt: '2031-03-09T17:00:00Z', userEmail: 'admin@example.com', changes: { phone: { before: '1', after: '2' } } },
    { id: 6, createdAt: '2031-03-01T10:00:00Z', userEmail: 'ops@example.com', changes: { maintenanceMode: { before: false, after: true } } },
  ],
  publishes: [
    { collection: 'pages', versionId: 41, docId: 4, title: 'Tarifas', at: '2031-03-08T10:00:00Z' },
    { collection: 'banners', versionId: 52, docId: 5, title: '', at: '2031-03-10T11:59:00Z' },
  ],
  goLives: [
    { docId: 5, name: 'Hot Sale', startsAt: '2031-03-09T05:00:00Z' },
    { docId: 6, name: 'Later', startsAt: '2031-03-11T05:00:00Z' },
  ],
}

describe('the Operations activity list', () => {
  it('merges maintenance flips, publishes and go-lives, newest first, inside the window, other settings changes left out', () => {
    const events = activityEvents(inputs, opts('en'))
    expect(events.map((e) => [e.kind, e.who, e.when, e.href])).toEqual([
      ['banner-published', '—', '10/03/2031 06:59', '/admin/collections/banners/5/versions/52'],
      ['maintenance-off', 'ops@example.com', '09/03/2031 11:00', '/admin/collections/audit-log/8'],
      ['maintenance-on', 'ops@example.com', '09/03/2031 10:00', '/admin/collections/audit-log/7'],
      ['banner-live', '—', '09/03/2031 00:00', '/admin/collections/banners/5'],
      ['page-published', '—', '08/03/2031 05:00', '/admin/collections/pages/4/versions/41'],
    ])
  })

  it('labels in English and Spanish; an untitled document goes by its id', () => {
    expect(activityEvents(inputs, opts('en')).map((e) => e.what)).toEqual([
      'Banner published: #5',
      'Maintenance mode turned off',
      'Maintenance mode turned on',
      'Scheduled banner went live: Hot Sale',
      'Page published: Tarifas',
    ])
    expect(activityEvents(inputs, opts('es')).map((e) => e.what)).toEqual([
      'Banner publicado: #5',
      'Modo de mantenimiento desactivado',
      'Modo de mantenimiento activado',
      'Banner programado en línea: Hot Sale',
      'Página publicada: Tarifas',
    ])
  })

  it('keeps the latest 20 (or the limit given)', () => {
    const many: ActivityInputs = {
      settingsAudit: [],
      goLives: [],
      publishes: Array.from({ length: 30 }, (_, i) => ({ collection: 'pages' as const, versionId: i, docId: 1, title: `P${i}`, at: new Date(now.getTime() - i * 60_000) })),
    }
    const events = activityEvents(many, opts('en'))
    expect(events).toHaveLength(20)
    expect(events[0].what).toBe('Page published: P0')
    expect(events[19].what).toBe('Page published: P19')
    expect(activityEvents(many, opts('en', 3)).map((e) => e.what)).toEqual(['Page published: P0', 'Page published: P1', 'Page published: P2'])
  })

  it('writes the time day first in Quintana Roo time (UTC−5, no DST)', () => {
    expect(adminDateTime(new Date('2031-07-01T04:30:00Z'))).toBe('30/06/2031 23:30')
  })
})
