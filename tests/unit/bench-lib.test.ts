import { describe, expect, it } from 'vitest'
import { disabledFeatures, preloadedImages } from '../../bench/lib'

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
