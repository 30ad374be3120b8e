'use client'
/**
 * The "confirm this issuer" control under a social-login provider's issuer address (the virtual
 * `issuerConfirmation` field of site-settings › socialLogin › <provider>). While the address typed
 * differs from the saved one, it offers "Check issuer": a POST to the issuer-discovery endpoint
 * (src/cms/globals/issuerConfirmation.ts), which fetches the OpenID discovery document server-side
 * and answers the issuer, its endpoints and their hosts. "Confirm this issuer" then puts the signed
 * confirmation into the field, which the save sends; the server refuses a changed issuer without it.
 * Changing the address again clears a confirmation made for the previous one. After a refused save
 * the box says what is missing itself: the field's own message can be wiped by a form-state answer
 * of Payload's that was in flight when Save was pressed (it validates as the admin types, where the
 * address alone is checked).
 */
import { useConfig, useField, useFormFields, useFormSubmitted, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { IssuerDiscovery } from '../../features/account/domain/social'

export type IssuerConfirmationTexts = {
  check: string
  checking: string
  changed: string
  unconfirmed: string
  warning: string
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
  userinfoEndpoint: string
  hosts: string
  hash: string
  none: string
  confirm: string
  confirmed: string
  failed: string
}

/** The check endpoint's answer: the discovery as the server read it, and its signed confirmation. */
type Check = IssuerDiscovery & { confirmation: string }

type Props = { path: string; readOnly?: boolean; provider: string; texts: Record<'es' | 'en', IssuerConfirmationTexts> }

export function IssuerConfirmation({ path, readOnly, provider, texts }: Props) {
  const { i18n } = useTranslation()
  const t = texts[i18n.language === 'es' ? 'es' : 'en']
  const { config } = useConfig()
  const { setValue } = useField<string>({ path })
  const issuerPath = path.replace(/issuerConfirmation$/, 'issuerUrl')
  const issuer = useFormFields(([fields]) => fields[issuerPath])
  const typed = typeof issuer?.value === 'string' ? issuer.value : ''
  const changed = typed !== '' && typed !== (issuer?.initialValue ?? '')
  const [check, setCheck] = useState<{ for: string; data: Check } | null>(null)
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submitted = useFormSubmitted()

  // a confirmation holds for the address it was made for only
  useEffect(() => {
    if (confirmedFor !== null && confirmedFor !== typed) setValue(null, true)
  }, [typed, confirmedFor, setValue])

  if (readOnly || !changed) return null

  async function runCheck() {
    setBusy(true)
    setError(null)
    setCheck(null)
    try {
      const res = await fetch(`${config.routes.api}/globals/site-settings/issuer-discovery`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider, issuerUrl: typed }),
      })
      const body = (await res.json().catch(() => null)) as { ok?: boolean; message?: string; data?: Check } | null
      if (!res.ok || !body?.ok || !body.data) setError(body?.message ?? t.failed)
      else setCheck({ for: typed, data: body.data })
    } catch {
      setError(t.failed)
    } finally {
      setBusy(false)
    }
  }

  const shown = check && check.for === typed ? check.data : null
  const confirmed = confirmedFor === typed
  const row = (label: string, value: string | null) => (
    <tr>
      <th scope="row" style={{ textAlign: 'left', paddingRight: '1rem', verticalAlign: 'top', fontWeight: 600 }}>
        {label}
      </th>
      <td style={{ wordBreak: 'break-all' }}>{value ?? t.none}</td>
    </tr>
  )

  return (
    <div className="field-type issuer-confirmation" data-testid={`issuer-confirmation-${provider}`} style={{ margin: '0 0 1.5rem' }}>
      <p style={{ margin: '0 0 0.5rem' }}>{t.changed}</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={runCheck} disabled={busy} style={{ margin: 0 }}>
        {busy ? t.checking : t.check}
      </button>
      {submitted && !confirmed && !error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.5rem 0 0' }}>
          {t.unconfirmed}
        </p>
      ) : null}
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.5rem 0 0' }}>
          {error}
        </p>
      ) : null}
      {shown ? (
        <div style={{ marginTop: '0.75rem' }}>
          <table style={{ borderCollapse: 'collapse', marginBottom: '0.5rem' }}>
            <tbody>
              {row(t.issuer, shown.issuer)}
              {row(t.authorizationEndpoint, shown.authorizationEndpoint)}
              {row(t.tokenEndpoint, shown.tokenEndpoint)}
              {row(t.jwksUri, shown.jwksUri)}
              {row(t.userinfoEndpoint, shown.userinfoEndpoint)}
              {row(t.hosts, shown.hosts.join(', '))}
              {row(t.hash, shown.discoveryHash)}
            </tbody>
          </table>
          <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>{t.warning}</p>
          {confirmed ? (
            <p role="status" style={{ margin: 0 }}>
              {t.confirmed}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => {
                setValue(shown.confirmation)
                setConfirmedFor(typed)
              }}
            >
              {t.confirm}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
