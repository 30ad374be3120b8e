'use client'
/**
 * The Stripe side of the booking form (step 2 BOOK) around its `placeBooking` action: the shared
 * Payment Element flow (src/features/checkout/components/useStripePaymentFlow.ts) with the hotel's
 * server confirmation (`confirmHotelPayment`, by payment-reservation session) and its own
 * sessionStorage key. The prepare step also holds the rooms (placeBooking).
 */
import { useMemo } from 'react'
import { useStripePaymentFlow, type StripeCheckoutConfig } from '../../../checkout/components/useStripePaymentFlow'
import { confirmHotelPayment } from '../../server/confirmPayment'
import type { PlaceBookingState } from '../../server/placeBooking'

export type { StripeBrowserApi, StripeCheckoutConfig } from '../../../checkout/components/useStripePaymentFlow'

export function useStripeCheckout(config: StripeCheckoutConfig | null | undefined, state: PlaceBookingState, dispatch: (form: FormData) => void) {
  const sessionId = config?.sessionId ?? ''
  const flow = useMemo(
    () => ({
      storageKey: `hxa-stripe-booking:${sessionId}`,
      confirmWithPlan: (reference: string, months: number | null) => confirmHotelPayment({ sessionId, reference, months }),
    }),
    [sessionId],
  )
  return useStripePaymentFlow(config, state, dispatch, flow)
}
