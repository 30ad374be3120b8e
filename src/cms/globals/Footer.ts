import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { rowLabel } from '../fields/rowLabel'
import { adminGroups } from '../groups'
import { revalidateGlobal } from '../hooks/revalidate'
import { linkHrefField, linkTextField } from './navigation'
import { cacheTags } from '../../lib/graphql/cache-tags'

/** Footer link columns, localized (spec §2 Layout). Phones and hours come from site settings. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', es: 'Pie de página' },
  admin: {
    group: adminGroups.content,
    description: {
      en: 'The link columns at the bottom of every page, per language. Phones and hours come from Site settings.',
      es: 'Las columnas de enlaces al pie de cada página, por idioma. Teléfonos y horarios vienen de Ajustes del sitio.',
    },
  },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.footer)] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      localized: true,
      maxRows: 4,
      label: { en: 'Link columns', es: 'Columnas de enlaces' },
      labels: { singular: { en: 'Column', es: 'Columna' }, plural: { en: 'Columns', es: 'Columnas' } },
      admin: { components: rowLabel(['heading'], { en: 'Column', es: 'Columna' }) },
      fields: [
        { name: 'heading', type: 'text', required: true, label: { en: 'Column heading', es: 'Título de la columna' } },
        {
          name: 'links',
          type: 'array',
          label: { en: 'Links', es: 'Enlaces' },
          labels: { singular: { en: 'Link', es: 'Enlace' }, plural: { en: 'Links', es: 'Enlaces' } },
          admin: { components: rowLabel(['label', 'href'], { en: 'Link', es: 'Enlace' }) },
          fields: [linkTextField, linkHrefField],
        },
      ],
    },
  ],
}
