'use client'
/**
 * Forms of the reservation lookup and cancel page (issue #4 step 3): code + email lookup, and the
 * cancel confirmation. Server actions answer with message codes rendered with the texts passed in;
 * typed values are kept. Both work without script as plain form posts.
 */
import { useActionState } from 'react'
import './my-booking.css'
import { cancelBooking, lookupReservation, type MyBookingState } from '../server/myBookingActions'

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

export function LookupForm({ locale, defaultCode, texts }: { locale: string; defaultCode: string; texts: { code: string; email: string; find: string; errors: Errors } }) {
  const [state, action, pending] = useActionState(lookupReservation, initial)
  const v = state.status === 'error' ? state.values : {}
  const fe = state.status === 'error' ? state.fieldErrors : {}
  const field = (name: 'code' | 'email', label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <label>
      {label}
      <input
        name={name}
        defaultValue={v[name] ?? (name === 'code' ? defaultCode : '')}
        aria-invalid={Boolean(fe[name])}
        aria-describedby={fe[name] ? `lookup-${name}-error` : undefined}
        required
        {...props}
      />
      {fe[name] ? (
        <span className="field-error" id={`lookup-${name}-error`}>
          {texts.errors[fe[name]] ?? texts.errors.GENERIC_ERROR}
        </span>
      ) : null}
    </label>
  )
  return (
    <form action={action} className="guest-form lookup-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormError state={state} errors={texts.errors} />
      <div className="guest-form__grid">
        {field('code', texts.code, { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 24 })}
        {field('email', texts.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
      </div>
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {texts.find}
      </button>
    </form>
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
