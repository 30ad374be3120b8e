'use client'
/**
 * The cancel confirmation form of the reservation lookup page (the code + email
 * lookup is the shared `components/CodeEmailLookupForm`). The server action answers with message
 * codes rendered with the texts passed in; it works without script as a plain form post.
 */
import { useActionState } from 'react'
import './my-booking.css'
import { cancelBooking, type MyBookingState } from '../server/myBookingActions'

type Errors = Record<string, string>
const initial: MyBookingState = { status: 'idle' }

function FormError({ state, errors }: { state: MyBookingState; errors: Errors }) {
  if (state.status !== 'error' || state.code === 'VALIDATION') return null
  return (
    <div className="notice notice--error" role="alert" data-testid="my-booking-error">
      <p>{errors[state.code] ?? errors.GENERIC_ERROR}</p>
    </div>
  )
}

export function CancelForm({ locale, code, texts }: { locale: string; code: string; texts: { confirm: string; cancel: string; errors: Errors } }) {
  const [state, action, pending] = useActionState(cancelBooking, initial)
  const fe = state.status === 'error' ? state.fieldErrors : {}
  return (
    <form action={action} className="cancel-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="code" value={code} />
      <FormError state={state} errors={texts.errors} />
      <label className="check">
        <input type="checkbox" name="confirm" aria-invalid={Boolean(fe.confirm)} aria-describedby={fe.confirm ? 'cancel-confirm-error' : undefined} /> {texts.confirm}
      </label>
      {fe.confirm ? (
        <span className="field-error" id="cancel-confirm-error">
          {texts.errors[fe.confirm]}
        </span>
      ) : null}
      <button type="submit" className="button button--danger" disabled={pending} aria-busy={pending}>
        {texts.cancel}
      </button>
    </form>
  )
}
