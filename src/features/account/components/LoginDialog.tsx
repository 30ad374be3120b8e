'use client'
/**
 * Login modal (spec §3 "Login form": email, password, remember me; spec §8 messages) with sign-up and
 * social login. Loaded lazily by AccountMenu. Input is checked with the same zod rules the server
 * enforces (domain/validation.ts); the server's codes map to dictionary texts. An unconfirmed account
 * is offered the activation page (spec §4). "Forgot your password?" switches to the reset-link form.
 */
import { type FormEvent, useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { Checkbox } from '../../../components/ui/Checkbox'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import { TextField } from '../../../components/ui/TextField'
import type { LoginTexts } from './loginTexts'
import { type AccountErrorCode, type AccountFailure, isUnconfirmedCode } from '../domain/errors'
import { accountPath } from '../domain/paths'
import { LoginInput, SignUpInput, validate } from '../domain/validation'
import { formatMessage } from '../../../lib/i18n/format'
import { postAccount } from './api'
import { ForgotPasswordForm } from './ForgotPasswordForm'

type Props = {
  locale: string
  t: LoginTexts
  providers: string[]
  onClose: () => void
  onLoggedIn: (firstName: string) => void
}

type Mode = 'login' | 'signup' | 'signupDone' | 'forgot'

export default function LoginDialog({ locale, t, providers, onClose, onLoggedIn }: Props) {
  const [mode, setMode] = useState<Mode>('login')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [failure, setFailure] = useState<AccountFailure | null>(null)
  const [busy, setBusy] = useState(false)
  const text = (code: AccountErrorCode | undefined) => (code ? ((t.errors as Record<string, string>)[code] ?? t.errors.GENERAL_ERROR) : undefined)
  const fieldError = (field: keyof AccountFailure['fieldErrors']) => text(failure?.fieldErrors[field])
  const hasFieldErrors = failure ? Object.keys(failure.fieldErrors).length > 0 : false

  const switchMode = (next: Mode) => {
    setFailure(null)
    setMode(next)
  }

  async function submitLogin(e: FormEvent) {
    e.preventDefault()
    const body = { email, password, remember, locale }
    const checked = validate(LoginInput, body)
    if (!checked.ok) return setFailure(checked)
    setBusy(true)
    const result = await postAccount<{ firstName: string }>('/account-session/login/', body)
    setBusy(false)
    if (result.ok) return onLoggedIn(result.data.firstName)
    setFailure(result)
  }

  async function submitSignUp(e: FormEvent) {
    e.preventDefault()
    const body = { firstName, lastName, email, password, locale }
    const checked = validate(SignUpInput, body)
    if (!checked.ok) return setFailure(checked)
    setBusy(true)
    const result = await postAccount<{ email: string }>('/account-session/signup/', body)
    setBusy(false)
    if (result.ok) {
      setFailure(null)
      setPassword('')
      return setMode('signupDone')
    }
    setFailure(result)
  }

  const alert =
    failure && !hasFieldErrors ? (
      <div className="account-alert" role="alert">
        <p>{failure.message ?? text(failure.code)}</p>
        {isUnconfirmedCode(failure.code) ? (
          <p>
            <a href={`${accountPath(locale, 'activate')}?email=${encodeURIComponent(email)}`}>{t.goToActivation}</a>
          </p>
        ) : null}
      </div>
    ) : null
  const returnTo = typeof window === 'undefined' ? `/${locale}/` : window.location.pathname

  return (
    <ModalDialog
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={mode === 'login' ? t.loginTitle : mode === 'forgot' ? t.forgotTitle : t.signUpTitle}
      closeLabel={t.close}
      className="account-dialog"
    >
      {mode === 'login' ? (
        <>
          <Form className="account-form" onSubmit={submitLogin} validationBehavior="aria">
            <TextField label={t.email} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} errorMessage={fieldError('email')} isRequired autoFocus />
            <TextField label={t.password} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} errorMessage={fieldError('password')} isRequired />
            <p className="account-forgot">
              <Button className="account-link-button" onPress={() => switchMode('forgot')}>
                {t.forgotLink}
              </Button>
            </p>
            <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
              {t.remember}
            </Checkbox>
            {alert}
            <Button type="submit" className="button" isDisabled={busy}>
              {busy ? t.sending : t.submitLogin}
            </Button>
          </Form>
          {providers.length ? (
            <div className="account-social">
              <p>{t.orContinueWith}</p>
              <ul>
                {providers.map((p) => (
                  <li key={p}>
                    <a className="button button--ghost" href={`/account-session/oidc/${p}/?locale=${locale}&returnTo=${encodeURIComponent(returnTo)}`}>
                      {formatMessage(t.continueWith, { provider: (t.providers as Record<string, string>)[p] ?? p }, locale)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="account-switch">
            {t.noAccount}{' '}
            <Button className="account-link-button" onPress={() => switchMode('signup')}>
              {t.toSignUp}
            </Button>
          </p>
        </>
      ) : mode === 'signup' ? (
        <>
          <Form className="account-form" onSubmit={submitSignUp} validationBehavior="aria">
            <TextField label={t.firstName} name="firstName" autoComplete="given-name" value={firstName} onChange={setFirstName} errorMessage={fieldError('firstName')} isRequired autoFocus />
            <TextField label={t.lastName} name="lastName" autoComplete="family-name" value={lastName} onChange={setLastName} errorMessage={fieldError('lastName')} isRequired />
            <TextField label={t.email} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} errorMessage={fieldError('email')} isRequired />
            <TextField label={t.password} name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} errorMessage={fieldError('password')} isRequired />
            {alert}
            <Button type="submit" className="button" isDisabled={busy}>
              {busy ? t.sending : t.submitSignUp}
            </Button>
          </Form>
          <p className="account-switch">
            {t.haveAccount}{' '}
            <Button className="account-link-button" onPress={() => switchMode('login')}>
              {t.toLogin}
            </Button>
          </p>
        </>
      ) : mode === 'forgot' ? (
        <>
          <ForgotPasswordForm locale={locale} t={t} initialEmail={email} autoFocus />
          <p className="account-switch">
            <Button className="account-link-button" onPress={() => switchMode('login')}>
              {t.backToLogin}
            </Button>
          </p>
        </>
      ) : (
        <div className="account-done" role="status">
          <p>{formatMessage(t.signUpDone, { email }, locale)}</p>
          <Button className="button" onPress={() => switchMode('login')}>
            {t.toLogin}
          </Button>
        </div>
      )}
    </ModalDialog>
  )
}
