import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff read everything (drafts included); visitors read only published documents. */
export const publishedOrStaff: Access = ({ req: { user } }) => (hasRole(user, 'admin', 'editor', 'ops') ? true : { _status: { equals: 'published' } })
