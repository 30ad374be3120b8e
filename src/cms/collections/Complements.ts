import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { adminOnlyPricing } from '../access/isAdmin'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { businessUnitCodes, complementKinds } from '../../features/ticket-shop/domain/catalog'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.complements)

/**
 * Product complements (add-ons: transport, food, photo pass) with the fields of spec §3: id,
 * idUpgrade, name, nameUpgrade, businessUnit, businessUnitCode, img, code, price, infoDetails
 * (`hasBeenAdded` is cart state, not stored here). Prices are USD cents. Public read; editors and
 * admins write.
 */
/** `onChange`: after any complement change or delete (the shop drops its catalogue; payload.config.ts wires it). */
export const complementsCollection = (hooks: { onChange: () => void }): CollectionConfig => ({
  slug: 'complements',
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name', 'kind', 'code', 'price'], group: 'Shop' },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  hooks: {
    afterChange: [afterChange, ({ doc }) => (hooks.onChange(), doc)],
    afterDelete: [afterDelete, ({ doc }) => (hooks.onChange(), doc)],
  },
  fields: [
    { name: 'id', type: 'number', required: true },
    { name: 'idUpgrade', type: 'number', admin: { description: 'Id of the upgraded variant (empty = no upgrade).' } },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'nameUpgrade', type: 'text', localized: true },
    { name: 'businessUnit', type: 'text', required: true },
    { name: 'businessUnitCode', type: 'select', required: true, options: businessUnitCodes.map((c) => ({ label: c, value: c })) },
    { name: 'img', type: 'text', admin: { description: 'Static image path under /public, e.g. /shop/addon-transport.svg' } },
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'price', type: 'number', min: 0, access: adminOnlyPricing, admin: { description: 'USD cents; empty = no price.' } },
    { name: 'priceUpgrade', type: 'number', min: 0, access: adminOnlyPricing, admin: { description: 'USD cents of the upgrade.' } },
    { name: 'infoDetails', type: 'textarea', localized: true },
    { name: 'kind', type: 'select', required: true, options: complementKinds.map((k) => ({ label: k, value: k })) },
    {
      name: 'pricing',
      type: 'select',
      defaultValue: 'perPerson',
      options: [
        { label: 'Per paying visitor', value: 'perPerson' },
        { label: 'Once per booking', value: 'perBooking' },
      ],
    },
  ],
})
