/**
 * Media uploads are raster images of bounded size (issue #13 item 13), through Payload's local API
 * as an editor (the admin's upload path runs the same collection hooks).
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_MAX_BYTES } from '../../src/cms/hooks/rasterOnly'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>
beforeAll(async () => {
  payload = await testPayload()
  editor = await staffUser(payload, 'editor@hotelarte.example')
})
afterAll(async () => {
  await payload.destroy()
})

const upload = (data: Buffer, mimetype: string, name: string) =>
  payload.create({ collection: 'media', data: { alt: 'Test' }, file: { data, mimetype, name, size: data.length }, user: editor, overrideAccess: false })

describe('media uploads (issue #13 item 13)', () => {
  it('accepts a PNG', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer()
    const doc = await upload(png, 'image/png', 'dot.png')
    expect(doc.id).toBeTruthy()
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })

  it('refuses an SVG, also when it claims to be a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')
    await expect(upload(svg, 'image/svg+xml', 'x.svg')).rejects.toThrow()
    await expect(upload(svg, 'image/png', 'x.png')).rejects.toThrow(/Only raster images/)
  })

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(MEDIA_MAX_BYTES),
    ])
    await expect(upload(big, 'image/png', 'big.png')).rejects.toThrow(/too large/)
  })
})
