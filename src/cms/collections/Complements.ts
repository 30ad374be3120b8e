import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { adminOnlyPricing } from '../access/isAdmin'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { businessUnitOptions } from '../fields/options'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { complementKinds } from '../../features/ticket-shop/domain/catalog'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.complements)

const COMPLEMENT_KIND_LABELS: Record<(typeof complementKinds)[number], { en: string; es: string }> = {
  transport: { en: 'Transport', es: 'Transporte' },
  food: { en: 'Food', es: 'Comida' },
  'photo-pass': { en: 'Photo pass', es: 'Paquete de fotos' },
}

/**
 * Product complements (add-ons: transport, food, photo pass) with the fields of spec §3: id,
 * idUpgrade, name, nameUpgrade, businessUnit, businessUnitCode, img, code, price, infoDetails
 * (`hasBeenAdded` is cart state, not stored here). Prices are USD cents. Public read; editors and
 * admins write.
 */
/** `onChange`: after any complement change or delete (the shop drops its catalogue; payload.config.ts wires it). */
export const complementsCollection = (hooks: { onChange: () => void }): CollectionConfig => ({
  slug: 'complements',
  labels: { singular: { en: 'Add-on', es: 'Complemento' }, plural: { en: 'Add-ons', es: 'Complementos' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'kind', 'code', 'price'],
    group: adminGroups.shop,
    description: {
      en: 'Add-ons offered with tickets: transport, food, photo pass. Prices in USD cents (4499 = US$44.99).',
      es: 'Complementos que se ofrecen con los boletos: transporte, comida, paquete de fotos. Precios en centavos de dólar (4499 = US$44.99).',
    },
  },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  hooks: {
    afterChange: [afterChange, ({ doc }) => (hooks.onChange(), doc)],
    afterDelete: [afterDelete, ({ doc }) => (hooks.onChange(), doc)],
  },
  fields: [
    {
      name: 'id',
      type: 'number',
      required: true,
      label: { en: 'Add-on id', es: 'Id del complemento' },
      admin: { description: { en: "The shop's add-on id (spec §3).", es: 'El id del complemento en la tienda (spec §3).' } },
    },
    {
      name: 'idUpgrade',
      type: 'number',
      label: { en: 'Upgrade id', es: 'Id de la mejora' },
      admin: { description: { en: 'Id of the upgraded variant (empty = no upgrade).', es: 'Id de la variante mejorada (vacío = sin mejora).' } },
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', es: 'Nombre' } },
    { name: 'nameUpgrade', type: 'text', localized: true, label: { en: 'Upgrade name', es: 'Nombre de la mejora' } },
    {
      name: 'businessUnit',
      type: 'text',
      required: true,
      label: { en: 'Business unit', es: 'Unidad de negocio' },
      admin: { description: { en: 'As the traveller reads it, e.g. "Parques".', es: 'Como lo lee el viajero, p. ej. "Parques".' } },
    },
    { name: 'businessUnitCode', type: 'select', required: true, label: { en: 'Business unit code', es: 'Código de unidad de negocio' }, options: businessUnitOptions },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Photo', es: 'Foto' },
      admin: {
        description: { en: 'Shown beside the add-on on the product page and in the cart.', es: 'Se muestra junto al complemento en la página del producto y en el carrito.' },
      },
    },
    {
      name: 'img',
      type: 'text',
      label: { en: 'Image path (without a photo)', es: 'Ruta de la imagen (sin foto)' },
      admin: {
        description: {
          en: 'Static image path under /public, used only when no photo is chosen, e.g. /shop/addon-transport.svg',
          es: 'Ruta de una imagen estática en /public, solo si no hay foto, p. ej. /shop/addon-transport.svg',
        },
      },
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Code', es: 'Código' },
      admin: { description: { en: "The add-on's code in the shop, unique.", es: 'El código del complemento en la tienda, único.' } },
    },
    {
      name: 'price',
      type: 'number',
      min: 0,
      access: adminOnlyPricing,
      label: { en: 'Price (USD cents)', es: 'Precio (centavos de USD)' },
      admin: { description: { en: 'In cents: 4499 = US$44.99. Empty = no price.', es: 'En centavos: 4499 = US$44.99. Vacío = sin precio.' } },
    },
    {
      name: 'priceUpgrade',
      type: 'number',
      min: 0,
      access: adminOnlyPricing,
      label: { en: 'Upgrade price (USD cents)', es: 'Precio de la mejora (centavos de USD)' },
      admin: { description: { en: 'In cents: 4499 = US$44.99.', es: 'En centavos: 4499 = US$44.99.' } },
    },
    {
      name: 'infoDetails',
      type: 'textarea',
      localized: true,
      label: { en: 'Details', es: 'Detalles' },
      admin: {
        description: {
          en: 'What the visitor needs to use it, printed on the order page, each e-ticket and the confirmation email (transport: the route or zone, where and when the pickup is). An order keeps the text it was sold with.',
          es: 'Lo que el visitante necesita para usarlo; se imprime en la página del pedido, en cada boleto electrónico y en el correo de confirmación (transporte: la ruta o zona, dónde y a qué hora es la recogida). Un pedido conserva el texto con el que se vendió.',
        },
      },
    },
    { name: 'kind', type: 'select', required: true, label: { en: 'Kind', es: 'Tipo' }, options: complementKinds.map((k) => ({ label: COMPLEMENT_KIND_LABELS[k], value: k })) },
    {
      name: 'pricing',
      type: 'select',
      defaultValue: 'perPerson',
      label: { en: 'Charged', es: 'Se cobra' },
      options: [
        { label: { en: 'Per paying visitor', es: 'Por visitante que paga' }, value: 'perPerson' },
        { label: { en: 'Once per booking', es: 'Una vez por reserva' }, value: 'perBooking' },
      ],
    },
  ],
})
