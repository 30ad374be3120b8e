import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.unavailableProducts)

/** Products shown as unavailable with a message (spec §3 Unavailable product, §4). */
export const UnavailableProducts: CollectionConfig = {
  slug: 'unavailable-products',
  admin: { useAsTitle: 'productId', group: 'Shop' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'productId', type: 'number', required: true, unique: true },
    { name: 'message', type: 'text', required: true, localized: true },
  ],
}
