import type { Access } from 'payload'
import { hasRole } from './roles'

/** Operations work: site settings (maintenance flag) and operational reference data. */
export const isAdminOrOps: Access = ({ req: { user } }) => hasRole(user, 'admin', 'ops')
