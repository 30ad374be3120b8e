'use client'
/**
 * The summary's "Continue" (step 1 → step 2) as a form post to `startBooking`, which creates the
 * payment-reservation session: a link would let any GET — a crawler, a prefetch — create one
 * (issue #13 item 7). Works without script; an API refusal is shown beside the button.
 */
import { useActionState } from 'react'
import { startBooking, type StartBookingState } from '../server/startBooking'

const initial: StartBookingState = { status: 'idle' }

/**
 * @param query step 2's query string (search, `sel`, optional `partial`)
 * @param label the button's text ('Continuar' / 'Continue')
 */
export function StartBookingForm({ locale, query, label }: { locale: string; query: string; label: string }) {
  const [state, action, pending] = useActionState(startBooking, initial)
  return (
    <form action={action} className="summary__start">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="query" value={query} />
      {state.status === 'error' ? (
        <p className="notice notice--error" role="alert" data-testid="start-booking-error">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="button summary__continue" disabled={pending} aria-busy={pending}>
        {label}
      </button>
    </form>
  )
}
