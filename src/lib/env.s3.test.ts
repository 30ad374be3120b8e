/**
 * Media on S3: none of the S3_* variables → the local disk; bucket, region and both keys →
 * S3; anything in between refused with every missing variable named (`s3Settings`, `assertS3Config`),
 * and what `storagePlugins` makes of either (src/cms/storage.ts).
 */
import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { ENV_VARIABLES, assertS3Config, env, parseEnv, s3Settings } from './env'
import { Media } from '../cms/collections/Media'
import { storagePlugins } from '../cms/storage'

const complete = { S3_BUCKET: 'hxa-media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }

/** The message `s3Settings(source)` throws ('' when it does not). */
const refusal = (source: Record<string, string | undefined>) => {
  try {
    s3Settings(source)
    return ''
  } catch (err) {
    return (err as Error).message
  }
}

describe('s3Settings', () => {
  it('none set (or only blanks) → null: media on the local disk', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '', S3_REGION: '  ', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '', S3_PREFIX: ' ' })).toBeNull()
    expect(s3Settings({ STRIPE_SECRET_KEY: 'sk_test_x' })).toBeNull()
  })

  it('bucket, region and both keys → the settings (endpoint unset = AWS, path style off)', () => {
    expect(s3Settings(complete)).toEqual({ bucket: 'hxa-media', region: 'us-east-1', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', forcePathStyle: false })
  })

  it('an S3-compatible store: endpoint, path style and a prefix (slashes trimmed)', () => {
    const s = s3Settings({ ...complete, S3_ENDPOINT: ' http://minio:9000 ', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: '/site-a/media/' })
    expect(s).toEqual({ ...s3Settings(complete), endpoint: 'http://minio:9000', forcePathStyle: true, prefix: 'site-a/media' })
    expect(s3Settings({ ...complete, S3_FORCE_PATH_STYLE: '1' })?.forcePathStyle).toBe(true)
    expect(s3Settings({ ...complete, S3_FORCE_PATH_STYLE: 'TRUE' })?.forcePathStyle).toBe(true)
    expect(s3Settings({ ...complete, S3_FORCE_PATH_STYLE: '0' })?.forcePathStyle).toBe(false)
    expect(s3Settings({ ...complete, S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false)
  })

  it('a partial set is refused, naming every missing variable', () => {
    const onlyBucket = refusal({ S3_BUCKET: 'hxa-media' })
    expect(onlyBucket).toMatch(/^S3 media storage is misconfigured/)
    expect(onlyBucket).toMatch(/: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/)
    expect(refusal({ ...complete, S3_SECRET_ACCESS_KEY: ' ' })).toMatch(/: S3_SECRET_ACCESS_KEY is missing/)
    // an optional variable alone is a partial set too: all four are missing
    expect(refusal({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(/: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/)
    expect(refusal({ S3_FORCE_PATH_STYLE: '1' })).toMatch(/S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/)
  })

  it('malformed values are refused with their names, together with the missing ones', () => {
    expect(refusal({ ...complete, S3_ENDPOINT: 'minio:9000/x y' })).toMatch(/S3_ENDPOINT/)
    expect(refusal({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE/)
    expect(refusal({ ...complete, S3_PREFIX: 'a b' })).toMatch(/S3_PREFIX/)
    const both = refusal({ S3_BUCKET: 'hxa-media', S3_ENDPOINT: 'not a url' })
    expect(both).toMatch(/S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/)
    expect(both).toMatch(/S3_ENDPOINT/)
  })

  it('the one env schema carries the S3 variables', () => {
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX']) expect(ENV_VARIABLES).toContain(name)
    expect(parseEnv({ ...complete, S3_FORCE_PATH_STYLE: '1' })).toMatchObject({ S3_BUCKET: 'hxa-media', S3_FORCE_PATH_STYLE: true })
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})

describe('assertS3Config (start-up, src/instrumentation.ts)', () => {
  it('a partial set: prints the problems and exits 1; none or complete: returns', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`)
    })
    try {
      expect(() => assertS3Config({ S3_BUCKET: 'hxa-media', S3_REGION: 'us-east-1' }, exit)).toThrow('exit 1')
      expect(error.mock.calls[0]?.[0]).toMatch(/Refusing to start: S3 media storage is misconfigured: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/)
      assertS3Config({}, exit)
      assertS3Config(complete, exit)
      expect(exit).toHaveBeenCalledTimes(1)
    } finally {
      error.mockRestore()
    }
  })
})

describe('storagePlugins (src/cms/storage.ts)', () => {
  const apply = (settings: ReturnType<typeof s3Settings>) => {
    const config = storagePlugins(settings).reduce<Config>((c, plugin) => plugin(c) as Config, { collections: [Media] } as Config)
    return config.collections!.find((c) => c.slug === 'media') as CollectionConfig & { upload: Record<string, unknown> }
  }
  const names = (c: CollectionConfig) => c.fields.map((f) => ('name' in f ? f.name : ''))

  it('local disk: no adapter, local storage kept, the same columns as with S3', () => {
    const media = apply(null)
    expect(media.upload.adapter).toBeUndefined()
    expect(media.upload.disableLocalStorage).toBeUndefined()
    // MEDIA_DIR: `media` by default, a temporary folder in test runs
    expect(media.upload.staticDir).toBe(env.MEDIA_DIR)
    expect(parseEnv({}).MEDIA_DIR).toBe('media')
    expect(names(media)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
  })

  it('S3: the s3 adapter, nothing written locally, prefix as the collection default', () => {
    const media = apply(s3Settings({ ...complete, S3_PREFIX: 'site-a' }))
    expect(media.upload.adapter).toBe('s3')
    expect(media.upload.disableLocalStorage).toBe(true)
    expect(names(media)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    expect(media.fields.find((f) => 'name' in f && f.name === 'prefix')).toMatchObject({ defaultValue: 'site-a' })
    expect(names(media).sort()).toEqual(names(apply(null)).sort())
  })
})
