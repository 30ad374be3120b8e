import type { DateField, TimezonesConfig } from 'payload'
import { HOTEL_TIME_ZONE } from '../../lib/hotel-date'

/**
 * The admin's one time zone (issue #18 items 2 and 5): every date an editor or ops user enters or
 * reads — a banner's start and end, a scheduled publish, the maintenance return time — is Quintana
 * Roo time (America/Cancun, UTC−5 all year, no DST), labelled as such. Stored as the UTC instant
 * plus the zone (`<field>_tz`), so the storefront compares instants.
 */
export const adminTimezones: TimezonesConfig = {
  supportedTimezones: [{ label: 'Quintana Roo (Cancún, UTC−5)', value: HOTEL_TIME_ZONE }],
  defaultTimezone: HOTEL_TIME_ZONE,
}

/**
 * `field` read and written in the admin's language (src/cms/fields/adminDateFormat.ts): day first in
 * Spanish and English, in the edit form (typed text included) and in the list view's cells.
 */
export function adminDateField(field: DateField): DateField {
  return {
    ...field,
    admin: {
      ...field.admin,
      components: { ...field.admin?.components, Field: '/cms/components/AdminDate#AdminDateField', Cell: '/cms/components/AdminDate#AdminDateCell' },
    },
  }
}

/** A date-and-time field entered and shown in Quintana Roo time, day first. `label` and `description` in English and Spanish. */
export function hotelDateTimeField(name: string, label: { en: string; es: string }, description?: { en: string; es: string }): DateField {
  return adminDateField({
    name,
    type: 'date',
    label,
    timezone: { defaultTimezone: HOTEL_TIME_ZONE, supportedTimezones: adminTimezones.supportedTimezones as { label: string; value: string }[], required: true },
    admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' }, ...(description ? { description } : {}) },
  })
}
