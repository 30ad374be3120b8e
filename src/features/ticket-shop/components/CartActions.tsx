'use client'
/**
 * Cart page controls: remove a line (server action on the visitor's own cart, then the page
 * re-renders with the server's totals) and "Proceed to payment" (holds the capacity with an expiry
 * and opens the payment page; a refusal shows the server's message: `ActionButtonForm`).
 */
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { ActionButtonForm } from '../../../components/ui/ActionButtonForm'
import { removeLineAction, startCheckoutAction } from '../server/actions'
import { announceCartChange } from './HeaderCart'

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
            announceCartChange()
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

export function StartCheckoutForm({ locale, currency, label }: { locale: string; currency: string; label: string }) {
  return <ActionButtonForm action={startCheckoutAction} fields={{ locale, currency }} label={label} className="shop-checkout-start" errorTestId="checkout-error" />
}
