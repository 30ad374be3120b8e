import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.roomCategories)

/** Room-category filters with their room codes (spec §3 Room category filter, §9 Room categories). */
export const RoomCategories: CollectionConfig = {
  slug: 'room-categories',
  labels: { singular: { en: 'Room category', es: 'Categoría de habitación' }, plural: { en: 'Room categories', es: 'Categorías de habitación' } },
  admin: {
    useAsTitle: 'name',
    group: adminGroups.hotel,
    description: {
      en: 'The room-type filters of the hotel search, and which room types each one shows.',
      es: 'Los filtros por tipo de habitación de la búsqueda de hotel y qué tipos de habitación muestra cada uno.',
    },
  },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'categoryId',
      type: 'select',
      required: true,
      unique: true,
      label: { en: 'Category', es: 'Categoría' },
      options: [
        { label: { en: 'Suites', es: 'Suites' }, value: 'suites' },
        { label: { en: 'Junior Suites', es: 'Junior Suites' }, value: 'jrsuites' },
        { label: { en: 'Swim Up', es: 'Swim Up' }, value: 'swimup' },
        { label: { en: 'Master Suites', es: 'Master Suites' }, value: 'mrsuites' },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name shown in the filter', es: 'Nombre en el filtro' } },
    {
      name: 'roomCodes',
      type: 'text',
      hasMany: true,
      required: true,
      label: { en: 'Room type codes', es: 'Códigos de tipo de habitación' },
      admin: { description: { en: "The hotel booking system's room type codes this filter shows.", es: 'Los códigos de tipo de habitación del sistema de reservas que muestra este filtro.' } },
    },
    {
      name: 'hotelCodes',
      type: 'text',
      hasMany: true,
      required: true,
      label: { en: 'Hotels', es: 'Hoteles' },
      admin: { description: { en: 'Codes of the hotels the filter applies to, e.g. HXA.', es: 'Códigos de los hoteles a los que aplica el filtro, p. ej. HXA.' } },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, label: { en: 'Order', es: 'Orden' }, admin: { description: { en: 'Lower comes first.', es: 'Menor aparece antes.' } } },
  ],
}
