'use client'
/**
 * New-password form of the reset page: new password + confirmation with the sign-up
 * password rules (domain/validation.ts `ResetInput`), posted with the link's token to
 * `/account-session/reset/`. Success: the server has set a fresh session cookie, so the customer goes
 * to the account page, which confirms the change. A token the server refuses (expired, used) shows
 * the localized message and the "ask for a new link" form.
 */
import { type FormEvent, useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { TextField } from '../../../components/ui/TextField'
import type { Messages } from '../../../lib/i18n/dictionaries'
import type { AccountFailure } from '../domain/errors'
import { accountPath } from '../domain/paths'
import { ResetInput, validate } from '../domain/validation'
import { postAccount } from './api'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import './account.css'

export function ResetPasswordForm({ locale, t, token }: { locale: string; t: Messages['account']; token: string }) {
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [failure, setFailure] = useState<AccountFailure | null>(null)
  const [busy, setBusy] = useState(false)
  const text = (code?: string) => (code ? ((t.errors as Record<string, string>)[code] ?? t.errors.GENERAL_ERROR) : undefined)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = { token, password, passwordConfirm, locale }
    const checked = validate(ResetInput, body)
    if (!checked.ok) return setFailure(checked)
    setBusy(true)
    const result = await postAccount<{ firstName: string }>('/account-session/reset/', body)
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, so the account page renders with the session cookie the reset just set
    if (result.ok) return window.location.assign(`${accountPath(locale, 'account')}?password_reset=1`)
    setBusy(false)
    setFailure(result)
  }

  if (failure?.code === 'RESET_TOKEN_INVALID') {
    return <ResetLinkInvalid locale={locale} t={t} />
  }
  const fieldCodes = failure ? Object.keys(failure.fieldErrors) : []
  return (
    <Form className="account-form" onSubmit={submit} validationBehavior="aria">
      <p>{t.resetText}</p>
      <TextField
        label={t.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        errorMessage={text(failure?.fieldErrors.password)}
        isRequired
        autoFocus
      />
      <TextField
        label={t.confirmPassword}
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        value={passwordConfirm}
        onChange={setPasswordConfirm}
        errorMessage={text(failure?.fieldErrors.passwordConfirm)}
        isRequired
      />
      {failure && !fieldCodes.some((f) => f === 'password' || f === 'passwordConfirm') ? (
        <p className="account-alert" role="alert">
          {failure.message ?? text(failure.code)}
        </p>
      ) : null}
      <Button type="submit" className="button" isDisabled={busy}>
        {busy ? t.sending : t.resetSubmit}
      </Button>
    </Form>
  )
}

/** What a refused reset link shows (expired, used or unknown): the spec's message and the form to ask for a new link. */
export function ResetLinkInvalid({ locale, t }: { locale: string; t: Messages['account'] }) {
  return (
    <>
      <p className="account-alert" role="alert">
        {t.resetInvalidText}
      </p>
      <h2>{t.resetAskAgain}</h2>
      <ForgotPasswordForm locale={locale} t={t} />
    </>
  )
}
