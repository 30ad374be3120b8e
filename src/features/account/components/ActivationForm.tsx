'use client'
/**
 * "Send the link again" on the activation page: validates the email with the shared rules and posts
 * it to `/account-session/resend/`; the answer is the same whether or not the account exists.
 */
import { type FormEvent, useEffect, useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { TextField } from '../../../components/ui/TextField'
import type { Messages } from '../../../lib/i18n/dictionaries'
import type { AccountFailure } from '../domain/errors'
import { ResendInput, validate } from '../domain/validation'
import { postAccount } from './api'
import './account.css'

export function ActivationForm({ locale, t }: { locale: string; t: Messages['account'] }) {
  const [email, setEmail] = useState('')
  const [failure, setFailure] = useState<AccountFailure | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('email')
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the email of the link is read from the URL after hydration (the page is static)
    if (given) setEmail(given.slice(0, 254))
  }, [])
  const text = (code?: string) => (code ? ((t.errors as Record<string, string>)[code] ?? t.errors.GENERAL_ERROR) : undefined)
  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = { email, locale }
    const checked = validate(ResendInput, body)
    if (!checked.ok) return setFailure(checked)
    setBusy(true)
    const result = await postAccount<{ sent: true }>('/account-session/resend/', body)
    setBusy(false)
    if (result.ok) {
      setFailure(null)
      return setSent(true)
    }
    setFailure(result)
  }
  return (
    <Form className="account-form" onSubmit={submit} validationBehavior="aria">
      <TextField label={t.email} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} errorMessage={text(failure?.fieldErrors.email)} isRequired />
      {failure && !failure.fieldErrors.email ? (
        <p className="account-alert" role="alert">
          {failure.message ?? text(failure.code)}
        </p>
      ) : null}
      {sent ? <p role="status">{t.activationSent}</p> : null}
      <Button type="submit" className="button" isDisabled={busy}>
        {busy ? t.sending : t.activationSend}
      </Button>
    </Form>
  )
}
