'use client'
/**
 * Guest and payment form of step 2 BOOK (issue #4). Submits to the `placeBooking` server action;
 * errors come back as codes rendered with the texts passed in, and every typed value is kept (also
 * when the last room was taken meanwhile). Works without script as a plain form post.
 */
import { useRouter } from 'next/navigation'
import { useActionState, useState } from 'react'
import { track } from '../../../lib/analytics/dataLayer'
import { placeBooking, type PlaceBookingState } from '../server/placeBooking'
import { StripePaymentBlock } from '../../checkout/components/stripe/StripePaymentBlock'
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
  partialPayment: string | null
  acceptTerms: string
  submit: string
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
  /** Stripe Payment Element settings when Stripe is configured; absent → the labelled sandbox */
  stripe?: StripeCheckoutConfig | null
}

const initial: PlaceBookingState = { status: 'idle' }

export function GuestPaymentForm({ locale, currency, sessionId, methods, countries, defaultCountry, texts, searchHref, partial, stripe }: Props) {
  const [state, action, pending] = useActionState(placeBooking, initial)
  const stripeCheckout = useStripeCheckout(stripe, state, action)
  const [methodCode, setMethodCode] = useState((state.status === 'error' && state.values.methodCode) || methods[0]?.apiCode || '')
  const router = useRouter()
  const v = state.status === 'error' ? state.values : {}
  const fe = state.status === 'error' ? state.fieldErrors : {}
  const err = (field: string) =>
    fe[field] ? (
      <span className="field-error" id={`${field}-error`}>
        {texts.errors[fe[field]] ?? texts.errors.GENERIC_ERROR}
      </span>
    ) : null
  const described = (field: string) => (fe[field] ? `${field}-error` : undefined)
  const formError = state.status === 'error' && state.code !== 'VALIDATION' ? state : null
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
      {formError ? (
        <div className="notice notice--error" role="alert" data-testid="booking-error">
          <p>{texts.errors[formError.code] ?? formError.message ?? texts.errors.GENERIC_ERROR}</p>
          {formError.code === 'LAST_ROOM_TAKEN' ? <a href={searchHref}>{texts.lastRoomLink}</a> : null}
        </div>
      ) : null}
      <fieldset>
        <legend>{texts.legend}</legend>
        <div className="guest-form__grid">
          <label>
            {texts.firstName}
            <input name="firstName" autoComplete="given-name" defaultValue={v.firstName} aria-invalid={Boolean(fe.firstName)} aria-describedby={described('firstName')} required />
            {err('firstName')}
          </label>
          <label>
            {texts.lastName}
            <input name="lastName" autoComplete="family-name" defaultValue={v.lastName} aria-invalid={Boolean(fe.lastName)} aria-describedby={described('lastName')} required />
            {err('lastName')}
          </label>
          <label>
            {texts.email}
            <input name="email" type="email" autoComplete="email" defaultValue={v.email} aria-invalid={Boolean(fe.email)} aria-describedby={described('email')} required />
            {err('email')}
          </label>
          <label>
            {texts.phone}
            <input name="phone" type="tel" autoComplete="tel" defaultValue={v.phone} aria-invalid={Boolean(fe.phone)} aria-describedby={described('phone')} required />
            {err('phone')}
          </label>
          <label>
            {texts.country}
            <select name="country" autoComplete="country" defaultValue={v.country ?? defaultCountry} aria-invalid={Boolean(fe.country)} aria-describedby={described('country')}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {err('country')}
          </label>
          <label className="guest-form__wide">
            {texts.notes}
            <textarea name="notes" rows={3} maxLength={500} defaultValue={v.notes} aria-invalid={Boolean(fe.notes)} aria-describedby={described('notes')} />
            {err('notes')}
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts.payment}</legend>
        {stripe ? null : <p className="sandbox-notice">{texts.sandboxNotice}</p>}
        <div className="methods" role="radiogroup" aria-describedby={described('methodCode')}>
          {methods.map((m, i) => (
            <label key={m.apiCode} className="method">
              <input type="radio" name="methodCode" value={m.apiCode} defaultChecked={v.methodCode ? v.methodCode === m.apiCode : i === 0} /> {m.name}
            </label>
          ))}
        </div>
        {err('methodCode')}
        {stripe ? <StripePaymentBlock config={stripe} checkout={stripeCheckout} methodCode={methodCode} errorText={(code) => texts.errors[code] ?? texts.errors.GENERIC_ERROR} /> : null}
        {texts.partialPayment ? (
          <label className="check">
            <input
              type="checkbox"
              name="partialPayment"
              defaultChecked={state.status === 'error' ? v.partialPayment === 'on' : Boolean(partial?.checked)}
              data-testid="partial-payment"
              // The session is re-priced with the choice (PUT) and the summary shows what stays pending.
              onChange={(e) => partial && router.replace(e.currentTarget.checked ? partial.onHref : partial.offHref, { scroll: false })}
            />{' '}
            {texts.partialPayment}
          </label>
        ) : null}
      </fieldset>
      <label className="check">
        <input type="checkbox" name="acceptTerms" defaultChecked={v.acceptTerms === 'on'} aria-invalid={Boolean(fe.acceptTerms)} aria-describedby={described('acceptTerms')} /> {texts.acceptTerms}
      </label>
      {err('acceptTerms')}
      <button type="submit" className="button guest-form__submit" disabled={pending || stripeCheckout.busy} aria-busy={pending || stripeCheckout.busy}>
        {texts.submit}
      </button>
    </form>
  )
}
