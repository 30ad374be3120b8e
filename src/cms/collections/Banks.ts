import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.banks)

/** Allowed months of interest-free instalments (spec §9). */
export const MSI_MONTHS = [3, 6, 9, 12, 13, 15] as const

/** Banks offering interest-free instalments, "meses sin intereses" (spec §3 Bank for instalments). */
export const Banks: CollectionConfig = {
  slug: 'banks',
  admin: { useAsTitle: 'name', group: 'Commerce' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'bankId', type: 'number', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'msiBreakdown',
      type: 'number',
      hasMany: true,
      required: true,
      admin: { description: `Months, each one of ${MSI_MONTHS.join(', ')}.` },
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0 && value.every((m) => (MSI_MONTHS as readonly number[]).includes(m)) ? true : `Each month must be one of ${MSI_MONTHS.join(', ')}.`,
    },
  ],
}
