'use client'
/**
 * The "find it again" form both lookups use: a booking or order code and the
 * guest's email, posted to the caller's server action (`useActionState`), so it works without script
 * as a plain form post. The action answers `LookupFormState`: typed values are kept, field errors
 * and the form's error are message codes rendered with `texts.errors` (GENERIC_ERROR when unknown).
 * `id` prefixes the error ids and names the error notice's test id (`{id}-error`).
 */
import { useActionState } from 'react'

export type LookupFormState = { status: 'idle' } | { status: 'error'; code: string; fieldErrors: Record<string, string>; values: Record<string, string> }

type Props = {
  id: string
  action: (state: LookupFormState, form: FormData) => Promise<LookupFormState>
  locale: string
  defaultCode: string
  codeMaxLength: number
  texts: { code: string; email: string; find: string; errors: Record<string, string> }
}

const initial: LookupFormState = { status: 'idle' }

export function CodeEmailLookupForm({ id, action: serverAction, locale, defaultCode, codeMaxLength, texts }: Props) {
  const [state, action, pending] = useActionState(serverAction, initial)
  const v = state.status === 'error' ? state.values : {}
  const fe = state.status === 'error' ? state.fieldErrors : {}
  const message = (code: string) => texts.errors[code] ?? texts.errors.GENERIC_ERROR
  const field = (name: 'code' | 'email', label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <label>
      {label}
      <input
        name={name}
        defaultValue={v[name] ?? (name === 'code' ? defaultCode : '')}
        aria-invalid={Boolean(fe[name])}
        aria-describedby={fe[name] ? `${id}-${name}-error` : undefined}
        required
        {...props}
      />
      {fe[name] ? (
        <span className="field-error" id={`${id}-${name}-error`}>
          {message(fe[name])}
        </span>
      ) : null}
    </label>
  )
  return (
    <form action={action} className="guest-form lookup-form" noValidate data-testid={id}>
      <input type="hidden" name="locale" value={locale} />
      {state.status === 'error' && state.code !== 'VALIDATION' ? (
        <div className="notice notice--error" role="alert" data-testid={`${id}-error`}>
          <p>{message(state.code)}</p>
        </div>
      ) : null}
      <div className="guest-form__grid">
        {field('code', texts.code, { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: codeMaxLength })}
        {field('email', texts.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
      </div>
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {texts.find}
      </button>
    </form>
  )
}
