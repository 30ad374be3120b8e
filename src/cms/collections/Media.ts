import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { adminGroups } from '../groups'
import { rasterOnly } from '../hooks/rasterOnly'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { env } from '../../lib/env'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.media)

/** Local uploads processed with sharp (architecture: media): raster images up to 10 MB. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', es: 'Imagen' }, plural: { en: 'Images', es: 'Imágenes' } },
  admin: {
    group: adminGroups.content,
    description: {
      en: 'Uploaded images (JPEG, PNG, GIF, WebP, AVIF; up to 10 MB). Saved as WebP in three sizes.',
      es: 'Imágenes subidas (JPEG, PNG, GIF, WebP, AVIF; hasta 10 MB). Se guardan en WebP en tres tamaños.',
    },
  },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  hooks: { beforeOperation: [rasterOnly], afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Alternative text', es: 'Texto alternativo' },
      admin: { description: { en: 'What the image shows, for screen readers and when it does not load.', es: 'Lo que muestra la imagen, para lectores de pantalla y cuando no carga.' } },
    },
  ],
  upload: {
    // MEDIA_DIR (default media/): a throwaway test server's uploads go to a temporary folder, not the checkout's
    staticDir: env.MEDIA_DIR,
    // raster only (no SVG); the bytes are checked too (hooks/rasterOnly.ts)
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
}
