import type { CollectionConfig } from 'payload'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { pageBlocks } from '../blocks'
import { slugField } from '../fields/slug'
import { adminGroups } from '../groups'
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
  labels: { singular: { en: 'Page', es: 'Página' }, plural: { en: 'Pages', es: 'Páginas' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: adminGroups.content,
    description: {
      en: 'Content pages, built from blocks. The page with slug "home" is the home page of its language.',
      es: 'Páginas de contenido, hechas de bloques. La página con slug "home" es la de inicio de su idioma.',
    },
    // Preview opens the draft on the storefront in a new tab (staff only)
    preview: (doc, { locale }) => previewPath('pages', doc?.id, locale),
  },
  // readVersions explicitly: Payload's default is any signed-in user, customers included.
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', es: 'Título' } },
    slugField(),
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Key', es: 'Clave' },
      admin: { position: 'sidebar', description: { en: 'Stable identifier used by the seed; leave as is.', es: 'Identificador fijo que usa la carga inicial; no lo cambies.' } },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, localized: true, label: { en: 'Content blocks', es: 'Bloques de contenido' } },
    {
      name: 'meta',
      type: 'group',
      localized: true,
      label: { en: 'Search engines (SEO)', es: 'Buscadores (SEO)' },
      fields: [
        {
          name: 'title',
          type: 'text',
          label: { en: 'Title for search engines', es: 'Título para buscadores' },
          admin: { description: { en: 'Empty: the page title.', es: 'Vacío: el título de la página.' } },
        },
        {
          name: 'description',
          type: 'textarea',
          maxLength: 320,
          label: { en: 'Description for search engines', es: 'Descripción para buscadores' },
          admin: { description: { en: 'The snippet under the link in search results, up to 320 characters.', es: 'El texto bajo el enlace en los resultados de búsqueda, hasta 320 caracteres.' } },
        },
      ],
    },
  ],
}
