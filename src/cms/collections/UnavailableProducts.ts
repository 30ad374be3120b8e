import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.unavailableProducts)

/** Products shown as unavailable with a message (spec §3 Unavailable product, §4). */
export const UnavailableProducts: CollectionConfig = {
  slug: 'unavailable-products',
  labels: { singular: { en: 'Unavailable product', es: 'Producto no disponible' }, plural: { en: 'Unavailable products', es: 'Productos no disponibles' } },
  admin: {
    useAsTitle: 'productId',
    group: adminGroups.shop,
    description: {
      en: 'Products shown as not available, with the message travellers read instead of booking.',
      es: 'Productos que se muestran como no disponibles, con el mensaje que lee el viajero en lugar de reservar.',
    },
  },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'productId',
      type: 'number',
      required: true,
      unique: true,
      label: { en: 'Product id', es: 'Id del producto' },
      admin: { description: { en: 'Shop product id (e.g. 2120).', es: 'Id del producto en la tienda (p. ej. 2120).' } },
    },
    { name: 'message', type: 'text', required: true, localized: true, label: { en: 'Message', es: 'Mensaje' } },
  ],
}
