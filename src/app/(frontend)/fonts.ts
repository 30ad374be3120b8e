import localFont from 'next/font/local'

/**
 * The storefront's type pairing (issue #19 item 1), self-hosted from npm (no remote fonts): the woff2
 * latin subsets of Cormorant Garamond 600 (headings) and Source Sans 3 400/600 (text), both SIL Open
 * Font License 1.1 (docs/design.md). `display: 'swap'` with next/font's metric-adjusted fallback
 * (size-adjust on a local Times New Roman / Arial face), so the swap moves nothing; preloaded, as
 * both paint above the fold (the hero heading, the header's links and buttons). They set
 * `--font-display-face` and `--font-text-face`, which tokens.css builds the font stacks from.
 */
export const displayFont = localFont({
  src: [{ path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', weight: '600', style: 'normal' }],
  display: 'swap',
  preload: true,
  variable: '--font-display-face',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
})

/** Text face (see `displayFont`). */
export const textFont = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  display: 'swap',
  preload: true,
  variable: '--font-text-face',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
