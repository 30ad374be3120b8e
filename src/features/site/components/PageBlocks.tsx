import { Fragment, type ReactNode } from 'react'
import { SiteImage } from '../../../components/SiteImage'
import type { PageBlock } from '../../../lib/graphql/documents'
import { siteImageOf } from '../../../lib/media'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { blockLinkHref } from '../domain/links'
import { RichBody } from './RichBody'

/** Paragraphs of a plain-text body (blank-line separated). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  )
}

/**
 * Renders a content page's layout blocks.
 * - `locale` keeps block links in the page's language (`localizeHref`: English fallbacks on Portuguese pages).
 * - `wide`: the page runs at the site's full width (home), so its hero photo is drawn wider.
 * - `inHero` is drawn inside the first hero's text card, under its heading (the home's booking bar); `afterHero`
 *   right after that hero (the home's room and experience cards). Both are dropped without a hero.
 */
export function PageBlocks({ blocks, locale, wide = false, inHero, afterHero }: { blocks: PageBlock[]; locale: RouteLocale; wide?: boolean; inHero?: ReactNode; afterHero?: ReactNode }) {
  // The page's first hero heading is its h1; later ones are h2.
  const firstHero = blocks.findIndex((b) => b.__typename === 'HeroBlock')
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.__typename) {
          case 'HeroBlock': {
            const Tag = i === firstHero ? 'h1' : 'h2'
            // the page's photo: the first hero's is the largest paint, preloaded; later ones lazy
            const image = siteImageOf(block.image)
            const first = i === firstHero
            return (
              <Fragment key={block.id}>
                <section className={[image ? 'hero hero--image' : 'hero', first && inHero ? 'hero--booking' : ''].filter(Boolean).join(' ')}>
                  {image ? (
                    <div className="hero__media">
                      <SiteImage image={image} sizes={wide ? '(min-width: 78rem) 76rem, calc(100vw - 2rem)' : '(min-width: 50rem) 48rem, calc(100vw - 2rem)'} priority={i === firstHero} />
                    </div>
                  ) : null}
                  <div className="hero__text">
                    <Tag>{block.heading}</Tag>
                    {block.subheading ? <p className="hero__sub">{block.subheading}</p> : null}
                    {first && inHero ? <div className="hero__booking">{inHero}</div> : null}
                  </div>
                </section>
                {first ? afterHero : null}
              </Fragment>
            )
          }
          case 'ContentBlock':
            return (
              <section key={block.id} className="content">
                {block.heading ? <h2>{block.heading}</h2> : null}
                {block.body ? <RichBody data={block.body} locale={locale} /> : null}
              </section>
            )
          case 'FaqBlock':
            return (
              <section key={block.id} className="faq">
                {block.heading ? <h2>{block.heading}</h2> : null}
                {(block.items ?? []).map((item) => (
                  <details key={item.id}>
                    <summary>{item.question}</summary>
                    <Paragraphs text={item.answer} />
                  </details>
                ))}
              </section>
            )
          case 'LinkListBlock':
            return (
              <section key={block.id} className="link-list">
                {block.heading ? <h2>{block.heading}</h2> : null}
                <ul>
                  {(block.links ?? []).map((l) => {
                    const href = blockLinkHref(l, locale)
                    return <li key={l.id}>{href ? <a href={href}>{l.label}</a> : l.label}</li>
                  })}
                </ul>
              </section>
            )
          case 'CtaBlock': {
            const href = blockLinkHref(block, locale)
            return (
              <section key={block.id} className="cta">
                <h2>{block.heading}</h2>
                {block.text ? <p>{block.text}</p> : null}
                {href ? (
                  <a className="button" href={href}>
                    {block.label}
                  </a>
                ) : null}
              </section>
            )
          }
          default:
            return null
        }
      })}
    </>
  )
}
