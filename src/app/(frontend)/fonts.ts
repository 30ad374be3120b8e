import localFont from 'next/font/local'

/**
 * The storefront's type pairing, self-hosted from npm (no remote fonts): the woff2
 * latin subsets of Cormorant Garamond 600 (headings) and Source Sans 3 400/600 (text), both SIL Open
 * Font License 1.1 (docs/design.md). `display: 'swap'`, preloaded, as both paint above the fold (the
 * hero heading, the header's links and buttons; measured: without the preloads the first visit's
 * LCP was later). Until they arrive the text is set in a metric-matched stand-in declared
 * in tokens.css (`Cormorant Garamond Fallback`, `Source Sans 3 Fallback`, `… Fallback Android`:
 * size-adjust and ascent/descent overrides computed as next/font does, tests/unit/font-fallback.test.ts),
 * so the swap moves nothing. Not next/font's own `adjustFontFallback`: its stand-in is `local(Arial)` /
 * `local(Times New Roman)` only, which Android, Linux and ChromeOS do not have — there the text fell
 * back unadjusted and moved when the fonts came (CLS 0.09 in Lighthouse here without the preloads).
 * They set `--font-display-face` and `--font-text-face`, which tokens.css builds the font stacks from.
 * The stand-ins' names are quoted here: next/font writes `fallback` as given, and an unquoted name with
 * a word that starts with a digit ("Source Sans 3 …") makes the whole font-family invalid — the
 * page then fell back to the browser's default serif.
 */
export const displayFont = localFont({
  src: [{ path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', weight: '600', style: 'normal' }],
  display: 'swap',
  preload: true,
  variable: '--font-display-face',
  adjustFontFallback: false,
  fallback: ["'Cormorant Garamond Fallback'", 'Georgia', 'serif'],
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
  adjustFontFallback: false,
  fallback: ["'Source Sans 3 Fallback'", "'Source Sans 3 Fallback Android'", 'system-ui', 'Arial', 'sans-serif'],
})
