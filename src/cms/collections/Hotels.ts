import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.hotels)

/** Hotel settings HXM, HXA, LCDLP (spec §3 Hotel setting, §9 Identifiers). HXA is the default. */
export const Hotels: CollectionConfig = {
  slug: 'hotels',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'name', 'propertyCode', 'isDefault'], group: 'Hotel' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    { name: 'propertyCode', type: 'number', required: true, unique: true, admin: { description: 'Numeric property code (HXA: 31453).' } },
    { name: 'brand', type: 'text', required: true },
    { name: 'domain', type: 'text', required: true },
    { name: 'flowId', type: 'number', required: true },
    { name: 'channel', type: 'number', required: true, defaultValue: 94 },
    { name: 'clientId', type: 'number', required: true, defaultValue: 0 },
    { name: 'timezone', type: 'text', required: true, defaultValue: 'America/Cancun' },
    { name: 'isDefault', type: 'checkbox', defaultValue: false },
  ],
}
