import type { PageBlock } from '../../../lib/graphql/documents'
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

/** Renders a content page's layout blocks (issue #2 "Content pages render from CMS blocks"). */
/** `locale` keeps block links in the page's language (`localizeHref`: English fallbacks on Portuguese pages). */
export function PageBlocks({ blocks, locale }: { blocks: PageBlock[]; locale: RouteLocale }) {
  // The page's first hero heading is its h1; later ones are h2.
  const firstHero = blocks.findIndex((b) => b.__typename === 'HeroBlock')
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.__typename) {
          case 'HeroBlock': {
            const Tag = i === firstHero ? 'h1' : 'h2'
            return (
              <section key={block.id} className="hero">
                <Tag>{block.heading}</Tag>
                {block.subheading ? <p className="hero__sub">{block.subheading}</p> : null}
              </section>
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
