'use client'
/**
 * The summary's "Continue" (step 1 → step 2) as a form post to `startBooking`, which creates the
 * payment-reservation session: a link would let any GET — a crawler, a prefetch — create one.
 * Works without script; an API refusal is shown above the button.
 */
import { ActionButtonForm } from '../../../components/ui/ActionButtonForm'
import { startBooking } from '../server/startBooking'

/**
 * @param query step 2's query string (search, `sel`, optional `partial`)
 * @param label the button's text ('Continuar' / 'Continue')
 */
export function StartBookingForm({ locale, query, label }: { locale: string; query: string; label: string }) {
  return <ActionButtonForm action={startBooking} fields={{ locale, query }} label={label} className="summary__start" errorTestId="start-booking-error" />
}
