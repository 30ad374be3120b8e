import { describe, expect, it } from 'vitest'
import { disabledFeatures, preloadedImages, rewriteHtml, rewriteLinkHeader, type HtmlLever } from '../../bench/lib'

describe('disabledFeatures (bench/lighthouse.ts Chromium switch)', () => {
  const launcher = ['--disable-extensions', '--disable-features=Translate,OptimizationHints,RenderDocument', '--mute-audio']

  it("keeps chrome-launcher's list but lets RenderDocument run, as in the browser", () => {
    expect(disabledFeatures(launcher, [], true)).toBe('--disable-features=Translate,OptimizationHints')
  })

  it("keeps chrome-launcher's list whole when asked (BENCH_RENDER_DOCUMENT=0)", () => {
    expect(disabledFeatures(launcher, [], false)).toBe('--disable-features=Translate,OptimizationHints,RenderDocument')
  })

  it('merges the features of BENCH_CHROME_FLAGS into the one switch, once each', () => {
    expect(disabledFeatures(launcher, ['--disable-features=PaintHolding,Translate', '--lang=es'], true)).toBe('--disable-features=Translate,OptimizationHints,PaintHolding')
  })
})

describe('preloadedImages (bench warm-up of the LCP photo)', () => {
  it("takes the preload's candidates a phone asks for, absolute and unescaped", () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/_next/image/?url=%2Fa.webp&amp;w=256&amp;q=75 256w, /_next/image/?url=%2Fa.webp&amp;w=640&amp;q=75 640w, ' +
      '/_next/image/?url=%2Fa.webp&amp;w=828&amp;q=75 828w, /_next/image/?url=%2Fa.webp&amp;w=1600&amp;q=75 1600w" imageSizes="100vw" fetchPriority="high"/>' +
      '<img srcSet="/_next/image/?url=%2Fb.webp&amp;w=640&amp;q=75 640w" loading="lazy"/>'
    expect(preloadedImages(html, 'http://127.0.0.1:3000/es/')).toEqual(['http://127.0.0.1:3000/_next/image/?url=%2Fa.webp&w=640&q=75', 'http://127.0.0.1:3000/_next/image/?url=%2Fa.webp&w=828&q=75'])
  })

  it('finds nothing on a page without a preloaded photo', () => {
    expect(preloadedImages('<link rel="stylesheet" href="/a.css"/>', 'http://x/')).toEqual([])
  })
})

describe('rewriteHtml (bench/lighthouse.ts BENCH_LEVERS)', () => {
  const page =
    '<html><head><link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>' +
    '<link rel="preload" as="image" imageSrcSet="/_next/image/?url=%2Fh.webp&amp;w=640&amp;q=75 640w, /_next/image/?url=%2Fh.webp&amp;w=828&amp;q=75 828w" fetchPriority="high"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
    '<script src="/_next/static/chunks/1.js" async=""></script><script src="/_next/static/chunks/2.js" async=""></script></head>' +
    '<body><img alt="Beach" fetchPriority="high" decoding="async" sizes="100vw" srcSet="/_next/image/?url=%2Fh.webp&amp;w=640&amp;q=75 640w, /_next/image/?url=%2Fh.webp&amp;w=828&amp;q=75 828w, /_next/image/?url=%2Fh.webp&amp;w=1600&amp;q=75 1600w" src="/_next/image/?url=%2Fh.webp&amp;w=1600&amp;q=75"/>' +
    '<script>self.__next_f.push([1,"x"])</script></body></html>'
  const assets: Record<string, string> = {
    '/_next/static/chunks/a.css': '@font-face{font-family:A;src:url(/a.woff2)}body{color:#111}',
    '/_next/image/?url=%2Fh.webp&w=828&q=75': 'AVIF828',
  }
  const asked: string[] = []
  const asset = async (path: string, accept?: string) => {
    asked.push(`${path} ${accept ?? ''}`.trim())
    if (!(path in assets)) throw new Error(`no asset ${path}`)
    return Buffer.from(assets[path])
  }
  const rewrite = (...levers: HtmlLever[]) => rewriteHtml(page, new Set(levers), asset)

  it('noscript leaves no script, inline or external, and no script preload', async () => {
    const html = await rewrite('noscript')
    expect(html).not.toMatch(/<script|as="script"/)
    expect(html).toContain('<link rel="stylesheet"')
  })

  it('noext keeps the inline scripts (the RSC payload) and drops the external ones', async () => {
    const html = await rewrite('noext')
    expect(html).not.toContain('<script src=')
    expect(html).toContain('<script>self.__next_f.push')
  })

  it('afterload adds the async scripts, in order, only after the load event and two frames', async () => {
    const html = await rewrite('afterload')
    expect(html).not.toContain('<script src=')
    expect(html).toContain(
      `<script>addEventListener('load',function(){requestAnimationFrame(function(){requestAnimationFrame(function(){["/_next/static/chunks/1.js","/_next/static/chunks/2.js"].forEach(`,
    )
    expect(html.indexOf("addEventListener('load'")).toBeGreaterThan(html.indexOf('self.__next_f'))
  })

  it('inlinecss puts the stylesheet text in the page; with nofonts without its @font-face and the font preloads', async () => {
    const inlined = await rewrite('inlinecss')
    expect(inlined).not.toContain('rel="stylesheet"')
    expect(inlined).toContain('<style>@font-face{font-family:A;src:url(/a.woff2)}body{color:#111}</style>')
    expect(inlined).toContain('as="font"')
    const bare = await rewrite('inlinecss', 'nofonts')
    expect(bare).toContain('<style>body{color:#111}</style>')
    expect(bare).not.toContain('as="font"')
  })

  it('inlinehero makes the high-priority photo a data URI of its 828 px AVIF and drops its preload', async () => {
    asked.length = 0
    const html = await rewrite('inlinehero')
    expect(asked).toEqual(['/_next/image/?url=%2Fh.webp&w=828&q=75 image/avif'])
    expect(html).toContain(`<img alt="Beach" fetchPriority="high" decoding="async" src="data:image/avif;base64,${Buffer.from('AVIF828').toString('base64')}"/>`)
    expect(html).not.toContain('as="image"')
    expect(html).not.toContain('srcSet=')
  })

  it('changes nothing with no lever', async () => {
    expect(await rewrite()).toBe(page)
  })
})

describe('rewriteLinkHeader (a dynamic page sends its font preloads in the Link header)', () => {
  const header =
    '</_next/static/media/a.p.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </_next/static/media/b.p.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"'
  it('nofonts drops every font preload and keeps the other entries', () => {
    expect(rewriteLinkHeader(`${header}, </x.css>; rel=preload; as="style"`, new Set<HtmlLever>(['nofonts']))).toBe('</x.css>; rel=preload; as="style"')
    expect(rewriteLinkHeader(header, new Set<HtmlLever>(['nofonts']))).toBeUndefined()
  })
  it('leaves the header alone without nofonts, and an absent header absent', () => {
    expect(rewriteLinkHeader(header, new Set<HtmlLever>(['afterload']))).toBe(header)
    expect(rewriteLinkHeader(undefined, new Set<HtmlLever>(['nofonts']))).toBeUndefined()
  })
})
