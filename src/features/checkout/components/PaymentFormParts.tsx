/**
 * The parts both checkouts' forms are made of: the hotel's guest and payment form
 * (step 2 BOOK) and the shop's checkout form render the same contact fieldset, payment-method radio
 * group and terms + submit from here, and add their own parts as children (the hotel's arrival
 * notes and deposit choice, the shop's bank instalments). The fields match
 * `contactFields`/`paymentChoiceFields` (../domain/contactForm.ts); errors are dictionary keys
 * turned into text with `errors`, each tied to its field by `aria-describedby`.
 */
import type { ReactNode } from 'react'

/** Dictionary key → text; its `GENERIC_ERROR` is the fallback for an unknown key. */
export type ErrorTexts = Record<string, string>

/** The error message under a field (`<field>-error`) and the id a control points to, from the server's field errors. */
export function fieldErrorParts(fieldErrors: Record<string, string>, errors: ErrorTexts) {
  const err = (field: string) =>
    fieldErrors[field] ? (
      <span className="field-error" id={`${field}-error`}>
        {errors[fieldErrors[field]] ?? errors.GENERIC_ERROR}
      </span>
    ) : null
  const described = (field: string) => (fieldErrors[field] ? `${field}-error` : undefined)
  return { err, described }
}

type FieldValues = Partial<Record<string, string>>

/** Guest name, email, phone and country; `children` are more fields in the same grid. */
export function ContactFieldset({
  texts,
  values: v,
  fieldErrors: fe,
  countries,
  defaultCountry,
  children,
}: {
  texts: { legend: string; firstName: string; lastName: string; email: string; phone: string; country: string; errors: ErrorTexts }
  values: FieldValues
  fieldErrors: Record<string, string>
  countries: { code: string; name: string }[]
  defaultCountry: string
  children?: ReactNode
}) {
  const { err, described } = fieldErrorParts(fe, texts.errors)
  return (
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
        {children}
      </div>
    </fieldset>
  )
}

/**
 * The payment fieldset: the sandbox notice when no real provider is configured (`sandboxNotice`),
 * the methods offered for the currency as a radio group (the first checked unless the visitor chose
 * one), its error, then `children` (the Stripe block, the deposit choice or the bank instalments).
 */
export function PaymentMethodsFieldset({
  texts,
  methods,
  chosen,
  sandboxNotice,
  fieldErrors,
  children,
}: {
  texts: { payment: string; errors: ErrorTexts }
  methods: { apiCode: string; name: string }[]
  /** the method the visitor chose before a failed submit */
  chosen?: string
  sandboxNotice: string | null
  fieldErrors: Record<string, string>
  children?: ReactNode
}) {
  const { err, described } = fieldErrorParts(fieldErrors, texts.errors)
  return (
    <fieldset>
      <legend>{texts.payment}</legend>
      {sandboxNotice ? (
        <p className="sandbox-notice" data-testid="sandbox-notice">
          {sandboxNotice}
        </p>
      ) : null}
      <div className="methods" role="radiogroup" aria-label={texts.payment} aria-describedby={described('methodCode')}>
        {methods.map((m, i) => (
          <label key={m.apiCode} className="method">
            <input type="radio" name="methodCode" value={m.apiCode} defaultChecked={chosen ? chosen === m.apiCode : i === 0} /> {m.name}
          </label>
        ))}
      </div>
      {err('methodCode')}
      {children}
    </fieldset>
  )
}

/** The terms checkbox, its error, and the submit button (disabled and `aria-busy` while `busy`). */
/**
 * The terms checkbox with links to the policies it accepts, the amount the button charges (when the
 * button does not say it), the submit button that says it is working while busy, and the secure-
 * payment note (a traveller sees what they pay and what they accept next to the button).
 */
export function TermsAndSubmit({
  texts,
  accepted,
  fieldErrors,
  busy,
  policies,
  dueNow,
}: {
  texts: { acceptTerms: string; submit: string; submitting: string; securePayment: string; dueNow: string; errors: ErrorTexts }
  accepted: boolean
  fieldErrors: Record<string, string>
  busy: boolean
  /** the policy pages the checkbox accepts, opened in a new tab so the form keeps its values */
  policies: { label: string; href: string }[]
  /** the formatted amount charged now, when the button's own text does not carry it */
  dueNow?: string | null
}) {
  const { err, described } = fieldErrorParts(fieldErrors, texts.errors)
  return (
    <>
      <label className="check">
        <input type="checkbox" name="acceptTerms" defaultChecked={accepted} aria-invalid={Boolean(fieldErrors.acceptTerms)} aria-describedby={described('acceptTerms')} /> {texts.acceptTerms}
      </label>
      <p className="terms-links">
        {policies.map((p, i) => (
          <span key={p.href}>
            {i > 0 ? ' · ' : null}
            <a href={p.href} target="_blank" rel="noopener">
              {p.label}
            </a>
          </span>
        ))}
      </p>
      {err('acceptTerms')}
      {/* the amount due and the pay button: on phones a bar fixed to the bottom of the screen */}
      <div className="pay-cta flow-bar" data-testid="pay-cta">
        {dueNow ? (
          <p className="due-now" data-testid="due-now">
            {texts.dueNow}: <strong>{dueNow}</strong>
          </p>
        ) : null}
        <button type="submit" className="button guest-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? texts.submitting : texts.submit}
        </button>
      </div>
      <p className="secure-note">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
          <path d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z" />
        </svg>{' '}
        {texts.securePayment}
      </p>
    </>
  )
}
