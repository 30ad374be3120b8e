import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Only staff with the admin role. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

/** Field-level variant, e.g. only admins may change a user's roles. */
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/**
 * Prices and discounts: editors manage content, banners and popups; what a
 * traveller pays is changed by admins only. Field access for create and update (read stays public).
 */
export const adminOnlyPricing = { create: isAdminField, update: isAdminField }
