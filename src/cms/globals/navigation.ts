import type { Field } from 'payload'
import { rowLabel } from '../fields/rowLabel'

/** A link's text, labelled for the admin (shared by the header's and the footer's links). */
export const linkTextField: Field = { name: 'label', type: 'text', required: true, label: { en: 'Link text', es: 'Texto del enlace' } }

/** A link's address: a path on this site or a full URL. */
export const linkHrefField: Field = {
  name: 'href',
  type: 'text',
  required: true,
  label: { en: 'Link address', es: 'Dirección del enlace' },
  admin: { description: { en: 'A path on this site, e.g. /en/garden/, or a full https:// address.', es: 'Una ruta de este sitio, p. ej. /es/garden/, o una dirección https:// completa.' } },
}

/** A localized list of navigation links `{label, href}`; href is a site path such as `/en/garden/`. */
export const navItemsField = (name: string): Field => ({
  name,
  type: 'array',
  localized: true,
  maxRows: 12,
  label: { en: 'Links', es: 'Enlaces' },
  labels: { singular: { en: 'Link', es: 'Enlace' }, plural: { en: 'Links', es: 'Enlaces' } },
  admin: { components: rowLabel(['label', 'href'], { en: 'Link', es: 'Enlace' }) },
  fields: [linkTextField, linkHrefField],
})
