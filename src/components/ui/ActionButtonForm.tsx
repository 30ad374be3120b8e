'use client'
/**
 * A one-button form posting to a server action that either redirects (success) or answers an error
 * message to show above the button (`{ status: 'error', message }`, already in the visitor's language).
 * Works without script; while the action runs the button is disabled and `aria-busy`. Used by the
 * flows' "go on" steps that create server state — the cart's "Proceed to payment", the room
 * summary's "Continue" — so they are posts, never links a crawler could follow.
 */
import { useActionState } from 'react'

export type ActionButtonState = { status: 'idle' } | { status: 'error'; message: string }

type Props = {
  action: (prev: ActionButtonState, form: FormData) => Promise<ActionButtonState>
  /** hidden fields posted with the button */
  fields: Record<string, string>
  label: string
  className: string
  /** `data-testid` of the error notice */
  errorTestId: string
}

const initial: ActionButtonState = { status: 'idle' }

export function ActionButtonForm({ action, fields, label, className, errorTestId }: Props) {
  const [state, dispatch, pending] = useActionState(action, initial)
  return (
    <form action={dispatch} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.status === 'error' ? (
        <p className="notice notice--error" role="alert" data-testid={errorTestId}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="button summary__continue" disabled={pending} aria-busy={pending}>
        {label}
      </button>
    </form>
  )
}
