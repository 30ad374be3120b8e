'use client'
/**
 * The Stripe side of the ticket checkout form (issue #5), the shop's twin of the hotel flow's
 * `useStripeCheckout` (same Payment Element block, same steps) around `placeOrderAction`:
 * 1. submit → the Payment Element validates; MXN cards: a PaymentMethod is created so the server can
 *    read Stripe's instalment plans (meses sin intereses);
 * 2. `paymentStage=prepare` → the server creates the checkout's PaymentIntent (its server total);
 * 3. MXN with plans: the customer picks a plan (or pays in full) and the server confirms with it
 *    (`confirmShopPaymentAction`), 3-D Secure via `handleNextAction`; otherwise the browser confirms
 *    with `stripe.confirmPayment` (Affirm redirects back to the same page);
 * 4. `paymentStage=commit` with `paymentReference` → `placeOrder` verifies the intent, orders, captures.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { StripeBrowserApi, StripeCheckoutConfig } from '../../hotel-booking/components/stripe/useStripeCheckout'
import { confirmShopPaymentAction, type PlaceOrderState } from '../server/actions'

type PaymentState = Extract<PlaceOrderState, { status: 'payment' }>
const storageKey = (checkoutId: string) => `hxa-stripe-shop:${checkoutId}`

/** `config.sessionId` carries the checkout id. */
export function useShopStripeCheckout(config: StripeCheckoutConfig | null | undefined, state: PlaceOrderState, dispatch: (form: FormData) => void) {
  const api = useRef<StripeBrowserApi | null>(null)
  const lastValues = useRef<Record<string, string>>({})
  const usedServerConfirm = useRef(false)
  const handled = useRef<string | null>(null)
  const [error, setError] = useState<{ code: string; message?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [choice, setChoice] = useState<PaymentState | null>(null)

  const post = useCallback(
    (values: Record<string, string>, extra: Record<string, string>) => {
      const fd = new FormData()
      for (const [k, v] of Object.entries({ ...values, ...extra })) fd.set(k, v)
      startTransition(() => dispatch(fd))
    },
    [dispatch],
  )
  const failed = useCallback((code: string, message?: string) => {
    setBusy(false)
    setError({ code, message })
  }, [])

  const finish = useCallback(
    async (payment: PaymentState, months: number | null) => {
      if (!config) return
      setBusy(true)
      setChoice(null)
      if (payment.paymentStatus !== 'authorized') {
        if (usedServerConfirm.current) {
          const r = await confirmShopPaymentAction({ checkoutId: config.sessionId, reference: payment.reference, months, locale: config.locale })
          if (!r.ok) return failed(r.code, r.message)
          if (r.status === 'requires_action' && r.clientSecret) {
            const next = await api.current?.handleNextAction(r.clientSecret)
            if (!next || next.error) return failed('PAYMENT_DECLINED', next?.error)
          } else if (r.status !== 'authorized') return failed('PAYMENT_NOT_AUTHORIZED')
        } else {
          if (!payment.clientSecret || !api.current) return failed('PAYMENT_PROVIDER_ERROR')
          sessionStorage.setItem(storageKey(config.sessionId), JSON.stringify(lastValues.current))
          const r = await api.current.confirm(payment.clientSecret, window.location.href)
          if (r.error) return failed('PAYMENT_DECLINED', r.error)
        }
      }
      post(lastValues.current, { paymentStage: 'commit', paymentReference: payment.reference })
    },
    [config, failed, post],
  )

  // The server answered the prepare step: choose a plan (MXN with plans) or confirm now.
  useEffect(() => {
    if (state.status === 'error') setBusy(false)
    if (state.status !== 'payment' || handled.current === state.reference + JSON.stringify(state.values)) return
    handled.current = state.reference + JSON.stringify(state.values)
    if (state.installmentPlans.length > 0 && state.paymentStatus !== 'authorized') {
      setBusy(false)
      setChoice(state)
    } else void finish(state, null)
  }, [state, finish])

  // Back from a redirect-based method (Affirm): commit with the stored form values.
  useEffect(() => {
    if (!config) return
    const q = new URLSearchParams(window.location.search)
    const reference = q.get('payment_intent')
    const stored = sessionStorage.getItem(storageKey(config.sessionId))
    if (!reference || !stored || q.get('redirect_status') !== 'succeeded') return
    sessionStorage.removeItem(storageKey(config.sessionId))
    setBusy(true)
    post(JSON.parse(stored) as Record<string, string>, { paymentStage: 'commit', paymentReference: reference })
  }, [config, post])

  /** Form submit with Stripe: validate the Element, then ask the server to prepare the payment. */
  const start = useCallback(
    async (form: HTMLFormElement) => {
      if (!config) return
      setError(null)
      const values = Object.fromEntries([...new FormData(form).entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
      lastValues.current = values
      const a = api.current
      if (!a) return failed('PAYMENT_PROVIDER_ERROR')
      setBusy(true)
      const invalid = await a.submit()
      if (invalid) return failed('PAYMENT_DECLINED', invalid)
      const extra: Record<string, string> = { paymentStage: 'prepare' }
      usedServerConfirm.current = config.currency === 'MXN' && !config.financingCodes.includes(values.methodCode ?? '')
      if (usedServerConfirm.current) {
        const pm = await a.createPaymentMethod()
        if ('error' in pm) return failed('PAYMENT_DECLINED', pm.error)
        extra.paymentMethodId = pm.id
      }
      handled.current = null
      post(values, extra)
    },
    [config, failed, post],
  )

  const onReady = useCallback((x: StripeBrowserApi | null) => {
    api.current = x
  }, [])

  return { start, onReady, error, busy, choice, choose: (months: number | null) => choice && void finish(choice, months) }
}
