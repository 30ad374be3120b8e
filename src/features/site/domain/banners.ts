/**
 * Which banners show (spec §1: banners carry a visible flag; §2 Layout: optional sale banner).
 * Pure: `now` is passed in.
 */
export type BannerWindow = {
  visible?: boolean | null
  startsAt?: string | null
  endsAt?: string | null
}

/**
 * True when the banner is switched on and `now` lies in [startsAt, endsAt) (open ends allowed).
 * An unparseable date keeps the banner hidden rather than showing it forever.
 */
export function isBannerLive(banner: BannerWindow, now: Date): boolean {
  if (!banner.visible) return false
  const t = now.getTime()
  if (banner.startsAt) {
    const s = Date.parse(banner.startsAt)
    if (Number.isNaN(s) || t < s) return false
  }
  if (banner.endsAt) {
    const e = Date.parse(banner.endsAt)
    if (Number.isNaN(e) || t >= e) return false
  }
  return true
}

/**
 * A banner's state as editors read it in the admin's list (spec §1, §4): `hidden` when its visible
 * flag is off (whatever its dates), `ended` once `endsAt` has passed, `scheduled` while `startsAt` is
 * still ahead, else `live` — exactly when `isBannerLive` holds. Publication is its own column.
 */
export type BannerState = 'live' | 'scheduled' | 'ended' | 'hidden'

export const BANNER_STATES: readonly BannerState[] = ['live', 'scheduled', 'ended', 'hidden']

/** The state of `banner` at `now` (see `BannerState`); an unparseable date reads as absent. */
export function bannerState(banner: BannerWindow, now: Date): BannerState {
  if (!banner.visible) return 'hidden'
  const t = now.getTime()
  const e = banner.endsAt ? Date.parse(banner.endsAt) : NaN
  if (!Number.isNaN(e) && t >= e) return 'ended'
  const s = banner.startsAt ? Date.parse(banner.startsAt) : NaN
  if (!Number.isNaN(s) && t < s) return 'scheduled'
  return 'live'
}

/** A Payload `where` condition on one field (the operators the state filters use). */
export type BannerCondition = Record<string, { equals?: boolean; exists?: boolean; greater_than?: string; less_than_equal?: string }>

/**
 * The Payload `where` that selects the banners in `state` at `now` (`bannerState` as a query on
 * `visible`, `startsAt`, `endsAt`), in the shape the admin's filter builder edits: OR of ANDs.
 */
export function bannerStateWhere(state: BannerState, now: Date): { or: { and: BannerCondition[] }[] } {
  const at = now.toISOString()
  const on: BannerCondition = { visible: { equals: true } }
  const notEnded: BannerCondition[] = [{ endsAt: { exists: false } }, { endsAt: { greater_than: at } }]
  const started: BannerCondition[] = [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: at } }]
  switch (state) {
    case 'hidden':
      return { or: [{ and: [{ visible: { equals: false } }] }, { and: [{ visible: { exists: false } }] }] }
    case 'ended':
      return { or: [{ and: [on, { endsAt: { less_than_equal: at } }] }] }
    case 'scheduled':
      return { or: notEnded.map((e) => ({ and: [on, { startsAt: { greater_than: at } }, e] })) }
    case 'live':
      return { or: started.flatMap((s) => notEnded.map((e) => ({ and: [on, s, e] }))) }
  }
}
