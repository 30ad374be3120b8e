import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '../access/adminOrSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { staffRoles } from '../access/roles'
import { clearStaffThrottle, throttleStaffAuth } from '../hooks/authGuards'

/** Staff accounts for the admin (architecture §10). Customers live in their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  // No lock after N bad passwords (a stranger could keep an admin locked out): a throttle per client
  // address + account instead (src/cms/hooks/authGuards.ts, issue #13 item 6).
  auth: { maxLoginAttempts: 0, tokenExpiration: 8 * 60 * 60 },
  hooks: { beforeOperation: [throttleStaffAuth], afterLogin: [clearStaffThrottle] },
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
