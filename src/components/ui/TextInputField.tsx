'use client'
/**
 * A labelled text input (react-aria-components TextField › Label, Input, FieldError) whose error text
 * comes from the caller (server or domain validation), announced with the field.
 */
import { FieldError, Input, Label, TextField } from 'react-aria-components'

type Props = {
  label: string
  name: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  value: string
  onChange: (value: string) => void
  error?: string
  isRequired?: boolean
  autoFocus?: boolean
}

export function TextInputField({ label, name, type = 'text', autoComplete, value, onChange, error, isRequired, autoFocus }: Props) {
  return (
    <TextField
      className="ui-field"
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      autoFocus={autoFocus}
    >
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-field__input" />
      <FieldError className="ui-field__error">{error}</FieldError>
    </TextField>
  )
}
