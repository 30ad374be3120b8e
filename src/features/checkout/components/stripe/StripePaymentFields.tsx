'use client'
/**
 * Stripe Payment Element of step 2 BOOK — this module (with @stripe/stripe-js and
 * @stripe/react-stripe-js) is imported dynamically, so Stripe.js loads only on the payment step.
 * Deferred-intent Elements (`mode: 'payment'`, manual capture, the server's amount): the
 * PaymentIntent is created by the server when the guest submits (Stripe docs "Collect payment details
 * before creating an Intent"). Exposes the few Stripe.js calls the booking form needs through `onReady`.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useEffect, useMemo } from 'react'
import type { StripeBrowserApi } from '../useStripePaymentFlow'

type Props = {
  publishableKey: string
  locale: 'es' | 'en' | 'pt'
  amountMinor: number
  currency: string
  methodType: 'card' | 'affirm'
  onReady: (api: StripeBrowserApi | null) => void
  onLoadError: () => void
}

const loaders = new Map<string, Promise<Stripe | null>>()
function stripeFor(key: string, locale: 'es' | 'en' | 'pt', onLoadError: () => void) {
  const id = `${key}:${locale}`
  if (!loaders.has(id)) {
    loaders.set(
      id,
      loadStripe(key, { locale }).catch(() => {
        loaders.delete(id)
        onLoadError()
        return null
      }),
    )
  }
  return loaders.get(id)!
}

function Bridge({ onReady }: { onReady: Props['onReady'] }) {
  const stripe = useStripe()
  const elements = useElements()
  useEffect(() => {
    if (!stripe || !elements) return
    const message = (e: { message?: string } | undefined) => e?.message ?? 'error'
    onReady({
      async submit() {
        const { error } = await elements.submit()
        return error ? message(error) : null
      },
      async createPaymentMethod() {
        const { paymentMethod, error } = await stripe.createPaymentMethod({ elements })
        return error || !paymentMethod ? { error: message(error) } : { id: paymentMethod.id }
      },
      async confirm(clientSecret, returnUrl) {
        const { error, paymentIntent } = await stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required', confirmParams: { return_url: returnUrl } })
        if (error) return { error: message(error) }
        return paymentIntent?.status === 'requires_capture' || paymentIntent?.status === 'succeeded' ? {} : { error: paymentIntent?.status ?? 'error' }
      },
      async handleNextAction(clientSecret) {
        const { error } = await stripe.handleNextAction({ clientSecret })
        return error ? { error: message(error) } : {}
      },
    })
    return () => onReady(null)
  }, [stripe, elements, onReady])
  return null
}

export default function StripePaymentFields({ publishableKey, locale, amountMinor, currency, methodType, onReady, onLoadError }: Props) {
  const stripePromise = useMemo(() => stripeFor(publishableKey, locale, onLoadError), [publishableKey, locale, onLoadError])
  return (
    <Elements
      key={methodType}
      stripe={stripePromise}
      options={{
        mode: 'payment',
        amount: amountMinor,
        currency: currency.toLowerCase(),
        captureMethod: 'manual',
        paymentMethodCreation: 'manual',
        allowedPaymentMethodTypes: [methodType],
        locale,
      }}
    >
      <PaymentElement options={{ layout: 'tabs' }} />
      <Bridge onReady={onReady} />
    </Elements>
  )
}
