'use client'
/**
 * Date fields in the admin's language (src/cms/fields/adminDateFormat.ts): the edit form's field
 * (Payload's own DateTimeField, its picker, time zone select and validation, with the display
 * pattern, the accepted typed forms and the placeholder of the signed-in staff member's admin
 * language) and the list view's cell (the same pattern, in Quintana Roo time). `adminDateField()` in
 * src/cms/fields/hotelTime.ts attaches both to a date field.
 */
import { DateTimeField, useTranslation } from '@payloadcms/ui'
import { formatInTimeZone } from 'date-fns-tz'
import type { DateFieldClientProps, DefaultCellComponentProps, DateFieldClient } from 'payload'
import { adminDateFormat, type PickerAppearance } from '../fields/adminDateFormat'
import { HOTEL_TIME_ZONE } from '../../lib/hotel-date'

/** A date field's `admin.date` as the client config carries it (Payload types it per appearance). */
type DateOptions = { pickerAppearance?: PickerAppearance; overrides?: Record<string, unknown> } & Record<string, unknown>

/** The edit form's date field: Payload's DateTimeField reading and writing dates in the admin's language. */
export function AdminDateField(props: DateFieldClientProps) {
  const { i18n } = useTranslation()
  const date = props.field.admin?.date as DateOptions | undefined
  const format = adminDateFormat(i18n.language, date?.pickerAppearance)
  const field = {
    ...props.field,
    admin: {
      ...props.field.admin,
      placeholder: props.field.admin?.placeholder ?? format.placeholder,
      date: { ...date, displayFormat: format.display, overrides: { ...date?.overrides, dateFormat: format.accepted } },
    },
  }
  return <DateTimeField {...props} field={field} />
}

/** The list view's cell: the instant in Quintana Roo time, in the admin language's pattern; empty when unset. */
export function AdminDateCell({ cellData, field }: DefaultCellComponentProps<DateFieldClient>) {
  const { i18n } = useTranslation()
  if (cellData === null || cellData === undefined || cellData === '') return null
  const at = new Date(cellData)
  if (Number.isNaN(at.getTime())) return null
  const format = adminDateFormat(i18n.language, (field.admin?.date as DateOptions | undefined)?.pickerAppearance)
  return <span data-testid="admin-date-cell">{formatInTimeZone(at, HOTEL_TIME_ZONE, format.display)}</span>
}
