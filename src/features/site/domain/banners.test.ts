import { describe, expect, it } from 'vitest'
import { BANNER_STATES, bannerState, bannerStateWhere, isBannerLive } from './banners'

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

describe('bannerState and bannerStateWhere', () => {
  const times = [null, '2026-11-01T12:00:00.000Z', '2026-12-01T12:00:00.000Z', '2027-01-01T12:00:00.000Z']
  const banners = [true, false].flatMap((visible) => times.flatMap((startsAt) => times.map((endsAt) => ({ visible, startsAt, endsAt }))))

  type Doc = (typeof banners)[number]
  type Cond = Record<string, { equals?: boolean; exists?: boolean; greater_than?: string; less_than_equal?: string }>
  // what Postgres does with each operator (null never compares)
  const holds = (doc: Doc, cond: Cond) =>
    Object.entries(cond).every(([field, op]) => {
      const v = doc[field as keyof Doc]
      if (op.exists !== undefined) return (v !== null && v !== undefined) === op.exists
      if (op.equals !== undefined) return v === op.equals
      if (v === null) return false
      if (op.greater_than !== undefined) return Date.parse(v as string) > Date.parse(op.greater_than)
      return Date.parse(v as string) <= Date.parse(op.less_than_equal!)
    })

  it('names one state per banner, live exactly when isBannerLive', () => {
    for (const b of banners) expect(bannerState(b, now) === 'live').toBe(isBannerLive(b, now))
    expect(bannerState({ visible: true, startsAt: '2027-01-01T12:00:00Z' }, now)).toBe('scheduled')
    expect(bannerState({ visible: true, endsAt: '2026-12-01T12:00:00Z' }, now)).toBe('ended')
    expect(bannerState({ visible: false, startsAt: '2027-01-01T12:00:00Z' }, now)).toBe('hidden')
  })

  it('selects with the query exactly the banners in that state', () => {
    for (const state of BANNER_STATES) {
      const where = bannerStateWhere(state, now)
      for (const b of banners) {
        const selected = where.or.some((group) => group.and.every((c) => holds(b, c)))
        expect([state, b, selected]).toEqual([state, b, bannerState(b, now) === state])
      }
    }
  })
})
