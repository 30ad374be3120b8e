import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'
import { ValidationError } from 'payload'
import { adminOnlyPricing } from '../access/isAdmin'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { businessUnitOptions } from '../fields/options'
import { rowLabel } from '../fields/rowLabel'
import { slugField } from '../fields/slug'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { productKinds } from '../../features/ticket-shop/domain/catalog'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.products)

/** A price in USD cents, shown to admins only. */
const usdCents = (name: string, label: { en: string; es: string }): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  access: adminOnlyPricing,
  admin: { description: { en: 'USD cents (4499 = US$44.99). Empty = no price.', es: 'Centavos de USD (4499 = US$44.99). Vacío = sin precio.' } },
})

const PRODUCT_KIND_LABELS: Record<(typeof productKinds)[number], { en: string; es: string }> = {
  park: { en: 'Park', es: 'Parque' },
  tour: { en: 'Tour', es: 'Tour' },
  ferry: { en: 'Ferry', es: 'Ferry' },
  catamaran: { en: 'Catamaran', es: 'Catamarán' },
  activity: { en: 'Activity', es: 'Actividad' },
}

/**
 * What the ticket shop plugs into the collection (payload.config.ts passes it: collections import no
 * feature server code).
 */
export type ProductsHooks = {
  /** The domain's issues with a product document about to be saved (`productDocIssues`), [] when valid. */
  issues: (doc: Record<string, unknown>) => { path: string; message: string }[]
  /** After any product change or delete: the shop drops its in-memory catalogue. */
  onChange: () => void
}

/**
 * Runs the ticket-shop domain schema on the document about to be saved so editors get the domain's
 * errors (age bands, schedules, routes, presale tiers…) as field errors.
 */
const validateWithDomain =
  (issues: ProductsHooks['issues']): CollectionBeforeValidateHook =>
  ({ data, originalDoc, req }) => {
    const merged = { ...(originalDoc ?? {}), ...(data ?? {}) }
    if (typeof merged.id !== 'number') return data
    const found = issues(merged)
    if (found.length) throw new ValidationError({ collection: 'products', errors: found, req })
    return data
  }

/**
 * Park, tour, ferry, catamaran and activity tickets of the shop (spec §3, §9). Numeric ids
 * are the shop's product ids (2120, 2117, 2157, 1893, 1894…). Visitors read published products;
 * editors and admins write. Every save is validated against the domain `productSchema`.
 */
