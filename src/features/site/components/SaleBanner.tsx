import type { BannerDoc } from '../../../lib/graphql/documents'

/** The layout's optional sale banner (spec §2 Layout), shown only while live. */
export function SaleBanner({ banner }: { banner: BannerDoc }) {
  return (
    <aside className="sale-banner" aria-label={banner.heading} data-testid="sale-banner">
      <p>
        <strong>{banner.heading}</strong>
        {banner.text ? <span> {banner.text}</span> : null}
        {banner.linkHref && banner.linkLabel ? (
          <>
            {' '}
            <a href={banner.linkHref}>{banner.linkLabel}</a>
          </>
        ) : null}
      </p>
    </aside>
  )
}
