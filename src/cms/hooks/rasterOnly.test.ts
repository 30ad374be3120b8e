import { describe, expect, it } from 'vitest'
import { rasterFormat } from './rasterOnly'

const b = (...xs: (number | string)[]) => new Uint8Array(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])))

describe('rasterFormat (issue #13 item 13)', () => {
  it('knows the raster signatures', () => {
    expect(rasterFormat(b(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(rasterFormat(b(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png')
    expect(rasterFormat(b('GIF89a'))).toBe('gif')
    expect(rasterFormat(b('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp')
    expect(rasterFormat(b(0, 0, 0, 0x1c, 'ftypavif'))).toBe('avif')
  })
  it('refuses SVG, HTML, PDF and empty files', () => {
    for (const s of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<?xml version="1.0"?><svg/>', '<html>', '%PDF-1.7', '']) expect(rasterFormat(b(s))).toBeNull()
  })
})
