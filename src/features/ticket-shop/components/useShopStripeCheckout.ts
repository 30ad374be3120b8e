'use client'
/**
 * The Stripe side of the ticket checkout form around `placeOrderAction`: the shared
 * Payment Element flow (src/features/checkout/components/useStripePaymentFlow.ts) with the shop's
 * server confirmation (`confirmShopPaymentAction`, by checkout id — carried in `config.sessionId`)
 * and its own sessionStorage key. `placeOrder` verifies the intent, orders and captures.
 */
import { useMemo } from 'react'
import { useStripePaymentFlow, type StripeCheckoutConfig } from '../../checkout/components/useStripePaymentFlow'
import { confirmShopPaymentAction, type PlaceOrderState } from '../server/actions'

/** `config.sessionId` carries the checkout id. */
export function useShopStripeCheckout(config: StripeCheckoutConfig | null | undefined, state: PlaceOrderState, dispatch: (form: FormData) => void) {
  const checkoutId = config?.sessionId ?? ''
  const locale = config?.locale ?? 'en'
  const flow = useMemo(
    () => ({
      storageKey: `hxa-stripe-shop:${checkoutId}`,
      confirmWithPlan: (reference: string, months: number | null) => confirmShopPaymentAction({ checkoutId, reference, months, locale }),
    }),
    [checkoutId, locale],
  )
  return useStripePaymentFlow(config, state, dispatch, flow)
}
