import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.currencies)

/** The 17 sale currencies with their display conventions and USD exchange rate (spec §3, §9). */
export const Currencies: CollectionConfig = {
  slug: 'currencies',
  admin: { useAsTitle: 'isoCode', defaultColumns: ['isoCode', 'name', 'symbol', 'position', 'rateToUsd'], group: 'Commerce' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'isoCode', type: 'text', required: true, unique: true, validate: (v: unknown) => (typeof v === 'string' && /^[A-Z]{3}$/.test(v)) || 'ISO 4217 alpha code, e.g. USD' },
    { name: 'isoNumber', type: 'text', required: true, validate: (v: unknown) => (typeof v === 'string' && /^\d{3}$/.test(v)) || 'ISO 4217 numeric code, e.g. 840' },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'symbol', type: 'text', required: true },
    { name: 'presentationSymbol', type: 'text', required: true },
    { name: 'flag', type: 'text' },
    {
      name: 'position',
      type: 'select',
      required: true,
      options: [
        { label: 'I — symbol on the left', value: 'I' },
        { label: 'D — symbol on the right', value: 'D' },
      ],
    },
    { name: 'decimalSeparator', type: 'text', required: true },
    { name: 'thousandSeparator', type: 'text', required: true },
    { name: 'decimals', type: 'number', required: true, min: 0, max: 4 },
    { name: 'rateToUsd', type: 'number', required: true, min: 0, admin: { description: 'Units of this currency per 1 USD.' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
