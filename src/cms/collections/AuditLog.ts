import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'

/**
 * Audit trail (issue #18 item 3): one entry per change to the site settings (maintenance flag
 * included), prices, payment methods, currencies, banks, hotels and staff roles — who, when, and the
 * before/after value of each changed field. Written only by the audit hooks (src/cms/hooks/audit.ts,
 * inside the change's own transaction); readable by admins; editable and deletable by nobody.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { es: 'Registro de cambios', en: 'Audit entry' }, plural: { es: 'Registro de cambios', en: 'Audit trail' } },
  admin: {
    group: 'Admin',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'summary'],
    description: 'Who changed what, and when. Entries are written by the system and cannot be edited or deleted.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'action', type: 'select', required: true, options: ['create', 'update', 'delete'], admin: { readOnly: true } },
    { name: 'target', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'The collection or global changed' } },
    { name: 'docId', type: 'text', admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'userEmail', type: 'text', admin: { readOnly: true, description: 'Kept when the staff account is later removed; "system" for seeds and scripts' } },
    { name: 'changes', type: 'json', required: true, admin: { readOnly: true, description: '{ field: { before, after } }' } },
  ],
}
