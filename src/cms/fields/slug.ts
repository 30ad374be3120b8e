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
    admin: { position: 'sidebar', description: 'Path without locale or slashes at the ends, e.g. "terms-of-use".' },
    validate: (value: unknown) => (typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and hyphens.'),
    ...overrides,
  } as TextField
}
