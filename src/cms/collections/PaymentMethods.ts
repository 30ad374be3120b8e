import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { languageOptions } from '../fields/options'
import { rowLabel } from '../fields/rowLabel'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.paymentMethods)

/** The payment provider's method codes (spec §9) and what each is. */
const API_CODES = [
  ['VI', 'Visa'],
  ['MC', 'Mastercard'],
  ['AX', 'American Express'],
  ['PP', 'PayPal'],
  ['DN', 'Diners Club'],
  ['DS', 'Discover'],
  ['JC', 'JCB'],
  ['CB', 'Carte Bleue'],
  ['UP', { en: 'financing (pay monthly)', es: 'financiamiento (pago mensual)' }],
] as const

/** Card methods and the financing method, with the currencies and sites they are offered on (spec §9). */
export const PaymentMethods: CollectionConfig = {
  slug: 'payment-methods',
  labels: { singular: { en: 'Payment method', es: 'Forma de pago' }, plural: { en: 'Payment methods', es: 'Formas de pago' } },
  admin: {
    useAsTitle: 'apiCode',
    defaultColumns: ['apiCode', 'name', 'kind', 'currencies'],
    group: adminGroups.commerce,
    description: { en: 'Cards, wallets and financing offered at checkout, per currency and language.', es: 'Tarjetas, monederos y financiamiento que se ofrecen al pagar, por moneda e idioma.' },
  },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'apiCode',
      type: 'select',
      required: true,
      unique: true,
      label: { en: 'Method code', es: 'Código de la forma de pago' },
      admin: { description: { en: "The payment provider's code for this method (spec §9).", es: 'El código del proveedor de pagos para esta forma de pago (spec §9).' } },
      options: API_CODES.map(([code, what]) => ({
        label: { en: `${code} — ${typeof what === 'string' ? what : what.en}`, es: `${code} — ${typeof what === 'string' ? what : what.es}` },
        value: code,
      })),
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name shown at checkout', es: 'Nombre que se muestra al pagar' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { en: 'Kind', es: 'Tipo' },
      options: [
        { label: { en: 'Card', es: 'Tarjeta' }, value: 'card' },
        { label: { en: 'Wallet', es: 'Monedero electrónico' }, value: 'wallet' },
        { label: { en: 'Financing', es: 'Financiamiento' }, value: 'financing' },
      ],
    },
    {
      name: 'currencies',
      type: 'relationship',
      relationTo: 'currencies',
      hasMany: true,
      required: true,
      label: { en: 'Offered in currencies', es: 'Se ofrece en las monedas' },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      required: true,
      label: { en: 'Offered on the site in', es: 'Se ofrece en el sitio en' },
      options: languageOptions,
    },
    {
      name: 'upCodes',
      type: 'array',
      label: { en: 'Financing codes per currency', es: 'Códigos de financiamiento por moneda' },
      labels: { singular: { en: 'Financing code', es: 'Código de financiamiento' }, plural: { en: 'Financing codes', es: 'Códigos de financiamiento' } },
      admin: {
        description: { en: "The financing provider's code for each currency (financing method only).", es: 'El código del proveedor de financiamiento para cada moneda (solo financiamiento).' },
        components: rowLabel(['currency', 'code'], { en: 'Financing code', es: 'Código de financiamiento' }),
      },
      fields: [
        { name: 'currency', type: 'text', required: true, label: { en: 'Currency (ISO 4217)', es: 'Moneda (ISO 4217)' }, admin: { description: { en: 'e.g. USD', es: 'p. ej. USD' } } },
        { name: 'code', type: 'text', required: true, label: { en: 'Code', es: 'Código' } },
      ],
    },
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Offered at checkout', es: 'Se ofrece al pagar' },
      admin: { description: { en: 'Off hides the method from both checkouts.', es: 'Apagado la oculta en ambos pagos.' } },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Order', es: 'Orden' },
      admin: { description: { en: 'Lower comes first at checkout.', es: 'Menor aparece antes al pagar.' } },
    },
  ],
}
