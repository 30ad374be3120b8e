import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Any signed-in staff member, whatever the role. */
export const isStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'ops')

/** Field-level variant: hides secrets (e.g. newsletter external key) from anonymous reads. */
export const isStaffField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'ops')
