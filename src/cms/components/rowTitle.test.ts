import { describe, expect, it } from 'vitest'
import { rowLabelText, rowTitle } from './rowTitle'

const taxParts = [
  'code',
  { field: 'percent', suffix: ' %', when: { field: 'kind', equals: 'percent' } },
  { field: 'amount', prefix: 'US$', suffix: { en: ' per room-night', es: ' por cuarto-noche' }, when: { field: 'kind', equals: 'perRoomNight' } },
]

describe('rowTitle (array rows titled by their content, issue #18 item 5)', () => {
  it('joins the parts that have a value, with prefixes and suffixes in the admin language', () => {
    expect(rowTitle({ label: 'Parks', href: '/en/parks/' }, ['label', 'href'], 'en')).toBe('Parks · /en/parks/')
    expect(rowTitle({ code: 'ISH', kind: 'perRoomNight', amount: 2.5, percent: 6 }, taxParts, 'es')).toBe('ISH · US$2.5 por cuarto-noche')
    expect(rowTitle({ code: 'IVA', kind: 'percent', percent: 16, amount: 3 }, taxParts, 'en')).toBe('IVA · 16 %')
    expect(rowTitle({ code: 'IVA', name: 'IVA', kind: 'percent', percent: 16 }, ['code', 'name', ...taxParts.slice(1)], 'es')).toBe('IVA · 16 %')
  })

  it('skips empty values and objects (an upload), reads nested paths and joins lists', () => {
    expect(rowTitle({ image: { id: 4 }, alt: '  ', src: '/shop/x.svg' }, ['image', 'alt', 'src'], 'en')).toBe('/shop/x.svg')
    expect(rowTitle({ a: { b: 'deep' }, days: [3, 6] }, ['a.b', 'days'], 'en')).toBe('deep · 3, 6')
    expect(rowTitle({ minDaysAhead: 0, discountPct: null }, ['minDaysAhead', 'discountPct'], 'en')).toBe('0')
  })

  it('an empty row shows the noun and its two-digit number, like Payload', () => {
    const props = { parts: ['label'], fallback: { en: 'Link', es: 'Enlace' } }
    expect(rowLabelText({}, props, 'es', 3)).toBe('Enlace 03')
    expect(rowLabelText(undefined, props, 'en', 12)).toBe('Link 12')
    expect(rowLabelText({ label: 'Home' }, props, 'en', 1)).toBe('Home')
  })
})
