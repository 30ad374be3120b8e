import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { adminGroups } from '../groups'

/**
 * Audit trail: one entry per change to the site settings (maintenance flag
 * included), prices, payment methods, currencies, banks, hotels and staff roles — who, when, and the
 * before/after value of each changed field. Written only by the audit hooks (src/cms/hooks/audit.ts,
 * inside the change's own transaction); readable by admins; editable and deletable by nobody.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { es: 'Registro de cambios', en: 'Audit entry' }, plural: { es: 'Registro de cambios', en: 'Audit trail' } },
  admin: {
    group: adminGroups.admin,
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'summary'],
    description: {
      en: 'Who changed what, and when. Entries are written by the system and cannot be edited or deleted.',
      es: 'Quién cambió qué y cuándo. El sistema escribe las entradas; nadie puede editarlas ni borrarlas.',
    },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', required: true, label: { en: 'Summary', es: 'Resumen' }, admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { en: 'Action', es: 'Acción' },
      options: [
        { label: { en: 'Created', es: 'Creado' }, value: 'create' },
        { label: { en: 'Changed', es: 'Cambiado' }, value: 'update' },
        { label: { en: 'Deleted', es: 'Borrado' }, value: 'delete' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'What changed', es: 'Qué cambió' },
      admin: {
        readOnly: true,
        description: { en: 'The collection or global changed (its slug, e.g. site-settings).', es: 'La colección o global cambiada (su identificador, p. ej. site-settings).' },
      },
    },
    { name: 'docId', type: 'text', label: { en: 'Document id', es: 'Id del documento' }, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', label: { en: 'Staff user', es: 'Usuario del personal' }, admin: { readOnly: true } },
    {
      name: 'userEmail',
      type: 'text',
      label: { en: 'Staff email', es: 'Correo del personal' },
      admin: {
        readOnly: true,
        description: { en: 'Kept when the staff account is later removed; "system" for seeds and scripts.', es: 'Se conserva aunque se borre la cuenta; "system" para cargas iniciales y scripts.' },
      },
    },
    {
      name: 'changes',
      type: 'json',
      required: true,
      label: { en: 'Changes', es: 'Cambios' },
      admin: {
        readOnly: true,
        description: {
          en: 'Each changed field: { field: { before, after } }. Secrets are hidden.',
          es: 'Cada campo cambiado: { campo: { before (antes), after (después) } }. Los secretos se ocultan.',
        },
      },
    },
  ],
}
