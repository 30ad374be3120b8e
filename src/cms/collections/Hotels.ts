import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
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
 * `taxes` (issue #14 item 16): the hotel's taxes and fees — a percentage of the net room rate, or a
 * fixed amount per room-night or per room per stay; included in the published rate or added on top.
 * `taxNote`: what the price does not include (Quintana Roo's VISITAX: a state fee each foreign visitor
 * pays the state, never charged by the hotel), shown with the taxes on every booking step and in the
 * confirmation email.
 * `onTaxesChange` (payload.config.ts wires it): after a change, sends the rules to the built-in hotel
 * engine, which itemizes them in its quotes; a refusal fails the save (docs/hotel-api.md "Taxes").
 */
export const hotelsCollection = (hooks: { onTaxesChange: CollectionAfterChangeHook }): CollectionConfig => ({
  slug: 'hotels',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'name', 'propertyCode', 'isDefault'], group: 'Hotel' },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange, hooks.onTaxesChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    { name: 'propertyCode', type: 'number', required: true, unique: true, admin: { description: 'Numeric property code (HXA: 31453).' } },
    { name: 'brand', type: 'text', required: true },
    { name: 'domain', type: 'text', required: true },
    { name: 'flowId', type: 'number', required: true },
    { name: 'channel', type: 'number', required: true, defaultValue: 94 },
    { name: 'clientId', type: 'number', required: true, defaultValue: 0 },
    { name: 'timezone', type: 'text', required: true, defaultValue: 'America/Cancun' },
    { name: 'isDefault', type: 'checkbox', defaultValue: false },
    {
      name: 'taxes',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Tax or fee', plural: 'Taxes and fees' },
      validate: (rows: unknown) => {
        const codes = Array.isArray(rows) ? rows.map((r: TaxRow) => r?.code) : []
        return new Set(codes).size === codes.length ? true : 'Each tax or fee needs its own code.'
      },
      admin: {
        description:
          'Taxes and fees of the room rates, in display order (IVA 16 % and ISH 6 % are included in the published rates). Saved to the built-in hotel engine, which itemizes them in every quote; with an external hotel API (HOTEL_API_URL) its own breakdown is shown instead.',
      },
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          admin: { description: 'Short code, e.g. IVA, ISH (capitals, digits, - or _).' },
          validate: (v: unknown) => (typeof v === 'string' && TAX_CODE.test(v) ? true : 'Use 1–16 capitals, digits, - or _ (e.g. IVA).'),
        },
        { name: 'name', type: 'text', required: true, localized: true, admin: { description: 'As the guest reads it, e.g. "IVA" / "VAT (IVA)".' } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { label: 'Percentage of the net room rate', value: 'percent' },
            { label: 'Fixed amount per room-night', value: 'perRoomNight' },
            { label: 'Fixed amount per room per stay', value: 'perStay' },
          ],
        },
        {
          name: 'percent',
          type: 'number',
          min: 0,
          max: 100,
          admin: { condition: (_, row: TaxRow) => row?.kind === 'percent', description: 'Percent of the room rate without taxes, e.g. 16 (at most 4 decimals).' },
          validate: (v: unknown, { siblingData }: { siblingData: TaxRow }) =>
            siblingData?.kind !== 'percent' || (typeof v === 'number' && v >= 0 && v <= 100 && hasDecimals(v, 4)) ? true : 'A percentage 0–100 with at most 4 decimals.',
        },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          admin: { condition: (_, row: TaxRow) => row?.kind !== 'percent', description: "In the hotel's price currency (USD), e.g. 2.50." },
          validate: (v: unknown, { siblingData }: { siblingData: TaxRow }) =>
            siblingData?.kind === 'percent' || (typeof v === 'number' && v >= 0 && hasDecimals(v, 2)) ? true : 'An amount ≥ 0 with at most 2 decimals.',
        },
        { name: 'included', type: 'checkbox', defaultValue: true, admin: { description: 'Included in the published rate (the guest pays the rate). Off: added on top of it.' } },
      ],
    },
    {
      name: 'taxNote',
      type: 'textarea',
      localized: true,
      admin: { description: 'What the price does not include, shown with the taxes and in the confirmation email (e.g. Quintana Roo’s VISITAX, paid by foreign visitors to the state).' },
    },
  ],
})
