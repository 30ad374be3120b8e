import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { revalidateGlobal } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { adminGroups } from '../groups'
import { navItemsField } from './navigation'

/** Header navigation, localized (spec §2 Layout). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: { en: 'Header', es: 'Encabezado' },
  admin: {
    group: adminGroups.content,
    description: { en: 'The navigation links at the top of every page, per language.', es: 'Los enlaces de navegación en la parte superior de cada página, por idioma.' },
  },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.header)] },
  fields: [navItemsField('navItems')],
}
