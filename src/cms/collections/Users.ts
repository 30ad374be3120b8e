import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '../access/adminOrSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { staffRoles } from '../access/roles'

/** Staff accounts for the admin (architecture §10). Customers live in their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  access: {
    admin: ({ req: { user } }) => Boolean(user && user.collection === 'users' && (user.roles?.length ?? 0) > 0),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: staffRoles.map((r) => ({ label: r, value: r })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
