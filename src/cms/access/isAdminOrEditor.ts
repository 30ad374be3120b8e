import type { Access } from 'payload'
import { hasRole } from './roles'

/** Content work: pages, banners and the sale popup, media, header and footer. */
export const isAdminOrEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
