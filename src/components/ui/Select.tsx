'use client'
/**
 * Single-choice select (react-aria-components Select: button + listbox popover, typeahead, a hidden
 * native select for autofill) with label and error message.
 */
import type { Key } from 'react-aria-components'
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select as RACSelect, SelectValue } from 'react-aria-components'
import './ui.css'

export type SelectOption = { id: string; name: string }

type Props = {
  label: string
  options: SelectOption[]
  value: string | null
  onChange: (value: string | null) => void
  placeholder?: string
  errorMessage?: string | null
  name?: string
  isRequired?: boolean
  autoComplete?: string
}

export function Select({ label, options, value, onChange, placeholder, errorMessage, name, isRequired, autoComplete }: Props) {
  return (
    <RACSelect
      className="ui-field"
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
      isRequired={isRequired}
      autoComplete={autoComplete}
    >
      <Label className="ui-field__label">{label}</Label>
      <Button className="ui-field__input ui-select__button">
        <SelectValue className="ui-select__value" />
        <span aria-hidden="true" className="ui-select__chevron">
          ▾
        </span>
      </Button>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="ui-popover">
        <ListBox items={options} className="ui-listbox">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="ui-listbox__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}
