'use client'
/**
 * Cart page controls: remove a line (server action on the visitor's own cart, then the page
 * re-renders with the server's totals) and "Proceed to payment" (holds the capacity with an expiry
 * and opens the payment page; a refusal shows the server's message).
 */
import { useRouter } from 'next/navigation'
import { useActionState, useState, useTransition } from 'react'
import { removeLineAction, startCheckoutAction, type StartCheckoutState } from '../server/actions'

export function RemoveLineButton({ lineId, locale, label }: { lineId: string; locale: string; label: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        className="button button--ghost shop-line__remove"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const r = await removeLineAction(lineId, locale)
            if (r.ok) router.refresh()
            else setError(r.message)
          })
        }
      >
        {label}
      </button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  )
}

const initial: StartCheckoutState = { status: 'idle' }

export function StartCheckoutForm({ locale, currency, label }: { locale: string; currency: string; label: string }) {
  const [state, action, pending] = useActionState(startCheckoutAction, initial)
  return (
    <form action={action} className="shop-checkout-start">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="currency" value={currency} />
      {state.status === 'error' ? (
        <p className="notice notice--error" role="alert" data-testid="checkout-error">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="button summary__continue" disabled={pending} aria-busy={pending}>
        {label}
      </button>
    </form>
  )
}
