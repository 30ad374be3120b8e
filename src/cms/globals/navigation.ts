import type { Field } from 'payload'

/** A localized list of navigation links `{label, href}`; href is a site path such as `/en/garden/`. */
export const navItemsField = (name: string): Field => ({
  name,
  type: 'array',
  localized: true,
  maxRows: 12,
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text', required: true },
  ],
})
