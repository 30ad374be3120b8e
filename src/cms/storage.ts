/**
 * Where the `media` collection's files live: the local disk (`media/`, one host — its
 * replicas share the volume) or an S3 bucket (several hosts), through Payload's official
 * `@payloadcms/storage-s3` adapter. payload.config.ts passes `s3Settings()` (src/lib/env.ts).
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { S3Settings } from '../lib/env'

/**
 * The storage plugins of the Payload config: always one `s3Storage` for `media`, enabled only when
 * `settings` is not null. With S3 on, uploads and their sharp sizes go to the bucket (nothing is
 * written to `media/`), deletes remove them there, and the documents' `url`s stay Payload's file
 * route (`/api/media/file/<name>`, which reads from the bucket under the collection's read access).
 * `alwaysInsertFields` keeps the schema the same either way: the plugin's `prefix` and `_objectKey`
 * columns exist with S3 off too (migration 20261125_153347_media_storage_fields), so switching
 * storage needs no migration.
 * @param settings the bucket (`s3Settings()`), or null for the local disk
 */
export function storagePlugins(settings: S3Settings | null): Plugin[] {
  return [
    s3Storage({
      enabled: settings !== null,
      alwaysInsertFields: true,
      collections: { media: settings?.prefix ? { prefix: settings.prefix } : true },
      bucket: settings?.bucket ?? '',
      config: settings
        ? {
            region: settings.region,
            credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
            forcePathStyle: settings.forcePathStyle,
            ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
          }
        : {},
    }),
  ]
}
