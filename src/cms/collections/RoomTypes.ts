import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { hasRole } from '../access/roles'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { roomAmenities, roomBeds, roomViews } from '../../lib/rooms'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.roomTypes)

const label = (en: string, es: string) => ({ en, es })

/**
 * What a room type looks like: its photo gallery, size, occupancy, bed, view
 * and main amenities, shown on the search's room cards. Keyed by the hotel's code (HXA, HXM, LCDLP)
 * and the booking system's room type code; prices and availability stay in the hotel API. Editors
 * (photos and words) and ops (facts) both keep it.
 */
export const RoomTypes: CollectionConfig = {
  slug: 'room-types',
  labels: { singular: label('Room type', 'Tipo de habitación'), plural: label('Room types', 'Tipos de habitación') },
  admin: {
    useAsTitle: 'name',
    group: adminGroups.hotel,
    defaultColumns: ['name', 'hotelCode', 'roomCode', 'updatedAt'],
    description: label(
      'Photos and facts of each room type, shown on the room cards of the hotel search. Prices and availability come from the booking system.',
      'Fotos y datos de cada tipo de habitación, en las tarjetas de habitación de la búsqueda de hotel. Precios y disponibilidad vienen del sistema de reservas.',
    ),
  },
  access: {
    read: anyone,
    create: ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'ops'),
    update: ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'ops'),
    delete: ({ req: { user } }) => hasRole(user, 'admin', 'ops'),
  },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  indexes: [{ fields: ['hotelCode', 'roomCode'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('Name (for the admin)', 'Nombre (para el admin)') },
    {
      type: 'row',
      fields: [
        {
          name: 'hotelCode',
          type: 'text',
          required: true,
          label: label('Hotel', 'Hotel'),
          admin: { description: label('The hotel’s code, e.g. HXA.', 'El código del hotel, p. ej. HXA.') },
        },
        {
          name: 'roomCode',
          type: 'text',
          required: true,
          label: label('Room type code', 'Código de tipo de habitación'),
          admin: { description: label('The booking system’s code, e.g. OV.', 'El código del sistema de reservas, p. ej. OV.') },
        },
      ],
    },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: label('Photos', 'Fotos'),
      admin: {
        description: label(
          'The first photo is the card’s; the others open in its gallery. Set each one’s focal point in Images.',
          'La primera foto es la de la tarjeta; las demás, en su galería. El punto focal de cada una se fija en Imágenes.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'sizeM2', type: 'number', min: 1, label: label('Size (m²)', 'Tamaño (m²)') },
        { name: 'maxGuests', type: 'number', min: 1, max: 12, label: label('Guests at most', 'Huéspedes como máximo') },
        { name: 'maxAdults', type: 'number', min: 1, max: 12, label: label('Adults at most', 'Adultos como máximo') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bed', type: 'select', label: label('Beds', 'Camas'), options: roomBeds.map((b) => ({ value: b.value, label: b.label })) },
        { name: 'view', type: 'select', label: label('View', 'Vista'), options: roomViews.map((v) => ({ value: v.value, label: v.label })) },
      ],
    },
    {
      name: 'amenities',
      type: 'select',
      hasMany: true,
      label: label('Main amenities', 'Comodidades principales'),
      admin: {
        description: label('Shown as icons with their names, in this order (four to six read best).', 'Se muestran como iconos con su nombre, en este orden (de cuatro a seis se leen mejor).'),
      },
      options: roomAmenities.map((a) => ({ value: a.value, label: a.label })),
    },
  ],
}
