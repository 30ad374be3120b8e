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