export const productsCollection = (hooks: ProductsHooks): CollectionConfig => ({
  slug: 'products',
  labels: { singular: { en: 'Ticket product', es: 'Producto de boletos' }, plural: { en: 'Ticket products', es: 'Productos de boletos' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'kind', 'businessUnitCode', '_status'],
    group: adminGroups.shop,
    description: {
      en: 'Parks, tours, ferries, catamarans and activities sold in the ticket shop. Prices in USD cents.',
      es: 'Parques, tours, ferris, catamaranes y actividades que vende la tienda de boletos. Precios en centavos de USD.',
    },
  },
  // readVersions explicitly: Payload's default is any signed-in user, customers included.
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  versions: { drafts: true, maxPerDoc: 10 },
  hooks: {
    beforeValidate: [validateWithDomain(hooks.issues)],
    afterChange: [afterChange, ({ doc }) => (hooks.onChange(), doc)],
    afterDelete: [afterDelete, ({ doc }) => (hooks.onChange(), doc)],
  },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'id',
      type: 'number',
      required: true,
      label: { en: 'Product id', es: 'Id del producto' },
      admin: { description: { en: 'Shop product id (e.g. 2120).', es: 'Id del producto en la tienda (p. ej. 2120).' } },
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', es: 'Nombre' } },
    slugField({
      admin: {
        position: 'sidebar',
        description: { en: 'Product page path segment, per language, e.g. "caleta-park".', es: 'Segmento de la ruta de la página del producto, por idioma, p. ej. "parque-caleta".' },
      },
    }),
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Order', es: 'Orden' },
      admin: { position: 'sidebar', description: { en: 'Lower comes first in the shop.', es: 'Menor aparece antes en la tienda.' } },
    },
    { name: 'kind', type: 'select', required: true, label: { en: 'Kind', es: 'Tipo' }, options: productKinds.map((k) => ({ label: PRODUCT_KIND_LABELS[k], value: k })) },
    { name: 'businessUnitCode', type: 'select', required: true, label: { en: 'Business unit code', es: 'Código de unidad de negocio' }, options: businessUnitOptions },
    {
      name: 'shortDescription',
      type: 'textarea',
      localized: true,
      label: { en: 'Short description', es: 'Descripción corta' },
      admin: { description: { en: 'One or two lines for the product card.', es: 'Una o dos líneas para la tarjeta del producto.' } },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { en: 'Description', es: 'Descripción' },
      admin: { description: { en: 'Paragraphs separated by a blank line.', es: 'Párrafos separados por una línea en blanco.' } },
    },
    {
      name: 'included',
      type: 'textarea',
      localized: true,
      label: { en: 'What is included', es: 'Qué incluye' },
      admin: { description: { en: 'One item per line; shown as a list on the product page.', es: 'Un elemento por línea; se muestra como lista en la página del producto.' } },
    },
    {
      name: 'bring',
      type: 'textarea',
      localized: true,
      label: { en: 'What to bring', es: 'Qué llevar' },
      admin: { description: { en: 'One item per line; shown as a list on the product page.', es: 'Un elemento por línea; se muestra como lista en la página del producto.' } },
    },
    {
      name: 'images',
      type: 'array',
      label: { en: 'Images', es: 'Imágenes' },
      labels: { singular: { en: 'Image', es: 'Imagen' }, plural: { en: 'Images', es: 'Imágenes' } },
      admin: { components: rowLabel(['alt', 'src'], { en: 'Image', es: 'Imagen' }) },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', es: 'Imagen' }, admin: { description: { en: 'An uploaded image, or…', es: 'Una imagen subida, o…' } } },
        {
          name: 'src',
          type: 'text',
          label: { en: 'Static image path', es: 'Ruta de imagen estática' },
          admin: { description: { en: '…a static path under /public, e.g. /shop/xcaret.svg', es: '…una ruta estática en /public, p. ej. /shop/xcaret.svg' } },
        },
        {
          name: 'alt',
          type: 'text',
          localized: true,
          label: { en: 'Alternative text', es: 'Texto alternativo' },
          admin: { description: { en: 'What the image shows, for screen readers.', es: 'Lo que muestra la imagen, para lectores de pantalla.' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Prices and ages', es: 'Precios y edades' },
      fields: [
        {
          name: 'basePricesUsd',
          type: 'group',
          label: { en: 'Base prices (USD cents)', es: 'Precios base (centavos de USD)' },
          fields: [
            usdCents('adult', { en: 'Adults (category 1)', es: 'Adultos (categoría 1)' }),
            usdCents('minor', { en: 'Minors (category 2) list price — empty = adult price', es: 'Menores (categoría 2) precio de lista — vacío = precio de adulto' }),
          ],
        },
        {
          name: 'childDiscountPct',
          type: 'number',
          min: 0,
          max: 100,
          access: adminOnlyPricing,
          label: { en: 'Minors discount (%)', es: 'Descuento para menores (%)' },
          admin: { description: { en: 'Percent off for minors (empty = 5 %).', es: 'Porcentaje de descuento para menores (vacío = 5 %).' } },
        },
        {
          name: 'childAgeBand',
          type: 'group',
          label: { en: 'Minors age band', es: 'Edades de menores' },
          admin: {
            description: {
              en: 'Ages that pay as minors, in whole years (empty: from the infant age + 1 to the adult age − 1; 5–11 by default).',
              es: 'Edades que pagan como menores, en años cumplidos (vacío: de la edad de infante + 1 a la de adulto − 1; 5–11 por omisión).',
            },
          },
          fields: [
            { name: 'min', type: 'number', min: 0, label: { en: 'From age', es: 'Desde la edad' } },
            { name: 'max', type: 'number', min: 0, label: { en: 'To age', es: 'Hasta la edad' } },
          ],
        },
        {
          name: 'infantFreeMaxAge',
          type: 'number',
          min: 0,
          label: { en: 'Infants free up to age', es: 'Infantes gratis hasta la edad' },
          admin: { description: { en: 'Infants 0..n enter free (empty = 4; ferry 5).', es: 'Los infantes de 0 a n entran gratis (vacío = 4; ferry 5).' } },
        },
        { name: 'adultMinAge', type: 'number', min: 0, label: { en: 'Adult from age', es: 'Adulto desde la edad' }, admin: { description: { en: 'Empty = 12.', es: 'Vacío = 12.' } } },
        {
          name: 'minimumAge',
          type: 'number',
          min: 0,
          label: { en: 'Minimum age', es: 'Edad mínima' },
          admin: { description: { en: 'Visitors younger than this cannot book (empty = none).', es: 'Los visitantes menores de esta edad no pueden reservar (vacío = sin mínimo).' } },
        },
        {
          name: 'visitorsMultipleOf',
          type: 'number',
          min: 1,
          max: 50,
          defaultValue: 1,
          label: { en: 'Visitors in multiples of', es: 'Visitantes en múltiplos de' },
          admin: {
            description: {
              en: 'The number of visitors must be a multiple of this, e.g. 2 for a tandem kayak (1 = any).',
              es: 'El número de visitantes debe ser múltiplo de este, p. ej. 2 para un kayak en pareja (1 = cualquiera).',
            },
          },
        },
        {
          name: 'presaleMode',
          type: 'select',
          access: adminOnlyPricing,
          defaultValue: 'default',
          label: { en: 'Presale discount', es: 'Descuento de preventa' },
          options: [
            { label: { en: 'Default (7 days ahead 10 %, 21 days 15 %)', es: 'Predeterminado (7 días antes 10 %, 21 días 15 %)' }, value: 'default' },
            { label: { en: 'Custom tiers', es: 'Niveles propios' }, value: 'custom' },
            { label: { en: 'No presale', es: 'Sin preventa' }, value: 'none' },
          ],
        },
        {
          name: 'presaleTiers',
          type: 'array',
          access: adminOnlyPricing,
          label: { en: 'Presale tiers', es: 'Niveles de preventa' },
          labels: { singular: { en: 'Presale tier', es: 'Nivel de preventa' }, plural: { en: 'Presale tiers', es: 'Niveles de preventa' } },
          admin: {
            condition: (_, s) => s?.presaleMode === 'custom',
            description: { en: 'Buying at least the given days before the visit gives the discount.', es: 'Comprar al menos esos días antes de la visita da el descuento.' },
            components: rowLabel(
              [
                { field: 'minDaysAhead', prefix: '≥ ', suffix: { en: ' days ahead', es: ' días antes' } },
                { field: 'discountPct', suffix: ' %' },
              ],
              { en: 'Presale tier', es: 'Nivel de preventa' },
            ),
          },
          fields: [
            { name: 'minDaysAhead', type: 'number', required: true, min: 1, label: { en: 'Days ahead (at least)', es: 'Días de anticipación (mínimo)' } },
            { name: 'discountPct', type: 'number', required: true, min: 0, max: 100, label: { en: 'Discount (%)', es: 'Descuento (%)' } },
          ],
        },
        {
          name: 'openTicket',
          type: 'group',
          label: { en: 'Open ticket', es: 'Boleto abierto' },
          admin: { description: { en: 'A ticket without a visit date, valid for some months.', es: 'Un boleto sin fecha de visita, válido por unos meses.' } },
          fields: [
            { name: 'enabled', type: 'checkbox', defaultValue: false, label: { en: 'Sold as an open ticket', es: 'Se vende como boleto abierto' } },
            { name: 'validityMonths', type: 'number', min: 1, max: 24, defaultValue: 6, label: { en: 'Valid for (months)', es: 'Vigencia (meses)' } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Schedules and capacity', es: 'Horarios y cupo' },
      fields: [
        {
          name: 'schedules',
          type: 'array',
          label: { en: 'Schedules', es: 'Horarios' },
          labels: { singular: { en: 'Schedule', es: 'Horario' }, plural: { en: 'Schedules', es: 'Horarios' } },
          admin: { components: rowLabel(['time', 'scheduleId'], { en: 'Schedule', es: 'Horario' }) },
          fields: [
            {
              name: 'scheduleId',
              type: 'text',
              required: true,
              label: { en: 'Schedule id', es: 'Id del horario' },
              admin: { description: { en: "The shop's id of this departure.", es: 'El id de esta salida en la tienda.' } },
            },
            {
              name: 'time',
              type: 'text',
              required: true,
              label: { en: 'Time', es: 'Hora' },
              admin: { description: { en: 'HH:MM, Quintana Roo time, e.g. 09:30', es: 'HH:MM, hora de Quintana Roo, p. ej. 09:30' } },
            },
            {
              name: 'dailyCapacity',
              type: 'number',
              min: 0,
              label: { en: 'Seats per date', es: 'Lugares por fecha' },
              admin: { description: { en: 'Seats per date (empty = not limited).', es: 'Lugares por fecha (vacío = sin límite).' } },
            },
          ],
        },
        {
          name: 'dailyCapacity',
          type: 'number',
          min: 0,
          label: { en: 'Seats per date', es: 'Lugares por fecha' },
          admin: { description: { en: 'Seats per date when there are no schedules (empty = not limited).', es: 'Lugares por fecha cuando no hay horarios (vacío = sin límite).' } },
        },
        {
          name: 'closedDates',
          type: 'text',
          hasMany: true,
          label: { en: 'Closed dates', es: 'Fechas cerradas' },
          admin: { description: { en: 'Dates the product cannot be booked, YYYY-MM-DD (Quintana Roo dates).', es: 'Fechas en que no se puede reservar, AAAA-MM-DD (fechas de Quintana Roo).' } },
        },
      ],
    },
    {
      name: 'ferryRoutes',
      type: 'array',
      label: { en: 'Ferry routes', es: 'Rutas del ferry' },
      labels: { singular: { en: 'Ferry route', es: 'Ruta del ferry' }, plural: { en: 'Ferry routes', es: 'Rutas del ferry' } },
      admin: {
        description: { en: 'Ferries only: each route with its own prices.', es: 'Solo ferris: cada ruta con sus propios precios.' },
        components: rowLabel(['name', 'routeId'], { en: 'Ferry route', es: 'Ruta del ferry' }),
      },
      fields: [
        { name: 'routeId', type: 'text', required: true, label: { en: 'Route id', es: 'Id de la ruta' }, admin: { description: { en: 'e.g. one-way, round-trip', es: 'p. ej. one-way, round-trip' } } },
        { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', es: 'Nombre' } },
        usdCents('adultUsd', { en: 'Adults (USD cents)', es: 'Adultos (centavos de USD)' }),
        usdCents('minorUsd', { en: 'Minors list price (USD cents)', es: 'Menores precio de lista (centavos de USD)' }),
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Rules', es: 'Reglas' },
      fields: [
        {
          name: 'requiresParkAdmission',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Requires a park admission', es: 'Requiere una entrada a parque' },
          admin: { description: { en: 'On: the cart must hold a park admission for the same date.', es: 'Encendido: el carrito debe tener una entrada a parque para la misma fecha.' } },
        },
        {
          name: 'admissionProductIds',
          type: 'number',
          hasMany: true,
          label: { en: 'Parks that count as the admission', es: 'Parques que cuentan como entrada' },
          admin: { description: { en: 'Product ids of those parks (empty = any park).', es: 'Ids de producto de esos parques (vacío = cualquier parque).' } },
        },
        {
          name: 'physicalLimits',
          type: 'group',
          label: { en: 'Height and weight limits', es: 'Límites de estatura y peso' },
          admin: { description: { en: 'Empty = no limit.', es: 'Vacío = sin límite.' } },
          fields: [
            { name: 'minHeightCm', type: 'number', min: 0, label: { en: 'Minimum height (cm)', es: 'Estatura mínima (cm)' } },
            { name: 'maxHeightCm', type: 'number', min: 0, label: { en: 'Maximum height (cm)', es: 'Estatura máxima (cm)' } },
            { name: 'minWeightKg', type: 'number', min: 0, label: { en: 'Minimum weight (kg)', es: 'Peso mínimo (kg)' } },
            { name: 'maxWeightKg', type: 'number', min: 0, label: { en: 'Maximum weight (kg)', es: 'Peso máximo (kg)' } },
          ],
        },
        {
          name: 'deposit',
          type: 'group',
          label: { en: 'Refundable deposit', es: 'Depósito reembolsable' },
          admin: { description: { en: 'Charged with the ticket and returned at the park, e.g. snorkel gear.', es: 'Se cobra con el boleto y se devuelve en el parque, p. ej. equipo de snorkel.' } },
          fields: [
            usdCents('amountUsd', { en: 'Deposit (USD cents)', es: 'Depósito (centavos de USD)' }),
            {
              name: 'per',
              type: 'select',
              defaultValue: 'person',
              label: { en: 'Charged', es: 'Se cobra' },
              options: [
                { label: { en: 'Per visitor', es: 'Por visitante' }, value: 'person' },
                { label: { en: 'Once per booking', es: 'Una vez por reserva' }, value: 'booking' },
              ],
            },
            {
              name: 'label',
              type: 'text',
              localized: true,
              label: { en: 'Text shown', es: 'Texto que se muestra' },
              admin: { description: { en: 'e.g. "Snorkel gear deposit"', es: 'p. ej. "Depósito del equipo de snorkel"' } },
            },
          ],
        },
      ],
    },
    { name: 'addOns', type: 'relationship', relationTo: 'complements', hasMany: true, label: { en: 'Add-ons offered', es: 'Complementos que se ofrecen' } },
  ],
})
