import Image from 'next/image'
import type { SiteImage as SiteImageData } from '../lib/media'

type Props = {
  image: SiteImageData
  /** the `sizes` attribute: how wide the image is drawn at each viewport (drives the srcset's choice) */
  sizes: string
  /** the page's largest paint (a hero): preloaded with high fetch priority; every other image is lazy */
  priority?: boolean
  className?: string
  /** decorative here (its meaning is in the text beside it): empty alt */
  decorative?: boolean
}

/**
 * A CMS or static image through next/image: AVIF/WebP at the width the layout
 * needs, cropped by CSS around its focal point, filling its positioned parent (the parent sets the
 * aspect ratio, so nothing shifts while it loads).
 */
export function SiteImage({ image, sizes, priority = false, className, decorative = false }: Props) {
  return (
    <Image
      src={image.src}
      alt={decorative ? '' : image.alt}
      fill
      sizes={sizes}
      className={className}
      style={{ objectFit: 'cover', objectPosition: `${image.focalX}% ${image.focalY}%` }}
      {...(priority ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  )
}
