'use client'
/**
 * The order lookup form (issue #11): order code + email. The server action answers with message
 * codes rendered with the texts passed in; typed values are kept; works without script as a plain
 * form post.
 */
import { useActionState } from 'react'
import { lookupOrderAction, type OrderLookupState } from '../server/lookupActions'

type Errors = Record<string, string>
const initial: OrderLookupState = { status: 'idle' }

export function OrderLookupForm({ locale, defaultCode, texts }: { locale: string; defaultCode: string; texts: { code: string; email: string; find: string; errors: Errors } }) {
  const [state, action, pending] = useActionState(lookupOrderAction, initial)
  const v = state.status === 'error' ? state.values : {}
  const fe = state.status === 'error' ? state.fieldErrors : {}
  const field = (name: 'code' | 'email', label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <label>
      {label}
      <input
        name={name}
        defaultValue={v[name] ?? (name === 'code' ? defaultCode : '')}
        aria-invalid={Boolean(fe[name])}
        aria-describedby={fe[name] ? `order-lookup-${name}-error` : undefined}
        required
        {...props}
      />
      {fe[name] ? (
        <span className="field-error" id={`order-lookup-${name}-error`}>
          {texts.errors[fe[name]] ?? texts.errors.GENERIC_ERROR}
        </span>
      ) : null}
    </label>
  )
  return (
    <form action={action} className="guest-form lookup-form" noValidate data-testid="order-lookup">
      <input type="hidden" name="locale" value={locale} />
      {state.status === 'error' && state.code !== 'VALIDATION' ? (
        <div className="notice notice--error" role="alert" data-testid="order-lookup-error">
          <p>{texts.errors[state.code] ?? texts.errors.GENERIC_ERROR}</p>
        </div>
      ) : null}
      <div className="guest-form__grid">
        {field('code', texts.code, { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 30 })}
        {field('email', texts.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
      </div>
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {texts.find}
      </button>
    </form>
  )
}
