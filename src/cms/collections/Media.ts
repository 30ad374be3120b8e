import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { rasterOnly } from '../hooks/rasterOnly'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.media)

/** Local uploads processed with sharp (architecture: media): raster images up to 10 MB. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  hooks: { beforeOperation: [rasterOnly], afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
  upload: {
    staticDir: 'media',
    // raster only (no SVG: issue #13 item 13); the bytes are checked too (hooks/rasterOnly.ts)
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
}
