/**
 * Media on S3 (issue #12, docs/deploy.md "Media"): the site's Payload config built with S3 settings
 * (`payloadConfig(s3Settings(…))`, the path S3_* take in production) against a local S3-compatible
 * server (s3rver, path-style, on a free port). An editor's upload through the local API lands in the
 * bucket with every sharp size under S3_PREFIX, nothing is written to the local media directory, the
 * document's URLs are served by Payload's file route from the bucket, and deleting the document
 * removes the objects.
 */
import { S3 } from '@aws-sdk/client-s3'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadConfig } from '../../payload.config'
import { Media } from '../../src/cms/collections/Media'
import { s3Settings, type S3Settings } from '../../src/lib/env'
import type { Media as MediaDoc } from '../../src/payload-types'
import { staffUser } from '../helpers/payload'

const BUCKET = 'hxa-media-test'
const PREFIX = 'int-test'
const KEY = 'media-s3' // getPayload's cache key: this config's own instance
const localMediaDir = path.resolve(__dirname, '../../media') // Media's staticDir, next to payload.config.ts
const sizeNames = (typeof Media.upload === 'object' ? (Media.upload.imageSizes ?? []) : []).map((s) => s.name!)

let s3dir: string
let server: S3rver
let settings: S3Settings
let client: S3
let config: ReturnType<typeof payloadConfig>
let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>

const localFiles = () => (existsSync(localMediaDir) ? readdirSync(localMediaDir).sort() : [])
const bucketKeys = async () => ((await client.listObjectsV2({ Bucket: BUCKET })).Contents ?? []).map((o) => o.Key!).sort()
const get = (url: string) => handleEndpoints({ config, request: new Request(new URL(url, 'http://localhost')), payloadInstanceCacheKey: KEY })

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(os.tmpdir(), 'hxa-s3rver-'))
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3dir, silent: true })
  const { port } = await server.run()
  // the variables a deployment would set, through the one env schema
  settings = s3Settings({
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's fixed credentials; it checks the request signatures
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: PREFIX,
  })!
  client = new S3({ endpoint: settings.endpoint, region: settings.region, forcePathStyle: true, credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } })
  await client.createBucket({ Bucket: BUCKET })
  config = payloadConfig(settings)
  payload = await getPayload({ config, key: KEY })
  editor = await staffUser(payload, 'editor@hotelarte.example')
})

afterAll(async () => {
  await payload?.destroy()
  client?.destroy()
  await server?.close()
  if (s3dir) rmSync(s3dir, { recursive: true, force: true })
})

describe('media on S3 (issue #12)', () => {
  it('an upload and its sharp sizes land in the bucket, not on the local disk; Payload serves them; delete removes them', async () => {
    expect(sizeNames.length).toBeGreaterThan(0)
    const localBefore = localFiles()
    // wider than the largest size (1600), so sharp makes every size
    const png = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer()
    const name = `s3-${Date.now()}.png`
    const doc = (await payload.create({
      collection: 'media',
      data: { alt: 'S3' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
      user: editor,
      overrideAccess: false,
    })) as MediaDoc

    // the original (converted to webp by the collection's formatOptions) and one object per size, under S3_PREFIX
    expect(doc.prefix).toBe(PREFIX)
    expect(doc.filename).toMatch(/\.webp$/)
    const sizes = doc.sizes as Record<string, { filename?: string | null; url?: string | null; width?: number | null }>
    const filenames = [doc.filename!, ...sizeNames.map((s) => sizes[s]?.filename)]
    expect(filenames.every(Boolean)).toBe(true)
    expect(await bucketKeys()).toEqual(filenames.map((f) => `${PREFIX}/${f}`).sort())
    const original = await client.getObject({ Bucket: BUCKET, Key: `${PREFIX}/${doc.filename}` })
    expect(original.ContentType).toBe('image/webp')
    const stored = Buffer.from(await original.Body!.transformToByteArray())
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1800, height: 900 })

    // nothing on the local disk
    expect(localFiles()).toEqual(localBefore)
    for (const f of filenames) expect(existsSync(path.join(localMediaDir, f!))).toBe(false)

    // the document's URL is Payload's file route, answered from the bucket (no session: media are public)
    expect(doc.url).toMatch(new RegExp(`/api/media/file/${doc.filename!.replace('.', '\\.')}\\?prefix=${PREFIX}$`))
    const res = await get(doc.url!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await res.arrayBuffer()).equals(stored)).toBe(true)
    for (const s of sizeNames) {
      const sized = await get(sizes[s]!.url!)
      expect(sized.status, s).toBe(200)
      expect((await sharp(Buffer.from(await sized.arrayBuffer())).metadata()).width, s).toBe(sizes[s]!.width)
    }

    // deleting the document deletes every object
    await payload.delete({ collection: 'media', id: doc.id, user: editor, overrideAccess: false })
    expect(await bucketKeys()).toEqual([])
    expect((await get(doc.url!)).status).toBe(403) // Payload's answer for a file no document has
    expect(localFiles()).toEqual(localBefore)
  })
})
