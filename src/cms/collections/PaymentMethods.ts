import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.paymentMethods)

/** Card methods and the financing method, with the currencies and sites they are offered on (spec §9). */
export const PaymentMethods: CollectionConfig = {
  slug: 'payment-methods',
  admin: { useAsTitle: 'apiCode', defaultColumns: ['apiCode', 'name', 'kind', 'currencies'], group: 'Commerce' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'apiCode',
      type: 'select',
      required: true,
      unique: true,
      options: ['VI', 'MC', 'AX', 'PP', 'DN', 'DS', 'JC', 'CB', 'UP'].map((v) => ({ label: v, value: v })),
    },
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Card', value: 'card' },
        { label: 'Wallet', value: 'wallet' },
        { label: 'Financing', value: 'financing' },
      ],
    },
    { name: 'currencies', type: 'relationship', relationTo: 'currencies', hasMany: true, required: true },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      required: true,
      options: [
        { label: 'Español', value: 'es' },
        { label: 'English', value: 'en' },
      ],
    },
    {
      name: 'upCodes',
      type: 'array',
      admin: { description: 'Financing provider codes per currency.' },
      fields: [
        { name: 'currency', type: 'text', required: true },
        { name: 'code', type: 'text', required: true },
      ],
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
