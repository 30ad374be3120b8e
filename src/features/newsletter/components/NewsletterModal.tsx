'use client'
/**
 * Newsletter sign-up modal (spec §3 Newsletter form, §5 validation, §8 outcomes). Loaded on demand
 * from the footer button, so content pages do not ship it. The shared domain schema decides the
 * errors (shown after the first submit, then live); the server enforces the same schema, checks the
 * captcha and answers a code whose text comes from the dictionary, shown inline. The form's action is
 * the sign-up endpoint itself: posted as a plain form it answers with the thanks or error page.
 */
import { createTranslator } from 'next-intl'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { Checkbox } from '@/components/ui/Checkbox'
import { ModalDialog } from '@/components/ui/ModalDialog'
import { Select } from '@/components/ui/Select'
import { TextField } from '@/components/ui/TextField'
import { contentLocaleOf, type RouteLocale } from '@/lib/i18n/locales'
import { countryOptions } from '../../../lib/geo/countries'
import { suggestEmail } from '../domain/emailSuggestion'
import { type NewsletterFieldErrors, type NewsletterSignupField, validateSignup } from '../domain/signup'
import { AltchaField, type AltchaFieldHandle } from './AltchaField'
import type { NewsletterTexts } from './newsletterTexts'
import './newsletter.css'

type Values = { firstName: string; lastName: string; email: string; country: string; acceptance: boolean; permission: boolean; captcha: string }
const EMPTY: Values = { firstName: '', lastName: '', email: '', country: '', acceptance: false, permission: false, captcha: '' }

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'registered'; message: string } | { kind: 'error'; message: string }

/** `texts`: the dialog's namespace of the locale's catalogue (`loadNewsletterTexts`). */
export type NewsletterModalProps = { locale: RouteLocale; texts: NewsletterTexts; isOpen: boolean; onOpenChange: (open: boolean) => void }

