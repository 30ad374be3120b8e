'use client'
/**
 * Ticket checkout form: customer data (errors in the page's language,
 * typed values kept), card method per currency from the CMS, interest-free instalments by bank (up
 * to 12 months), acceptance, and payment through the one payments interface (sandbox provider,
 * labelled). Submits to `placeOrderAction`, which redirects to the order page.
 * With Stripe configured (`stripe` config): the hotel flow's Stripe block (Payment Element, loaded
 * only here; MSI plans from Stripe for MXN cards) replaces the sandbox label and the bank chooser.
 */
import { useActionState, useEffect, useState } from 'react'
import { track } from '../../../lib/analytics/dataLayer'
import { ContactFieldset, PaymentMethodsFieldset, TermsAndSubmit } from '../../checkout/components/PaymentFormParts'
import { StripePaymentBlock } from '../../checkout/components/stripe/StripePaymentBlock'
import type { StripeCheckoutConfig } from '../../checkout/components/useStripePaymentFlow'
import { InstallmentsChoice } from '../../checkout/components/InstallmentsChoice'
import { placeOrderAction, type PlaceOrderState } from '../server/actions'
import { useShopStripeCheckout } from './useShopStripeCheckout'
import { formatMessage } from '../../../lib/i18n/format'

export type CheckoutFormTexts = {
  legend: string
  firstName: string
  lastName: string
  email: string
  phone: string
  country: string
  payment: string
  acceptTerms: string
  submit: string
  submitting: string
  securePayment: string
  dueNow: string
  sandboxNotice: string
  installments: string
  installmentsHint: string
  bank: string
  months: string
  singlePayment: string
  monthsOption: string
  errors: Record<string, string>
  backToCart: string
}

type Props = {
  locale: string
  checkoutId: string
  idempotencyKey: string
  currency: string
  value: number
  methods: { apiCode: string; name: string }[]
  /** the policy pages the terms checkbox accepts */
  policies: { label: string; href: string }[]
  banks: { id: number; name: string; months: number[] }[]
  countries: { code: string; name: string }[]
  defaultCountry: string
  cartHref: string
  texts: CheckoutFormTexts
  /** Stripe Payment Element settings when Stripe is configured (`sessionId` = the checkout id); absent → the labelled sandbox */
  stripe?: StripeCheckoutConfig | null
}

const initial: PlaceOrderState = { status: 'idle' }

export function CheckoutForm({ locale, checkoutId, idempotencyKey, currency, value, methods, policies, banks, countries, defaultCountry, cartHref, texts, stripe }: Props) {
  const [state, action, pending] = useActionState(placeOrderAction, initial)
  // One idempotency key per payment attempt: a double submit reuses it (one order), but after a
  // declined or failed payment the next try is a new attempt (the server remembers the failed key).
  const [attemptKey, setAttemptKey] = useState(idempotencyKey)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a declined payment makes the next try a new attempt (new idempotency key)
    if (state.status === 'error' && (state.code === 'PAYMENT_DECLINED' || state.code === 'PAYMENT_FAILED')) setAttemptKey(crypto.randomUUID())
  }, [state])
  const stripeCheckout = useShopStripeCheckout(stripe, state, action)
  const [methodCode, setMethodCode] = useState((state.status === 'error' && state.values.methodCode) || methods[0]?.apiCode || '')
  const v = state.status === 'error' || state.status === 'payment' ? state.values : {}
  const fe = state.status === 'error' ? state.fieldErrors : {}
  const formError = state.status === 'error' && (state.code !== 'VALIDATION' || fe.checkoutId || fe.idempotencyKey) ? state : null
  return (
    <form
      action={action}
      className="guest-form shop-checkout-form"
      noValidate
      onSubmit={(e) => {
        const method = new FormData(e.currentTarget).get('methodCode')
        track('add_payment_info', { currency, value, payment_type: typeof method === 'string' ? method : undefined, items: [] })
        if (stripe) {
          e.preventDefault()
          void stripeCheckout.start(e.currentTarget)
        }
      }}
      onChange={(e) => {
        const input = e.target as unknown as HTMLInputElement
        if (input.name === 'methodCode') setMethodCode(input.value)
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <input type="hidden" name="idempotencyKey" value={attemptKey} />
      {formError ? (
        <div className="notice notice--error" role="alert" data-testid="checkout-error">
          <p>{formError.message ?? texts.errors[formError.code] ?? texts.errors[fe.checkoutId ?? ''] ?? texts.errors.GENERIC_ERROR}</p>
          <a href={cartHref}>{texts.backToCart}</a>
        </div>
      ) : null}
      <ContactFieldset texts={texts} values={v} fieldErrors={fe} countries={countries} defaultCountry={defaultCountry} />
      <PaymentMethodsFieldset texts={texts} methods={methods} chosen={v.methodCode} sandboxNotice={stripe ? null : texts.sandboxNotice} fieldErrors={fe}>
        {stripe ? <StripePaymentBlock config={stripe} checkout={stripeCheckout} methodCode={methodCode} errorText={(code) => texts.errors[code] ?? texts.errors.GENERIC_ERROR} /> : null}
        {!stripe && banks.length > 0 ? (
          <InstallmentsChoice
            texts={texts}
            banks={banks.map((b) => ({ id: b.id, name: b.name, months: b.months.map((m) => ({ count: m, label: formatMessage(texts.monthsOption, { months: m }, locale) })) }))}
            chosen={{ bank: v.bank, installments: v.installments }}
            className="shop-installments"
          />
        ) : null}
      </PaymentMethodsFieldset>
      <TermsAndSubmit texts={texts} accepted={v.acceptTerms === 'on'} fieldErrors={fe} busy={pending || stripeCheckout.busy} policies={policies} />
    </form>
  )
}
