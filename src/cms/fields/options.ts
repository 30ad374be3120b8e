import { businessUnitCodes } from '../../features/ticket-shop/domain/catalog'

/**
 * Select options shared by several collections, labelled in English and Spanish.
 * Codes are their own label: they are what staff read in the shop and on the tickets.
 */

/** The group's business units (spec §3 complement.businessUnitCode): XC, XP, XH… */
export const businessUnitOptions = businessUnitCodes.map((c) => ({ label: { en: c, es: c }, value: c }))

/** The storefront languages a record may be in, Spanish and English (Portuguese reads English). */
export const languageOptions = [
  { label: { en: 'Spanish', es: 'Español' }, value: 'es' },
  { label: { en: 'English', es: 'Inglés' }, value: 'en' },
]