export default function NewsletterModal({ locale, texts, isOpen, onOpenChange }: NewsletterModalProps) {
  const lang = contentLocaleOf(locale)
  const t = useMemo(() => createTranslator({ locale: lang, messages: { newsletter: texts }, namespace: 'newsletter' }), [lang, texts])
  const countries = useMemo(() => countryOptions(locale).map((c) => ({ id: c.code, name: c.name })), [locale])
  const [values, setValues] = useState<Values>(EMPTY)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<NewsletterFieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [suggestion, setSuggestion] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const captchaRef = useRef<AltchaFieldHandle>(null)

  const clientErrors: NewsletterFieldErrors = useMemo(() => {
    if (!attempted) return {}
    const r = validateSignup(values)
    return r.ok ? {} : r.fieldErrors
  }, [attempted, values])
  const errors: NewsletterFieldErrors = { ...serverErrors, ...clientErrors }
  const message = (field: NewsletterSignupField) => {
    const code = errors[field]
    return code ? t(`errors.${code}`) : null
  }

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    setServerErrors(({ [field]: _dropped, ...rest }) => rest)
    if (status.kind === 'error') setStatus({ kind: 'idle' })
  }

  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus())

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'submitting' || status.kind === 'registered') return
    setAttempted(true)
    const validation = validateSignup(values)
    if (!validation.ok) {
      focusFirstInvalid()
      return
    }
    setStatus({ kind: 'submitting' })
    try {
      const res = await fetch(`/${locale}/newsletter/subscribe/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      })
      const body = (await res.json().catch(() => null)) as {
        ok?: boolean
        code?: string
        redirectTo?: string
        data?: { redirectTo?: string }
        fieldErrors?: NewsletterFieldErrors
      } | null
      if (res.status === 201 && body?.data?.redirectTo) {
        window.location.assign(body.data.redirectTo)
        return
      }
      if (res.status === 409 && body?.code === 'EMAIL_REGISTERED') {
        setStatus({ kind: 'registered', message: t('outcome.registered') })
        const target = body.redirectTo
        if (target) window.setTimeout(() => window.location.assign(target), 1500)
        return
      }
      captchaRef.current?.reset()
      setValues((v) => ({ ...v, captcha: '' }))
      if (res.status === 422 && body?.fieldErrors) {
        setServerErrors(body.fieldErrors)
        setStatus({ kind: 'error', message: t('outcome.checkFields') })
        focusFirstInvalid()
        return
      }
      setStatus({ kind: 'error', message: res.status === 429 ? t('outcome.rateLimited') : t('outcome.tryLater') })
    } catch {
      captchaRef.current?.reset()
      setValues((v) => ({ ...v, captcha: '' }))
      setStatus({ kind: 'error', message: t('outcome.tryLater') })
    }
  }

  const privacyHref = lang === 'es' ? `/${locale}/aviso-de-privacidad/` : `/${locale}/privacy-notice/`
  const captchaError = message('captcha')

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('title')} closeLabel={t('close')} className="newsletter-modal">
      <p className="newsletter-modal__intro">{t('intro')}</p>
      <p className="newsletter-modal__required">{t('required')}</p>
      <Form ref={formRef} action={`/${locale}/newsletter/subscribe/`} method="post" onSubmit={submit} validationBehavior="aria" className="newsletter-form" aria-describedby="newsletter-status">
        <div className="newsletter-form__row">
          <TextField
            label={t('fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            isRequired
            value={values.firstName}
            onChange={(v) => set('firstName', v)}
            errorMessage={message('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            isRequired
            value={values.lastName}
            onChange={(v) => set('lastName', v)}
            errorMessage={message('lastName')}
          />
        </div>
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={(v) => {
            set('email', v)
            if (suggestion) setSuggestion(suggestEmail(v))
          }}
          onBlur={() => setSuggestion(suggestEmail(values.email))}
          errorMessage={message('email')}
          description={
            suggestion ? (
              <button
                type="button"
                className="newsletter-form__suggestion"
                onClick={() => {
                  set('email', suggestion)
                  setSuggestion(null)
                }}
              >
                {t('suggestion', { email: suggestion })}
              </button>
            ) : undefined
          }
        />
        <Select
          label={t('fields.country')}
          name="country"
          autoComplete="country"
          isRequired
          placeholder={t('fields.countryPlaceholder')}
          options={countries}
          value={values.country || null}
          onChange={(v) => set('country', v ?? '')}
          errorMessage={message('country')}
        />
        <Checkbox name="acceptance" isSelected={values.acceptance} onChange={(v) => set('acceptance', v)} errorMessage={message('acceptance')}>
          {t('fields.acceptance')}
        </Checkbox>
        <p className="newsletter-form__privacy">
          <a href={privacyHref} target="_blank" rel="noopener">
            {t('privacyLink')}
          </a>
        </p>
        <Checkbox name="permission" isSelected={values.permission} onChange={(v) => set('permission', v)} errorMessage={message('permission')}>
          {t('fields.permission')}
        </Checkbox>
        <div className="ui-field">
          <span id="newsletter-captcha-label" className="ui-field__label">
            {t('fields.captcha')}
          </span>
          <AltchaField
            ref={captchaRef}
            challengeUrl={`/${locale}/newsletter/challenge/`}
            language={lang === 'es' ? 'es-419' : 'en'}
            labelledBy="newsletter-captcha-label"
            describedBy={captchaError ? 'newsletter-captcha-error' : undefined}
            onChange={(payload) => set('captcha', payload)}
          />
          {captchaError ? (
            <p id="newsletter-captcha-error" className="ui-field__error">
              {captchaError}
            </p>
          ) : null}
        </div>
        <p id="newsletter-status" className={`newsletter-form__status newsletter-form__status--${status.kind}`} role="status" aria-live="polite">
          {status.kind === 'registered' || status.kind === 'error' ? status.message : ''}
        </p>
        <button type="submit" className="button newsletter-form__submit" disabled={status.kind === 'submitting' || status.kind === 'registered'}>
          {status.kind === 'submitting' ? t('submitting') : t('submit')}
        </button>
      </Form>
    </ModalDialog>
  )
}
