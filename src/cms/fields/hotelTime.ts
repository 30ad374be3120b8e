import type { DateField, TimezonesConfig } from 'payload'
import { HOTEL_TIME_ZONE } from '../../lib/hotel-date'
import { adminDateFormat } from './adminDateFormat'

/**
 * The admin's one time zone: every date an editor or ops user enters or
 * reads — a banner's start and end, a scheduled publish, the maintenance return time — is Quintana
 * Roo time (America/Cancun, UTC−5 all year, no DST), labelled as such. Stored as the UTC instant
 * plus the zone (`<field>_tz`), so the storefront compares instants.
 */
export const adminTimezones: TimezonesConfig = {
  supportedTimezones: [{ label: 'Quintana Roo (Cancún, UTC−5)', value: HOTEL_TIME_ZONE }],
  defaultTimezone: HOTEL_TIME_ZONE,
}

/**
 * `field` read and written day first (src/cms/fields/adminDateFormat.ts), the same in both admin
 * languages: shown as `dd/MM/yyyy[ HH:mm]` in the edit form and the list's cells, typed text read
 * with the accepted patterns only (react-datepicker tries each; the first is the one shown), the
 * placeholder in the admin's language.
 */
export function adminDateField(field: DateField): DateField {
  const appearance = field.admin?.date?.pickerAppearance ?? 'default'
  const es = adminDateFormat('es', appearance)
  const en = adminDateFormat('en', appearance)
  return {
    ...field,
    admin: {
      ...field.admin,
      placeholder: { es: es.placeholder, en: en.placeholder },
      date: { ...field.admin?.date, displayFormat: es.display, overrides: { dateFormat: es.accepted } },
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
