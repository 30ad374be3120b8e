import type { CollectionConfig } from 'payload'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { pageBlocks } from '../blocks'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { previewPath } from '../livePreview'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.pages)

/**
 * Content pages (spec §2 "Content pages"): localized title, slug, layout blocks and SEO meta, with
 * drafts, versions and scheduled publishing. The page with slug `home` is the locale's home page.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  // Preview opens the draft on the storefront in a new tab (issue #18 item 1; staff only)
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content', preview: (doc, { locale }) => previewPath('pages', doc?.id, locale) },
  // readVersions explicitly: Payload's default is any signed-in user, customers included (issue #13 item 8).
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'key', type: 'text', unique: true, index: true, admin: { position: 'sidebar', description: 'Stable identifier used by the seed.' } },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, localized: true },
    {
      name: 'meta',
      type: 'group',
      localized: true,
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea', maxLength: 320 },
      ],
    },
  ],
}
