import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.roomCategories)

/** Room-category filters with their room codes (spec §3 Room category filter, §9 Room categories). */
export const RoomCategories: CollectionConfig = {
  slug: 'room-categories',
  admin: { useAsTitle: 'name', group: 'Hotel' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'categoryId',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Suites', value: 'suites' },
        { label: 'Junior Suites', value: 'jrsuites' },
        { label: 'Swim Up', value: 'swimup' },
        { label: 'Master Suites', value: 'mrsuites' },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'roomCodes', type: 'text', hasMany: true, required: true },
    { name: 'hotelCodes', type: 'text', hasMany: true, required: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
