'use client'
/**
 * The admin's second-factor form (src/cms/components/SecondFactorView.tsx): enrol (a new secret as a
 * QR code and as text, then the first 6-digit code, then the ten recovery codes shown once) or verify
 * (a 6-digit code, or a recovery code). Posts JSON to `/api/users/second-factor/*` (same origin, the
 * admin's cookie; src/cms/auth/secondFactor.ts) and opens the admin once the session has passed.
 */
import { useState, type FormEvent } from 'react'

export type SecondFactorTexts = {
  enrolIntro: string
  start: string
  scan: string
  secretLabel: string
  codeLabel: string
  confirm: string
  verifyIntro: string
  verify: string
  useRecovery: string
  useCode: string
  recoveryLabel: string
  recoveryTitle: string
  recoveryIntro: string
  continue: string
  errors: Record<'WRONG_CODE' | 'TOO_MANY' | 'OTHER', string>
}

type Setup = { secret: string; uri: string; qr: string }
type Props = { mode: 'enrol' | 'verify'; api: string; next: string; texts: SecondFactorTexts }

async function post(url: string, body: unknown): Promise<{ ok: boolean; code?: string; [k: string]: unknown }> {
  const res = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  try {
    return (await res.json()) as { ok: boolean; code?: string }
  } catch {
    return { ok: false, code: 'OTHER' }
  }
}

export function SecondFactorForm({ mode, api, next, texts }: Props) {
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recovery, setRecovery] = useState<string[] | null>(null)
  const [withRecovery, setWithRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const explain = (code: string | undefined) => setError(code === 'WRONG_CODE' || code === 'TOO_MANY' ? texts.errors[code] : texts.errors.OTHER)

  async function start() {
    setBusy(true)
    setError(null)
    const res = await post(`${api}/second-factor/setup/`, {})
    setBusy(false)
    if (res.ok) setSetup({ secret: String(res.secret), uri: String(res.uri), qr: String(res.qr) })
    else explain(res.code)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const res = mode === 'enrol' ? await post(`${api}/second-factor/confirm/`, { code: value }) : await post(`${api}/second-factor/verify/`, withRecovery ? { recoveryCode: value } : { code: value })
    setBusy(false)
    if (!res.ok) return explain(res.code)
    if (mode === 'enrol') setRecovery((res.recoveryCodes as string[]) ?? [])
    else window.location.assign(next)
  }

  if (recovery) {
    return (
      <div data-testid="second-factor-recovery">
        <h2>{texts.recoveryTitle}</h2>
        <p>{texts.recoveryIntro}</p>
        <ul style={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, listStyle: 'none', padding: 0 }}>
          {recovery.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <button type="button" className="btn btn--style-primary" onClick={() => window.location.assign(next)}>
          {texts.continue}
        </button>
      </div>
    )
  }

  const field = withRecovery ? texts.recoveryLabel : texts.codeLabel
  const form = (
    <form onSubmit={submit} noValidate>
      <div className="field-type text" style={{ marginBottom: '1rem' }}>
        <label className="field-label" htmlFor="second-factor-code">
          {field}
        </label>
        <input
          id="second-factor-code"
          name="code"
          autoComplete="one-time-code"
          inputMode={withRecovery ? 'text' : 'numeric'}
          maxLength={withRecovery ? 16 : 6}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
        />
      </div>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary" disabled={busy}>
        {mode === 'enrol' ? texts.confirm : texts.verify}
      </button>
      {mode === 'verify' && (
        <button
          type="button"
          className="btn btn--style-secondary"
          style={{ marginLeft: '1rem' }}
          onClick={() => {
            setWithRecovery(!withRecovery)
            setValue('')
            setError(null)
          }}
        >
          {withRecovery ? texts.useCode : texts.useRecovery}
        </button>
      )}
    </form>
  )

  if (mode === 'verify') {
    return (
      <div data-testid="second-factor-verify">
        <p>{texts.verifyIntro}</p>
        {form}
      </div>
    )
  }
  return (
    <div data-testid="second-factor-enrol">
      <p>{texts.enrolIntro}</p>
      {!setup ? (
        <>
          {error && (
            <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {error}
            </p>
          )}
          <button type="button" className="btn btn--style-primary" onClick={start} disabled={busy}>
            {texts.start}
          </button>
        </>
      ) : (
        <>
          <p>{texts.scan}</p>
          {/* a data: URL from the server, no remote image */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={setup.qr} alt="" width={220} height={220} style={{ background: '#fff' }} />
          <p>
            {texts.secretLabel}{' '}
            <code data-testid="second-factor-secret" style={{ userSelect: 'all' }}>
              {setup.secret}
            </code>
          </p>
          {form}
        </>
      )}
    </div>
  )
}
