'use client'
/** A checkbox with its label (react-aria-components Checkbox; the native input stays in the page). */
import { Checkbox } from 'react-aria-components'

type Props = { label: string; name: string; isSelected: boolean; onChange: (selected: boolean) => void }

export function CheckboxField({ label, name, isSelected, onChange }: Props) {
  return (
    <Checkbox className="ui-checkbox" name={name} isSelected={isSelected} onChange={onChange}>
      <span className="ui-checkbox__box" aria-hidden="true">
        {isSelected ? '✓' : ''}
      </span>
      {label}
    </Checkbox>
  )
}
