'use client'
/**
 * Labelled text input (react-aria-components TextField) with its error message wired to the input
 * (`aria-invalid`, `aria-describedby`). Validation is the caller's: pass the message to show.
 */
import type { ReactNode, Ref } from 'react'
import { FieldError, Input, Label, Text, TextField as RACTextField, type TextFieldProps } from 'react-aria-components'
import './ui.css'

type Props = Omit<TextFieldProps, 'children' | 'isInvalid' | 'validationBehavior' | 'className'> & {
  label: string
  errorMessage?: string | null
  description?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ label, errorMessage, description, inputRef, ...props }: Props) {
  return (
    <RACTextField {...props} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className="ui-field">
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-field__input" ref={inputRef} />
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  )
}
