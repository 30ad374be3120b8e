'use client'
/**
 * Guest and payment form of step 2 BOOK. Submits to the `placeBooking` server action;
 * errors come back as codes rendered with the texts passed in, and every typed value is kept (also
 * when the last room was taken meanwhile). Works without script as a plain form post.
 * When every chosen rate takes a deposit (spec §4 pending amount) the guest picks what is paid now:
 * the deposit (checked unless the session pays in full; posts `partialPayment=on`) with the balance
 * and its due date, or the full amount (`partialPayment=off`). In MXN without Stripe, the bank and
 * interest-free months (spec §9, the shop's chooser), each option with the amount charged per month.
 */
import { useRouter } from 'next/navigation'
import { useActionState, useState } from 'react'
import { track } from '../../../lib/analytics/dataLayer'
import { placeBooking, type PlaceBookingState } from '../server/placeBooking'
import { ContactFieldset, fieldErrorParts, PaymentMethodsFieldset, TermsAndSubmit } from '../../checkout/components/PaymentFormParts'
import { StripePaymentBlock } from '../../checkout/components/stripe/StripePaymentBlock'
import { InstallmentsChoice } from '../../checkout/components/InstallmentsChoice'
import { type StripeCheckoutConfig, useStripeCheckout } from './stripe/useStripeCheckout'

export type GuestFormTexts = {
  legend: string
  firstName: string
  lastName: string
  email: string
  phone: string
  country: string
  notes: string
  payment: string
  /** the deposit / full-amount choice, when every chosen rate takes a deposit */
  partialPayment: { legend: string; deposit: string; balance: string; full: string } | null
  installments: string
  installmentsHint: string
  bank: string
  months: string
  singlePayment: string
  acceptTerms: string
  submit: string
  submitting: string
  securePayment: string
  dueNow: string
  sandboxNotice: string
  errors: Record<string, string>
  lastRoomLink: string
}

type Props = {
  locale: string
  /** ISO code of the session's currency (analytics) */
  currency: string
  sessionId: string
  methods: { apiCode: string; name: string }[]
  countries: { code: string; name: string }[]
  defaultCountry: string
  texts: GuestFormTexts
  searchHref: string
  /** partial-payment choice when the session allows it: current state and the page URLs for each choice */
  partial?: { checked: boolean; onHref: string; offHref: string }
  /** the policy pages the terms checkbox accepts */
  policies: { label: string; href: string }[]
  /** the formatted amount charged now (the button says 'Pay and book', not the amount) */
  dueNow: string
  /** Stripe Payment Element settings when Stripe is configured; absent → the labelled sandbox */
  stripe?: StripeCheckoutConfig | null
  /** banks offering interest-free months for this payment (sandbox, MXN), each month option with its label and amount per month */
  banks?: { id: number; name: string; months: { count: number; label: string }[] }[]
}

const initial: PlaceBookingState = { status: 'idle' }

export function GuestPaymentForm({ locale, currency, sessionId, methods, countries, defaultCountry, texts, searchHref, partial, policies, dueNow, stripe, banks = [] }: Props) {
  const [state, action, pending] = useActionState(placeBooking, initial)
  const stripeCheckout = useStripeCheckout(stripe, state, action)
  const [methodCode, setMethodCode] = useState((state.status === 'error' && state.values.methodCode) || methods[0]?.apiCode || '')
  const router = useRouter()
  const v = state.status === 'error' ? state.values : {}
  const fe = state.status === 'error' ? state.fieldErrors : {}
  const { err, described } = fieldErrorParts(fe, texts.errors)
  const formError = state.status === 'error' && state.code !== 'VALIDATION' ? state : null
  // the deposit unless the session pays in full (after a refused submit: what was posted)
  const payDeposit = state.status === 'error' && v.partialPayment ? v.partialPayment === 'on' : (partial?.checked ?? true)
  const choosePartial = (on: boolean) => partial && router.replace(on ? partial.onHref : partial.offHref, { scroll: false })
  return (
    <form
      action={action}
      className="guest-form"
      noValidate
      onSubmit={(e) => {
        const method = new FormData(e.currentTarget).get('methodCode')
        track('add_payment_info', { currency: currency, payment_type: typeof method === 'string' ? method : undefined, items: [] })
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
      <input type="hidden" name="sessionId" value={sessionId} />
      {formError?.code === 'BOOKING_PENDING' ? (
        // not an error: the booking is being confirmed (the sweeps finish it and email the guest)
        <div className="notice" role="status" data-testid="booking-confirming">
          <p>{texts.errors.BOOKING_PENDING}</p>
        </div>
      ) : formError ? (
        <div className="notice notice--error" role="alert" data-testid="booking-error">
          <p>{texts.errors[formError.code] ?? formError.message ?? texts.errors.GENERIC_ERROR}</p>
          {formError.code === 'LAST_ROOM_TAKEN' ? <a href={searchHref}>{texts.lastRoomLink}</a> : null}
        </div>
      ) : null}
      <ContactFieldset texts={texts} values={v} fieldErrors={fe} countries={countries} defaultCountry={defaultCountry}>
        <label className="guest-form__wide">
          {texts.notes}
          <textarea name="notes" rows={3} maxLength={500} defaultValue={v.notes} aria-invalid={Boolean(fe.notes)} aria-describedby={described('notes')} />
          {err('notes')}
        </label>
      </ContactFieldset>
      {texts.partialPayment ? (
        // The session is re-priced with the choice (PUT) and the summary and the amount due now follow it.
        <fieldset className="pay-plan" data-testid="pay-plan">
          <legend>{texts.partialPayment.legend}</legend>
          <label className="method pay-plan__option">
            <input type="radio" name="partialPayment" value="on" defaultChecked={payDeposit} data-testid="pay-deposit" onChange={() => choosePartial(true)} />
            <span>
              {texts.partialPayment.deposit}
              <small className="pay-plan__balance" data-testid="pay-deposit-balance">
                {texts.partialPayment.balance}
              </small>
            </span>
          </label>
          <label className="method pay-plan__option">
            <input type="radio" name="partialPayment" value="off" defaultChecked={!payDeposit} data-testid="pay-full" onChange={() => choosePartial(false)} />
            <span>{texts.partialPayment.full}</span>
          </label>
        </fieldset>
      ) : null}
      <PaymentMethodsFieldset texts={texts} methods={methods} chosen={v.methodCode} sandboxNotice={stripe ? null : texts.sandboxNotice} fieldErrors={fe}>
        {stripe ? <StripePaymentBlock config={stripe} checkout={stripeCheckout} methodCode={methodCode} errorText={(code) => texts.errors[code] ?? texts.errors.GENERIC_ERROR} /> : null}
        {!stripe && banks.length > 0 ? (
          <InstallmentsChoice
            texts={texts}
            banks={banks}
            chosen={{ bank: v.bank, installments: v.installments }}
            className="installments-choice"
            testId="installments-choice"
            error={err('installments')}
            describedBy={described('installments')}
          />
        ) : null}
      </PaymentMethodsFieldset>
      <TermsAndSubmit texts={texts} accepted={v.acceptTerms === 'on'} fieldErrors={fe} busy={pending || stripeCheckout.busy} policies={policies} dueNow={dueNow} />
    </form>
  )
}
