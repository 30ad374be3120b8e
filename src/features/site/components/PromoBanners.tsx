import type { BannerDoc } from '../../../lib/graphql/documents'

/** Park and hotel banners (spec §1): shown only while their visible flag is on and in their dates. */
export function PromoBanners({ banners, label }: { banners: BannerDoc[]; label: string }) {
  if (banners.length === 0) return null
  return (
    <section className="promo-banners" aria-label={label} data-testid="promo-banners">
      {banners.map((b) => (
        <article key={b.id} className={`promo-banner promo-banner--${b.kind}`}>
          <h2>{b.heading}</h2>
          {b.text ? <p>{b.text}</p> : null}
          {b.linkHref && b.linkLabel ? (
            <a className="button" href={b.linkHref}>
              {b.linkLabel}
            </a>
          ) : null}
        </article>
      ))}
    </section>
  )
}
