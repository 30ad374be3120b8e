import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.banners)

/**
 * Park and hotel banners, the layout's sale banner and the sale popup (spec §1, §2 Layout, §4).
 * A banner shows only while `visible` is on and now is inside [startsAt, endsAt).
 */
export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'visible', 'startsAt', 'endsAt'], group: 'Content' },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Park', value: 'park' },
        { label: 'Hotel', value: 'hotel' },
        { label: 'Sale banner', value: 'sale-banner' },
        { label: 'Sale popup', value: 'sale-popup' },
      ],
    },
    { name: 'visible', type: 'checkbox', defaultValue: false, index: true },
    { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'linkLabel', type: 'text', localized: true },
    { name: 'linkHref', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
