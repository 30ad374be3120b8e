import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins see and edit every staff account; other staff only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (hasRole(user, 'editor', 'ops') && user) return { id: { equals: user.id } }
  return false
}
