/**
 * The design tokens' contrast (issue #19 item 1, docs/design.md): every text colour on every
 * background it is used on reaches WCAG 2.1 AA (4.5:1; all our text pairs meet it, large or not), and
 * the borders of fields and the focus ring reach 3:1 (non-text contrast, 1.4.11). The colours are read
 * from src/app/(frontend)/tokens.css itself, so a changed token is checked as it ships.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(path.resolve(import.meta.dirname, '../../src/app/(frontend)/tokens.css'), 'utf8')
const tokens = new Map([...css.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2].toLowerCase()]))

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const color = (name: string) => {
  const v = tokens.get(name)
  if (!v) throw new Error(`no token --${name} in tokens.css`)
  return v
}

const LIGHT = ['color-surface', 'color-paper', 'color-sand', 'color-sand-soft']
/** text token → the backgrounds it is set on in the stylesheets */
const TEXT_PAIRS: [string, string[]][] = [
  ['color-ink', [...LIGHT, 'color-accent-soft', 'color-warning-soft', 'color-danger-soft', 'color-success-soft']],
  ['color-ink-soft', [...LIGHT, 'color-accent-soft']],
  ['color-ink-muted', LIGHT],
  ['color-accent', [...LIGHT, 'color-accent-soft']],
  ['color-accent-strong', LIGHT],
  ['color-danger', ['color-surface', 'color-paper', 'color-danger-soft']],
  ['color-danger-ink', ['color-surface', 'color-danger-soft']],
  ['color-success-ink', ['color-surface', 'color-paper', 'color-success-soft', 'color-accent-soft']],
  ['color-warning-ink', ['color-surface', 'color-paper', 'color-warning-soft']],
  ['color-info-ink', ['color-surface', 'color-paper']],
  ['color-on-accent', ['color-accent', 'color-accent-strong', 'color-ink', 'color-danger', 'color-success', 'color-night']],
  ['color-on-night', ['color-night']],
  ['color-night-link', ['color-night']],
]
/** non-text: field borders and the focus ring against the surfaces they sit on */
const UI_PAIRS: [string, string[]][] = [
  ['color-field-line', ['color-surface', 'color-paper']],
  ['color-field-line-strong', ['color-surface', 'color-paper']],
  // the ring is drawn 2 px outside the element (outline-offset), so against the page, never the button
  ['color-focus', LIGHT],
]

describe('design tokens: contrast', () => {
  it('computes WCAG ratios (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#8a3b12', '#8a3b12')).toBe(1)
    // a known pair: #767676 on white is the classic 4.54:1
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  for (const [text, backgrounds] of TEXT_PAIRS) {
    for (const bg of backgrounds) {
      it(`--${text} on --${bg} reaches AA (4.5:1)`, () => {
        expect(contrast(color(text), color(bg))).toBeGreaterThanOrEqual(4.5)
      })
    }
  }
  for (const [ui, backgrounds] of UI_PAIRS) {
    for (const bg of backgrounds) {
      it(`--${ui} on --${bg} reaches 3:1 (non-text)`, () => {
        expect(contrast(color(ui), color(bg))).toBeGreaterThanOrEqual(3)
      })
    }
  }

  it('every colour a stylesheet names is a token (no unknown --color-*)', () => {
    const dir = path.resolve(import.meta.dirname, '../../src')
    const files = [
      'app/(frontend)/styles.css',
      'components/ui/ui.css',
      ...[
        'account/components/account.css',
        'hotel-booking/components/my-booking.css',
        'hotel-booking/components/package-search.css',
        'newsletter/components/newsletter.css',
        'ticket-shop/components/shop.css',
      ].map((f) => `features/${f}`),
    ]
    const declared = new Set([...css.matchAll(/--(color-[a-z-]+):/g)].map((m) => m[1]))
    for (const f of files) {
      const used = [...readFileSync(path.join(dir, f), 'utf8').matchAll(/var\(--(color-[a-z-]+)\)/g)].map((m) => m[1])
      for (const name of used) expect(declared.has(name), `${f}: --${name}`).toBe(true)
    }
  })
})
