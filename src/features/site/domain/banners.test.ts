import { describe, expect, it } from 'vitest'
import { isBannerLive } from './banners'

const now = new Date('2026-12-01T12:00:00Z')

describe('isBannerLive', () => {
  it('needs the visible flag', () => {
    expect(isBannerLive({ visible: false }, now)).toBe(false)
    expect(isBannerLive({ visible: null }, now)).toBe(false)
    expect(isBannerLive({ visible: true }, now)).toBe(true)
  })
  it('honours the start (inclusive) and end (exclusive)', () => {
    expect(isBannerLive({ visible: true, startsAt: '2026-12-01T12:00:00Z' }, now)).toBe(true)
    expect(isBannerLive({ visible: true, startsAt: '2026-12-01T12:00:01Z' }, now)).toBe(false)
    expect(isBannerLive({ visible: true, endsAt: '2026-12-01T12:00:00Z' }, now)).toBe(false)
    expect(isBannerLive({ visible: true, startsAt: '2026-11-01', endsAt: '2027-01-01' }, now)).toBe(true)
  })
  it('hides a banner with an unparseable date', () => {
    expect(isBannerLive({ visible: true, startsAt: 'soon' }, now)).toBe(false)
    expect(isBannerLive({ visible: true, endsAt: 'never' }, now)).toBe(false)
  })
})
