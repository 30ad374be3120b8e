import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { rowLabel } from '../fields/rowLabel'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.hotels)

const TAX_CODE = /^[A-Z0-9_-]{1,16}$/

type TaxRow = { kind?: string | null; percent?: number | null; amount?: number | null; code?: string | null }

/** True when `v` has at most `decimals` decimals (a float tolerance: 0.07 × 100 is 7.000000000000001). */
const hasDecimals = (v: number, decimals: number) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6

/**
 * Hotel settings HXM, HXA, LCDLP (spec §3 Hotel setting, §9 Identifiers). HXA is the default.
 *
 * `taxes`: the hotel's taxes and fees — a percentage of the net room rate, or a
 * fixed amount per room-night or per room per stay; included in the published rate or added on top.
 * `taxNote`: what the price does not include (Quintana Roo's VISITAX: a state fee each foreign visitor
 * pays the state, never charged by the hotel), shown with the taxes on every booking step and in the
 * confirmation email.
 * `onTaxesChange` (payload.config.ts wires it): after a change, sends the rules to the built-in hotel
 * engine, which itemizes them in its quotes; a refusal fails the save (docs/hotel-api.md "Taxes").
 */
export const hotelsCollection = (hooks: { onTaxesChange: CollectionAfterChangeHook }): CollectionConfig => ({
  slug: 'hotels',
  labels: { singular: { en: 'Hotel', es: 'Hotel' }, plural: { en: 'Hotels', es: 'Hoteles' } },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'name', 'propertyCode', 'isDefault'],
    group: adminGroups.hotel,
    description: {
      en: "The group's hotels: their codes for the hotel booking system, and their taxes and fees.",
      es: 'Los hoteles del grupo: sus códigos para el sistema de reservas y sus impuestos y cargos.',
    },
  },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange, hooks.onTaxesChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Hotel code', es: 'Código del hotel' },
      admin: { description: { en: 'Short code used across the site, e.g. HXA.', es: 'Código corto usado en todo el sitio, p. ej. HXA.' } },
    },
    { name: 'name', type: 'text', required: true, label: { en: 'Name', es: 'Nombre' } },
    {
      name: 'propertyCode',
      type: 'number',
      required: true,
      unique: true,
      label: { en: 'Property code', es: 'Código de propiedad' },
      admin: { description: { en: "The hotel's number in the hotel booking system (HXA: 31453).", es: 'El número del hotel en el sistema de reservas (HXA: 31453).' } },
    },
    { name: 'brand', type: 'text', required: true, label: { en: 'Brand', es: 'Marca' } },
    {
      name: 'domain',
      type: 'text',
      required: true,
      label: { en: 'Web domain', es: 'Dominio web' },
      admin: { description: { en: 'e.g. hotelarte.example (no https://).', es: 'p. ej. hotelarte.example (sin https://).' } },
    },
    {
      name: 'flowId',
      type: 'number',
      required: true,
      label: { en: 'Booking flow id', es: 'Id del flujo de reserva' },
      admin: {
        description: { en: 'Which booking flow of the hotel booking system this hotel uses (spec §3 Hotel setting).', es: 'Qué flujo de reserva del sistema de reservas usa este hotel (spec §3).' },
      },
    },
    {
      name: 'channel',
      type: 'number',
      required: true,
      defaultValue: 94,
      label: { en: 'Sales channel', es: 'Canal de venta' },
      admin: { description: { en: 'Channel number sent to the hotel booking system; the website is 94.', es: 'Número de canal enviado al sistema de reservas; el sitio web es 94.' } },
    },
    {
      name: 'clientId',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'Client id', es: 'Id de cliente' },
      admin: { description: { en: 'Client id sent to the hotel booking system; 0 for the public website.', es: 'Id de cliente enviado al sistema de reservas; 0 para el sitio público.' } },
    },
    {
      name: 'timezone',
      type: 'text',
      required: true,
      defaultValue: 'America/Cancun',
      label: { en: 'Time zone', es: 'Zona horaria' },
      admin: { description: { en: 'IANA time zone name; Quintana Roo is America/Cancun.', es: 'Nombre de zona horaria IANA; Quintana Roo es America/Cancun.' } },
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Default hotel', es: 'Hotel predeterminado' },
      admin: { description: { en: 'The hotel the booking box starts with.', es: 'El hotel con el que empieza el buscador de reservas.' } },
    },
    {
      name: 'taxes',
      type: 'array',
      maxRows: 20,
      label: { en: 'Taxes and fees', es: 'Impuestos y cargos' },
      labels: { singular: { en: 'Tax or fee', es: 'Impuesto o cargo' }, plural: { en: 'Taxes and fees', es: 'Impuestos y cargos' } },
      validate: (rows: unknown) => {
        const codes = Array.isArray(rows) ? rows.map((r: TaxRow) => r?.code) : []
        return new Set(codes).size === codes.length ? true : 'Each tax or fee needs its own code.'
      },
      admin: {
        description: {
          en: 'Taxes and fees of the room rates, in display order (IVA 16 % and ISH 6 % are included in the published rates). Saved to the built-in hotel engine, which itemizes them in every quote; with an external hotel API (HOTEL_API_URL) its own breakdown is shown instead.',
          es: 'Impuestos y cargos de las tarifas, en el orden en que se muestran (IVA 16 % e ISH 6 % van incluidos en las tarifas publicadas). Se guardan en el motor de hotel integrado, que los desglosa en cada cotización; con una API de hotel externa (HOTEL_API_URL) se muestra el desglose de esta.',
        },
        components: rowLabel(
          [
            'code',
            'name',
            { field: 'percent', suffix: ' %', when: { field: 'kind', equals: 'percent' } },
            { field: 'amount', prefix: 'US$', when: { field: 'kind', equals: 'perRoomNight' }, suffix: { en: ' per room-night', es: ' por cuarto-noche' } },
            { field: 'amount', prefix: 'US$', when: { field: 'kind', equals: 'perStay' }, suffix: { en: ' per room per stay', es: ' por cuarto por estancia' } },
          ],
          { en: 'Tax or fee', es: 'Impuesto o cargo' },
        ),
      },
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          label: { en: 'Code', es: 'Código' },
          admin: { description: { en: 'Short code, e.g. IVA, ISH (capitals, digits, - or _).', es: 'Código corto, p. ej. IVA, ISH (mayúsculas, dígitos, - o _).' } },
          validate: (v: unknown) => (typeof v === 'string' && TAX_CODE.test(v) ? true : 'Use 1–16 capitals, digits, - or _ (e.g. IVA).'),
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          localized: true,
          label: { en: 'Name', es: 'Nombre' },
          admin: { description: { en: 'As the guest reads it, e.g. "IVA" / "VAT (IVA)".', es: 'Como lo lee el huésped, p. ej. "IVA" / "VAT (IVA)".' } },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          label: { en: 'Charged as', es: 'Se cobra como' },
          options: [
            { label: { en: 'Percentage of the net room rate', es: 'Porcentaje de la tarifa neta' }, value: 'percent' },
            { label: { en: 'Fixed amount per room-night', es: 'Importe fijo por cuarto-noche' }, value: 'perRoomNight' },
            { label: { en: 'Fixed amount per room per stay', es: 'Importe fijo por cuarto por estancia' }, value: 'perStay' },
          ],
        },
        {
          name: 'percent',
          type: 'number',
          min: 0,
          max: 100,
          label: { en: 'Percent', es: 'Porcentaje' },
          admin: {
            condition: (_, row: TaxRow) => row?.kind === 'percent',
            description: { en: 'Percent of the room rate without taxes, e.g. 16 (at most 4 decimals).', es: 'Porcentaje de la tarifa sin impuestos, p. ej. 16 (hasta 4 decimales).' },
          },
          validate: (v: unknown, { siblingData }: { siblingData: TaxRow }) =>
            siblingData?.kind !== 'percent' || (typeof v === 'number' && v >= 0 && v <= 100 && hasDecimals(v, 4)) ? true : 'A percentage 0–100 with at most 4 decimals.',
        },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          label: { en: 'Amount (USD)', es: 'Importe (USD)' },
          admin: {
            condition: (_, row: TaxRow) => row?.kind !== 'percent',
            description: {
              en: "In dollars with decimals, the hotel's price currency, e.g. 2.50 (not cents).",
              es: 'En dólares con decimales, la moneda de precios del hotel, p. ej. 2.50 (no centavos).',
            },
          },
          validate: (v: unknown, { siblingData }: { siblingData: TaxRow }) =>
            siblingData?.kind === 'percent' || (typeof v === 'number' && v >= 0 && hasDecimals(v, 2)) ? true : 'An amount ≥ 0 with at most 2 decimals.',
        },
        {
          name: 'included',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Included in the rate', es: 'Incluido en la tarifa' },
          admin: {
            description: {
              en: 'Included in the published rate (the guest pays the rate). Off: added on top of it.',
              es: 'Incluido en la tarifa publicada (el huésped paga la tarifa). Apagado: se suma encima.',
            },
          },
        },
      ],
    },
    {
      name: 'address',
      type: 'textarea',
      label: { en: 'Address', es: 'Dirección' },
      admin: {
        description: {
          en: 'As guests type it into a map: shown on the confirmation with a directions link.',
          es: 'Como la escribe el huésped en un mapa: se muestra en la confirmación con un enlace para llegar.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'checkInTime',
          type: 'text',
          defaultValue: '15:00',
          label: { en: 'Check-in from', es: 'Entrada desde' },
          validate: (v: unknown) => v == null || v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(String(v)) || 'HH:MM',
          admin: { description: { en: 'Hotel time, HH:MM.', es: 'Hora del hotel, HH:MM.' } },
        },
        {
          name: 'checkOutTime',
          type: 'text',
          defaultValue: '12:00',
          label: { en: 'Check-out until', es: 'Salida hasta' },
          validate: (v: unknown) => v == null || v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(String(v)) || 'HH:MM',
          admin: { description: { en: 'Hotel time, HH:MM.', es: 'Hora del hotel, HH:MM.' } },
        },
      ],
    },
    {
      name: 'taxNote',
      type: 'textarea',
      localized: true,
      label: { en: 'Not included in the price', es: 'No incluido en el precio' },
      admin: {
        description: {
          en: 'What the price does not include, shown with the taxes and in the confirmation email (e.g. Quintana Roo’s VISITAX, paid by foreign visitors to the state).',
          es: 'Lo que el precio no incluye, mostrado con los impuestos y en el correo de confirmación (p. ej. el VISITAX de Quintana Roo, que pagan al estado los visitantes extranjeros).',
        },
      },
    },
  ],
})
