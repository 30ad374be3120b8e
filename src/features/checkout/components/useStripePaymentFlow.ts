'use client'
/**
 * The browser side of a Stripe Payment Element checkout, shared by the hotel booking form (step 2
 * BOOK, `placeBooking`) and the ticket shop's checkout (`placeOrderAction`); both servers speak the
 * same two-post protocol (design/hotel-api-v1.md "Payments that meet this contract"; Stripe docs
 * "Finalize payments on the server" and "Accept a payment — deferred intent"):
 * 1. submit → the Payment Element validates; MXN cards (not the financing method): a PaymentMethod is
 *    created so the server can read Stripe's instalment plans (meses sin intereses);
 * 2. `paymentStage=prepare` → the server creates the PaymentIntent for its own total (and, hotel
 *    flow, holds the rooms) and answers a `payment` state with the intent's reference;
 * 3. MXN with plans: the customer picks a plan (or pays in full) and the server confirms with it
 *    (`confirmWithPlan`), 3-D Secure via `handleNextAction`; otherwise the browser confirms with
 *    `stripe.confirmPayment` (Affirm redirects and comes back to the same page, the form values kept
 *    in sessionStorage under `storageKey`); an intent the server reports already authorized is not
 *    confirmed again;
 * 4. `paymentStage=commit` with `paymentReference` → the server verifies the intent, commits the
 *    booking/order, captures.
 * Stripe.js itself is loaded by StripePaymentFields (dynamic import), on the payment step only.
 */
import type { CurrencyFormat } from '../../../lib/money/format'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

/** What the Payment Element block exposes to the flow once Stripe.js is ready. */
export type StripeBrowserApi = {
  /** validates the Payment Element; returns an error message or null */
  submit(): Promise<string | null>
  createPaymentMethod(): Promise<{ id: string } | { error: string }>
  confirm(clientSecret: string, returnUrl: string): Promise<{ error?: string }>
  handleNextAction(clientSecret: string): Promise<{ error?: string }>
}

/** Server-made configuration of the Payment Element block (amount in minor units of `currency`). */
export type StripeCheckoutConfig = {
  publishableKey: string
  /** the hotel payment-reservation session id, or the shop's checkout id */
  sessionId: string
  amountMinor: number
  currency: string
  /** how `currency` is written (the CMS currency with ISO 4217 decimals): the plans' amount per month */
  moneyFormat: CurrencyFormat
  locale: 'es' | 'en' | 'pt'
  /** method codes paid through Affirm (the financing method) */
  financingCodes: string[]
  texts: { loading: string; secureNotice: string; installmentsLegend: string; singlePayment: string; months: string; confirmPlan: string; unavailable: string }
}

/** The `payment` answer of a prepare post (both flows' action states have this member). */
export type PreparedPayment = {
  status: 'payment'
  reference: string
  clientSecret?: string | null
  /** the amount the intent authorizes, in minor units of the config's currency */
  amountMinor?: number
  installmentPlans: unknown[]
  values?: unknown
  /** 'authorized' when the intent needs no confirmation any more (shop: a retried submit) */
  paymentStatus?: string
}

/** Result of the server-side confirmation with a chosen plan. */
export type ConfirmWithPlanResult = { ok: true; status: string; clientSecret: string | null } | { ok: false; code: string; message?: string }

/**
 * @param config null/undefined without Stripe (sandbox): the hook then does nothing
 * @param state the form action's state (`status: 'payment'` after a prepare post, `'error'` on failure)
 * @param dispatch the form action
 * @param flow `storageKey` (sessionStorage key of the form values across a redirect) and
 *   `confirmWithPlan` (the flow's server action confirming the intent with `months`, null = one payment)
 */
export function useStripePaymentFlow<S extends { status: string }>(
  config: StripeCheckoutConfig | null | undefined,
  state: S,
  dispatch: (form: FormData) => void,
  flow: { storageKey: string; confirmWithPlan: (reference: string, months: number | null) => Promise<ConfirmWithPlanResult> },
) {
  const api = useRef<StripeBrowserApi | null>(null)
  const lastValues = useRef<Record<string, string>>({})
  const usedServerConfirm = useRef(false)
  const handled = useRef<string | null>(null)
  const [error, setError] = useState<{ code: string; message?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [choice, setChoice] = useState<Extract<S, PreparedPayment> | null>(null)
  const { storageKey, confirmWithPlan } = flow

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
    async (payment: PreparedPayment, months: number | null) => {
      if (!config) return
      setBusy(true)
      setChoice(null)
      if (payment.paymentStatus !== 'authorized') {
        if (usedServerConfirm.current) {
          const r = await confirmWithPlan(payment.reference, months)
          if (!r.ok) return failed(r.code, r.message)
          if (r.status === 'requires_action' && r.clientSecret) {
            const next = await api.current?.handleNextAction(r.clientSecret)
            if (!next || next.error) return failed('PAYMENT_DECLINED', next?.error)
          } else if (r.status !== 'authorized') return failed('PAYMENT_NOT_AUTHORIZED')
        } else {
          if (!payment.clientSecret || !api.current) return failed('PAYMENT_PROVIDER_ERROR')
          sessionStorage.setItem(storageKey, JSON.stringify(lastValues.current))
          const r = await api.current.confirm(payment.clientSecret, window.location.href)
          if (r.error) return failed('PAYMENT_DECLINED', r.error)
        }
      }
      post(lastValues.current, { paymentStage: 'commit', paymentReference: payment.reference })
    },
    [config, confirmWithPlan, failed, post, storageKey],
  )

  // The server answered the prepare step: choose a plan (MXN with plans) or confirm now.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the server action's answer: an error ends the busy state
    if (state.status === 'error') setBusy(false)
    if (state.status !== 'payment') return
    const payment = state as unknown as Extract<S, PreparedPayment>
    const key = payment.reference + JSON.stringify(payment.values)
    if (handled.current === key) return
    handled.current = key
    if (payment.installmentPlans.length > 0 && payment.paymentStatus !== 'authorized') {
      setBusy(false)
      setChoice(payment)
    } else void finish(payment, null)
  }, [state, finish])

  // Back from a redirect-based method (Affirm): commit with the stored form values.
  useEffect(() => {
    if (!config) return
    const q = new URLSearchParams(window.location.search)
    const reference = q.get('payment_intent')
    const stored = sessionStorage.getItem(storageKey)
    if (!reference || !stored || q.get('redirect_status') !== 'succeeded') return
    sessionStorage.removeItem(storageKey)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a 3-D Secure redirect back resumes the stored payment after hydration
    setBusy(true)
    post(JSON.parse(stored) as Record<string, string>, { paymentStage: 'commit', paymentReference: reference })
  }, [config, post, storageKey])

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
