'use client'
/**
 * An array row titled by its content in the admin: a navigation link by its text
 * and address, a tax by its name and percent… instead of Payload's "Row 01". One component for every
 * array, parameterised through `clientProps` (`rowLabel()` in src/cms/fields/rowLabel.ts builds them).
 */
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import { rowLabelText, type RowLabelProps } from './rowTitle'

export function RowLabel(props: RowLabelProps) {
  const { data, rowNumber } = useRowLabel<unknown>()
  const { i18n } = useTranslation()
  return <span>{rowLabelText(data, props, i18n.language, rowNumber)}</span>
}
