import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichBody } from './RichBody'
import { blockLinkHref, richLinkHref } from '../domain/links'
import { paragraphsToRichText } from '../../../lib/richText'

const text = (t: string, format = 0) => ({ type: 'text', text: t, format, style: '', mode: 'normal', detail: 0, version: 1 })
const link = (fields: Record<string, unknown>, label: string) => ({ type: 'link', version: 3, fields, children: [text(label)] })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, children })

describe('rich-text page bodies on the storefront', () => {
  it('renders headings, bold, lists and a page chosen in the editor as a localized link', () => {
    const data = {
      root: {
        type: 'root' as const,
        children: [
          { type: 'heading', tag: 'h2', version: 1, children: [text('Check-in')] },
          paragraph(text('From '), text('3 pm', 1), text('. See '), link({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 4, slug: 'terms-of-use' } } }, 'the terms')),
          { type: 'list', listType: 'bullet', tag: 'ul', version: 1, children: [{ type: 'listitem', value: 1, version: 1, children: [text('Towels')] }] },
        ],
      },
    }
    const html = renderToStaticMarkup(<RichBody data={data} locale="en" />)
    expect(html).toContain('<h2>Check-in</h2>')
    expect(html).toContain('<strong>3 pm</strong>')
    expect(html).toContain('<a href="/en/terms-of-use/">the terms</a>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Towels<\/li><\/ul>/)
  })

  it('never renders an unsafe typed address as a link, and opens new tabs safely', () => {
    const data = {
      root: {
        type: 'root' as const,
        children: [paragraph(link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'bad'), link({ linkType: 'custom', url: 'https://example.com/x', newTab: true }, 'good'))],
      },
    }
    const html = renderToStaticMarkup(<RichBody data={data} locale="es" />)
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<span>bad</span>')
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">good</a>')
  })

  it('renders images lazily with their size and alt text, and plain paragraphs as before', () => {
    const data = {
      root: {
        type: 'root' as const,
        children: [{ type: 'upload', version: 3, relationTo: 'media', value: { url: '/api/media/file/pool.webp', alt: 'Alberca', width: 1200, height: 800, mimeType: 'image/webp' } }],
      },
    }
    expect(renderToStaticMarkup(<RichBody data={data} locale="es" />)).toBe('<img src="/api/media/file/pool.webp" alt="Alberca" width="1200" height="800" loading="lazy" decoding="async"/>')
    expect(renderToStaticMarkup(<RichBody data={paragraphsToRichText('One.\n\nTwo.')} locale="es" />)).toBe('<p>One.</p><p>Two.</p>')
  })

  it('links home to the locale root and gives no link to an unpopulated page', () => {
    expect(richLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: { slug: 'home' } } }, 'pt')).toBe('/pt/')
    expect(richLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: 12 } }, 'en')).toBeNull()
    expect(richLinkHref({ linkType: 'custom', url: '//evil.example/' }, 'en')).toBeNull()
    expect(richLinkHref({ linkType: 'custom', url: '/es/tienda/' }, 'es')).toBe('/es/tienda/')
  })

  it("sends a link list entry or call to action to the chosen page in the page's language, else to its safe typed address", () => {
    expect(blockLinkHref({ page: { slug: 'garden' }, href: '/es/otra/' }, 'en')).toBe('/en/garden/')
    expect(blockLinkHref({ page: { slug: 'home' }, href: null }, 'es')).toBe('/es/')
    expect(blockLinkHref({ page: null, href: '/es/tienda/' }, 'es')).toBe('/es/tienda/')
    expect(blockLinkHref({ page: null, href: 'javascript:alert(1)' }, 'es')).toBeNull()
    expect(blockLinkHref({ page: null, href: null }, 'en')).toBeNull()
  })
})
