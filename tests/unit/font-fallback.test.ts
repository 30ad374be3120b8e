/**
 * The web fonts' stand-ins (docs/design.md "Fonts", src/app/(frontend)/tokens.css): each fallback
 * @font-face carries the size-adjust and ascent/descent/line-gap overrides that make its local font
 * take the web font's room, computed the way next/font computes them (the web font's average width of
 * a weighted latin sample against the local font's, read here from the woff2 files with next's own
 * fontkit), and the font stacks name the stand-ins right after the web fonts (fonts.ts).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Font = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; glyphsForString(s: string): { advanceWidth: number }[] }
const require = createRequire(import.meta.url)
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default as (buffer: Buffer) => Font

const root = path.resolve(import.meta.dirname, '../..')
const css = readFileSync(path.join(root, 'src/app/(frontend)/tokens.css'), 'utf8')
const fontsTs = readFileSync(path.join(root, 'src/app/(frontend)/fonts.ts'), 'utf8')

/** next/font's sample (get-fallback-metrics-from-font-file.js): letter and word-length frequencies of latin text. */
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
const avgWidth = (font: Font) => font.glyphsForString(SAMPLE).reduce((sum, g) => sum + g.advanceWidth, 0) / SAMPLE.length / font.unitsPerEm

/**
 * Average widths (per em) of the local fonts, as next/font has them for Arial and Times New Roman
 * (Liberation Sans/Arimo and Liberation Serif/Tinos measure the same: metric-compatible), and for
 * Roboto Regular (read with fontkit from Roboto-Regular, 2048 units per em).
 */
const LOCAL = { arial: 934.5116279069767 / 2048, times: 854.3953488372093 / 2048, roboto: 949.1627906976744 / 2048 }

const FACES: { family: string; file: string; local: number; names: string[] }[] = [
  {
    family: 'Cormorant Garamond Fallback',
    file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    local: LOCAL.times,
    names: ['Times New Roman', 'Liberation Serif', 'Tinos'],
  },
  { family: 'Source Sans 3 Fallback', file: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2', local: LOCAL.arial, names: ['Arial', 'Liberation Sans', 'Arimo'] },
  { family: 'Source Sans 3 Fallback Android', file: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2', local: LOCAL.roboto, names: ['Roboto'] },
]

function face(family: string): Record<string, string> {
  const block = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]).find((b) => b.includes(`font-family: '${family}'`))
  if (!block) throw new Error(`no @font-face for ${family} in tokens.css`)
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]))
}

const pct = (v: string) => Number(v.replace('%', ''))

describe('web font stand-ins', () => {
  for (const f of FACES) {
    it(`${f.family}: its local fonts take the web font's room`, () => {
      const font = fontkit(readFileSync(require.resolve(f.file)))
      const sizeAdjust = avgWidth(font) / f.local
      const d = face(f.family)
      for (const name of f.names) expect(d.src).toContain(`local('${name}')`)
      expect(pct(d['size-adjust'])).toBeCloseTo(sizeAdjust * 100, 1)
      expect(pct(d['ascent-override'])).toBeCloseTo((font.ascent / font.unitsPerEm / sizeAdjust) * 100, 1)
      expect(pct(d['descent-override'])).toBeCloseTo((Math.abs(font.descent) / font.unitsPerEm / sizeAdjust) * 100, 1)
      expect(pct(d['line-gap-override'])).toBeCloseTo((font.lineGap / font.unitsPerEm / sizeAdjust) * 100, 1)
    })
  }

  it('the font stacks name the stand-ins right after the web fonts, and next/font adds no local(Arial)-only face', () => {
    expect(fontsTs).toContain(`fallback: ["'Cormorant Garamond Fallback'", 'Georgia', 'serif']`)
    expect(fontsTs).toContain(`fallback: ["'Source Sans 3 Fallback'", "'Source Sans 3 Fallback Android'", 'system-ui', 'Arial', 'sans-serif']`)
    expect(fontsTs.match(/adjustFontFallback: false/g)).toHaveLength(2)
  })

  it('every fallback family is valid CSS as next/font writes it (verbatim): quoted, or words that are identifiers', () => {
    // an unquoted "Source Sans 3 Fallback" (a word starting with a digit) invalidates the whole
    // font-family declaration: the storefront's text was set in the browser's default serif
    const lists = [...fontsTs.matchAll(/fallback: \[([^\]]*)\]/g)].map((m) => [...m[1].matchAll(/'((?:[^'\\]|\\.)*)'|"([^"]*)"/g)].map((x) => x[2] ?? x[1]))
    expect(lists).toHaveLength(2)
    for (const family of lists.flat()) {
      const quoted = /^'[^']+'$|^"[^"]+"$/.test(family)
      const identifiers = family.split(/\s+/).every((word) => /^-?[A-Za-z_][\w-]*$/.test(word))
      expect(quoted || identifiers, family).toBe(true)
    }
  })
})
