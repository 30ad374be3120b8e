/**
 * An image as the storefront shows it: a CMS upload (Payload Media) or a static
 * file, with its alternative text in the page's language, its intrinsic size in px and its focal
 * point in percent (Payload `focalX`/`focalY`; 50/50 when unset).
 */
export type SiteImage = { src: string; alt: string; width: number; height: number; focalX: number; focalY: number }

/** A Payload media document as the reads return it (GraphQL or the Local API, `alt` already in one language). */
export type MediaDocLike = {
  filename?: string | null
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
  mimeType?: string | null
}

/**
 * The image of a media document, or null when it is not an uploaded raster image. The address is
 * Payload's file route (`/api/media/file/{filename}`, same origin whether the bytes are on disk or in
 * S3), so next/image optimises it as a local image whatever `serverURL` makes of `url`.
 */
export function siteImageOf(media: MediaDocLike | number | string | null | undefined, fallbackAlt = ''): SiteImage | null {
  if (!media || typeof media !== 'object') return null
  if (media.mimeType && !media.mimeType.startsWith('image/')) return null
  const src = media.filename ? `/api/media/file/${encodeURIComponent(media.filename)}` : media.url
  if (!src || !media.width || !media.height) return null
  return {
    src,
    alt: media.alt || fallbackAlt,
    width: media.width,
    height: media.height,
    focalX: clampPercent(media.focalX),
    focalY: clampPercent(media.focalY),
  }
}

/**
 * The image at an address already resolved (a static file such as `/shop/caleta.svg`, or a media file
 * route), with its focal point when known. `width`/`height` only state its proportions: SiteImage
 * fills a frame whose size the layout sets.
 */
export function imageAt(src: string, alt: string, focal: { focalX?: number; focalY?: number } = {}): SiteImage {
  return { src, alt, width: 1600, height: 1000, focalX: clampPercent(focal.focalX), focalY: clampPercent(focal.focalY) }
}

function clampPercent(v: number | null | undefined): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 50
}
