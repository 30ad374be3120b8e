import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'
import { ValidationError } from 'payload'
import { adminOnlyPricing } from '../access/isAdmin'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { businessUnitCodes, productKinds } from '../../features/ticket-shop/domain/catalog'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.products)

const usdCents = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'number', min: 0, access: adminOnlyPricing, admin: { description: 'USD cents (4499 = US$44.99). Empty = no price.' }, ...extra }) as Field

/**
 * What the ticket shop plugs into the collection (payload.config.ts passes it: collections import no
 * feature server code, issue #15 item 1).
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
 * Park, tour, ferry, catamaran and activity tickets of the shop (issue #5; spec §3, §9). Numeric ids
 * are the shop's product ids (2120, 2117, 2157, 1893, 1894…). Visitors read published products;
 * editors and admins write. Every save is validated against the domain `productSchema`.
 */
export const productsCollection = (hooks: ProductsHooks): CollectionConfig => ({
  slug: 'products',
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name', 'kind', 'businessUnitCode', '_status'], group: 'Shop' },
  // readVersions explicitly: Payload's default is any signed-in user, customers included (issue #13 item 8).
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  versions: { drafts: true, maxPerDoc: 10 },
  hooks: {
    beforeValidate: [validateWithDomain(hooks.issues)],
    afterChange: [afterChange, ({ doc }) => (hooks.onChange(), doc)],
    afterDelete: [afterDelete, ({ doc }) => (hooks.onChange(), doc)],
  },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'id', type: 'number', required: true, admin: { description: 'Shop product id (e.g. 2120).' } },
    { name: 'name', type: 'text', required: true, localized: true },
    slugField({ admin: { position: 'sidebar', description: 'Product page path segment, per language.' } }),
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'kind', type: 'select', required: true, options: productKinds.map((k) => ({ label: k, value: k })) },
    { name: 'businessUnitCode', type: 'select', required: true, options: businessUnitCodes.map((c) => ({ label: c, value: c })) },
    { name: 'shortDescription', type: 'textarea', localized: true },
    { name: 'description', type: 'textarea', localized: true, admin: { description: 'Paragraphs separated by a blank line.' } },
    {
      name: 'images',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'An uploaded image, or…' } },
        { name: 'src', type: 'text', admin: { description: '…a static path under /public, e.g. /shop/xcaret.svg' } },
        { name: 'alt', type: 'text', localized: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Prices and ages',
      fields: [
        {
          name: 'basePricesUsd',
          type: 'group',
          fields: [usdCents('adult', 'Adults (category 1)'), usdCents('minor', 'Minors (category 2) list price — empty = adult price')],
        },
        { name: 'childDiscountPct', type: 'number', min: 0, max: 100, access: adminOnlyPricing, admin: { description: 'Percent for minors (empty = 5%).' } },
        {
          name: 'childAgeBand',
          type: 'group',
          fields: [
            { name: 'min', type: 'number', min: 0 },
            { name: 'max', type: 'number', min: 0 },
          ],
        },
        { name: 'infantFreeMaxAge', type: 'number', min: 0, admin: { description: 'Infants 0..n enter free (empty = 4; ferry 5).' } },
        { name: 'adultMinAge', type: 'number', min: 0, admin: { description: 'Empty = 12.' } },
        { name: 'minimumAge', type: 'number', min: 0, admin: { description: 'Visitors younger than this cannot book (empty = none).' } },
        { name: 'visitorsMultipleOf', type: 'number', min: 1, max: 50, defaultValue: 1 },
        {
          name: 'presaleMode',
          type: 'select',
          access: adminOnlyPricing,
          defaultValue: 'default',
          options: [
            { label: 'Default (7 days 10%, 21 days 15%)', value: 'default' },
            { label: 'Custom tiers', value: 'custom' },
            { label: 'No presale', value: 'none' },
          ],
        },
        {
          name: 'presaleTiers',
          type: 'array',
          access: adminOnlyPricing,
          admin: { condition: (_, s) => s?.presaleMode === 'custom' },
          fields: [
            { name: 'minDaysAhead', type: 'number', required: true, min: 1 },
            { name: 'discountPct', type: 'number', required: true, min: 0, max: 100 },
          ],
        },
        {
          name: 'openTicket',
          type: 'group',
          fields: [
            { name: 'enabled', type: 'checkbox', defaultValue: false },
            { name: 'validityMonths', type: 'number', min: 1, max: 24, defaultValue: 6 },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Schedules and capacity',
      fields: [
        {
          name: 'schedules',
          type: 'array',
          fields: [
            { name: 'scheduleId', type: 'text', required: true },
            { name: 'time', type: 'text', required: true, admin: { description: 'HH:MM hotel-local' } },
            { name: 'dailyCapacity', type: 'number', min: 0, admin: { description: 'Seats per date (empty = not limited).' } },
          ],
        },
        { name: 'dailyCapacity', type: 'number', min: 0, admin: { description: 'Seats per date when there are no schedules (empty = not limited).' } },
        { name: 'closedDates', type: 'text', hasMany: true, admin: { description: 'Closed dates, YYYY-MM-DD.' } },
      ],
    },
    {
      name: 'ferryRoutes',
      type: 'array',
      fields: [
        { name: 'routeId', type: 'text', required: true },
        { name: 'name', type: 'text', required: true, localized: true },
        usdCents('adultUsd', 'Adults'),
        usdCents('minorUsd', 'Minors list price'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Rules',
      fields: [
        { name: 'requiresParkAdmission', type: 'checkbox', defaultValue: false },
        { name: 'admissionProductIds', type: 'number', hasMany: true, admin: { description: 'Parks that count as the admission (empty = any park).' } },
        {
          name: 'physicalLimits',
          type: 'group',
          fields: [
            { name: 'minHeightCm', type: 'number', min: 0 },
            { name: 'maxHeightCm', type: 'number', min: 0 },
            { name: 'minWeightKg', type: 'number', min: 0 },
            { name: 'maxWeightKg', type: 'number', min: 0 },
          ],
        },
        {
          name: 'deposit',
          type: 'group',
          fields: [
            usdCents('amountUsd', 'Deposit (USD cents)'),
            { name: 'per', type: 'select', defaultValue: 'person', options: ['person', 'booking'] },
            { name: 'label', type: 'text', localized: true },
          ],
        },
      ],
    },
    { name: 'addOns', type: 'relationship', relationTo: 'complements', hasMany: true },
  ],
})
