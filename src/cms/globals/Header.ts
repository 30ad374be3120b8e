import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { revalidateGlobal } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { navItemsField } from './navigation'

/** Header navigation, localized (spec §2 Layout). */
export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Content' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.header)] },
  fields: [navItemsField('navItems')],
}
