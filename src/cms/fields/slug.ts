import type { TextField } from 'payload'
import { SLUG_PATTERN } from '../../lib/slug'

export { SLUG_PATTERN }

/** A localized, indexed slug field validated against {@link SLUG_PATTERN}. */
export function slugField(overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    localized: true,
    label: { en: 'Slug (address)', es: 'Slug (dirección)' },
    admin: {
      position: 'sidebar',
      description: {
        en: 'Path without language or slashes at the ends, e.g. "terms-of-use". One per language.',
        es: 'Ruta sin idioma ni barras en los extremos, p. ej. "terminos-de-uso". Una por idioma.',
      },
    },
    validate: (value: unknown) => (typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and hyphens.'),
    ...overrides,
  } as TextField
}
