'use client'
/**
 * Checkbox with a visible box and label (react-aria-components Checkbox) and an optional error
 * message tied to the input by `aria-describedby`.
 */
import { type ReactNode, useId } from 'react'
import { Checkbox as RACCheckbox, type CheckboxProps } from 'react-aria-components'
import './ui.css'

type Props = Omit<CheckboxProps, 'children' | 'isInvalid' | 'validationBehavior' | 'className'> & {
  children: ReactNode
  errorMessage?: string | null
}

export function Checkbox({ children, errorMessage, ...props }: Props) {
  const errorId = useId()
  return (
    <div className="ui-checkbox-field">
      <RACCheckbox {...props} isInvalid={Boolean(errorMessage)} validationBehavior="aria" aria-describedby={errorMessage ? errorId : undefined} className="ui-checkbox">
        {({ isSelected }) => (
          <>
            <span className="ui-checkbox__box" aria-hidden="true">
              {isSelected ? (
                <svg viewBox="0 0 18 18" width="14" height="14" focusable="false">
                  <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
                </svg>
              ) : null}
            </span>
            <span className="ui-checkbox__label">{children}</span>
          </>
        )}
      </RACCheckbox>
      {errorMessage ? (
        <p id={errorId} className="ui-field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  )
}
