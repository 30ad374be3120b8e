'use client'
/**
 * "Forgot your password?" form: the email, checked with the shared rules, posted to
 * `/account-session/forgot/`. The answer — and so the message shown — is the same whether or not an
 * account exists. Used by the login modal and by the reset page after a bad or expired link.
 */
import { type FormEvent, useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { TextField } from '../../../components/ui/TextField'
import type { LoginTexts } from './loginTexts'
import type { AccountFailure } from '../domain/errors'
import { ForgotInput, validate } from '../domain/validation'
import { postAccount } from './api'
import './account.css'

type Props = { locale: string; t: Pick<LoginTexts, 'email' | 'errors' | 'sending' | 'forgotText' | 'forgotSubmit' | 'forgotSent'>; initialEmail?: string; autoFocus?: boolean }

export function ForgotPasswordForm({ locale, t, initialEmail = '', autoFocus }: Props) {
  const [email, setEmail] = useState(initialEmail)
  const [failure, setFailure] = useState<AccountFailure | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const text = (code?: string) => (code ? ((t.errors as Record<string, string>)[code] ?? t.errors.GENERAL_ERROR) : undefined)
  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = { email, locale }
    const checked = validate(ForgotInput, body)
    if (!checked.ok) return setFailure(checked)
    setBusy(true)
    const result = await postAccount<{ sent: true }>('/account-session/forgot/', body)
    setBusy(false)
    if (result.ok) {
      setFailure(null)
      return setSent(true)
    }
    setSent(false)
    setFailure(result)
  }
  return (
    <Form className="account-form" onSubmit={submit} validationBehavior="aria">
      <p>{t.forgotText}</p>
      <TextField label={t.email} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} errorMessage={text(failure?.fieldErrors.email)} isRequired autoFocus={autoFocus} />
      {failure && !failure.fieldErrors.email ? (
        <p className="account-alert" role="alert">
          {failure.message ?? text(failure.code)}
        </p>
      ) : null}
      {sent ? (
        <p className="account-notice" role="status">
          {t.forgotSent}
        </p>
      ) : null}
      <Button type="submit" className="button" isDisabled={busy}>
        {busy ? t.sending : t.forgotSubmit}
      </Button>
    </Form>
  )
}
