import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.currencies)

/**
 * The 17 sale currencies with their display conventions and USD exchange rate (spec §3, §9). Ops keep
 * the names, symbols and order; what an amount is — the exchange rate and the minor-unit digits — and
 * which currencies exist are admin-only (field access), as prices are. Amounts are computed in the
 * ISO 4217 minor units of `currencyDecimals` (src/lib/money/format.ts), never from `decimals`.
 */
export const Currencies: CollectionConfig = {
  slug: 'currencies',
  labels: { singular: { en: 'Currency', es: 'Moneda' }, plural: { en: 'Currencies', es: 'Monedas' } },
  admin: {
    useAsTitle: 'isoCode',
    defaultColumns: ['isoCode', 'name', 'symbol', 'position', 'rateToUsd'],
    group: adminGroups.commerce,
    description: {
      en: 'The currencies travellers may pay in, how amounts are written in each, and its exchange rate to the US dollar.',
      es: 'Las monedas en que el viajero puede pagar, cómo se escriben los importes en cada una y su tipo de cambio frente al dólar.',
    },
  },
  access: { read: anyone, create: isAdmin, update: isAdminOrOps, delete: isAdmin },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'isoCode',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Currency code (ISO 4217)', es: 'Código de moneda (ISO 4217)' },
      admin: { description: { en: 'Three capital letters, e.g. USD, MXN.', es: 'Tres letras mayúsculas, p. ej. USD, MXN.' } },
      validate: (v: unknown) => (typeof v === 'string' && /^[A-Z]{3}$/.test(v)) || 'ISO 4217 alpha code, e.g. USD',
    },
    {
      name: 'isoNumber',
      type: 'text',
      required: true,
      label: { en: 'Numeric code (ISO 4217)', es: 'Código numérico (ISO 4217)' },
      admin: { description: { en: 'Three digits, e.g. 840 for USD, 484 for MXN.', es: 'Tres dígitos, p. ej. 840 para USD, 484 para MXN.' } },
      validate: (v: unknown) => (typeof v === 'string' && /^\d{3}$/.test(v)) || 'ISO 4217 numeric code, e.g. 840',
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', es: 'Nombre' } },
    { name: 'symbol', type: 'text', required: true, label: { en: 'Symbol', es: 'Símbolo' }, admin: { description: { en: 'e.g. $, €', es: 'p. ej. $, €' } } },
    {
      name: 'presentationSymbol',
      type: 'text',
      required: true,
      label: { en: 'Symbol shown on prices', es: 'Símbolo en los precios' },
      admin: { description: { en: 'What prices are written with, telling dollars apart: US$, MX$, CA$.', es: 'Con lo que se escriben los precios, distinguiendo dólares: US$, MX$, CA$.' } },
    },
    {
      name: 'flag',
      type: 'text',
      label: { en: 'Flag', es: 'Bandera' },
      admin: { description: { en: 'An emoji flag shown in the currency switch, e.g. 🇲🇽', es: 'Una bandera emoji que se muestra en el selector de moneda, p. ej. 🇲🇽' } },
    },
    {
      name: 'position',
      type: 'select',
      required: true,
      label: { en: 'Symbol position', es: 'Posición del símbolo' },
      options: [
        { label: { en: 'I — symbol on the left (US$10)', es: 'I — símbolo a la izquierda (US$10)' }, value: 'I' },
        { label: { en: 'D — symbol on the right (10 €)', es: 'D — símbolo a la derecha (10 €)' }, value: 'D' },
      ],
    },
    { name: 'decimalSeparator', type: 'text', required: true, label: { en: 'Decimal separator', es: 'Separador decimal' }, admin: { description: { en: 'e.g. . or ,', es: 'p. ej. . o ,' } } },
    { name: 'thousandSeparator', type: 'text', required: true, label: { en: 'Thousands separator', es: 'Separador de miles' }, admin: { description: { en: 'e.g. , or .', es: 'p. ej. , o .' } } },
    {
      name: 'decimals',
      type: 'number',
      required: true,
      access: { create: isAdminField, update: isAdminField },
      min: 0,
      max: 4,
      label: { en: 'Decimals', es: 'Decimales' },
      admin: { description: { en: 'Digits after the separator, e.g. 2 (0 for currencies without cents).', es: 'Dígitos tras el separador, p. ej. 2 (0 para monedas sin centavos).' } },
    },
    {
      name: 'rateToUsd',
      type: 'number',
      required: true,
      access: { create: isAdminField, update: isAdminField },
      min: 0,
      label: { en: 'Exchange rate (per 1 USD)', es: 'Tipo de cambio (por 1 USD)' },
      admin: { description: { en: 'Units of this currency per 1 US dollar, e.g. 17.25 for MXN.', es: 'Unidades de esta moneda por 1 dólar, p. ej. 17.25 para MXN.' } },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Order', es: 'Orden' },
      admin: { description: { en: 'Lower comes first in the currency switch.', es: 'Menor aparece antes en el selector de moneda.' } },
    },
  ],
}
