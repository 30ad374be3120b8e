import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { revalidateGlobal } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

/** Footer link columns, localized (spec §2 Layout). Phones and hours come from site settings. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Content' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.footer)] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      localized: true,
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'href', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
