'use client'
/**
 * The Operations view's maintenance switch: one button that asks for confirmation
 * in a modal dialog before it turns maintenance on or off, and an optional expected return time typed
 * in Quintana Roo time (`datetime-local`, read as America/Cancun by the server). Posts JSON to
 * `POST /api/globals/site-settings/maintenance` (same origin, the admin's cookie), which re-checks the
 * role; shows the server's message on a refusal and re-renders the view on success.
 */
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

export type MaintenanceSwitchTexts = {
  returnLabel: string
  returnHint: string
  turnOn: string
  turnOff: string
  saveReturn: string
  confirmOnTitle: string
  confirmOnText: string
  confirmOffTitle: string
  confirmOffText: string
  confirm: string
  cancel: string
  failed: string
}

type Props = { on: boolean; returnAtLocal: string; endpoint: string; texts: MaintenanceSwitchTexts }

export function MaintenanceSwitch({ on, returnAtLocal, endpoint, texts }: Props) {
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const [returnAt, setReturnAt] = useState(returnAtLocal)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const open = () => {
    setError(null)
    setConfirming(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  async function send(next: boolean) {
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ on: next, returnAt: next && returnAt ? returnAt : null }),
      })
      const body = (await res.json().catch(() => null)) as { ok?: boolean; message?: string } | null
      if (!res.ok || !body?.ok) {
        setError(body?.message ?? texts.failed)
        return
      }
      close()
      router.refresh()
    } catch {
      setError(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="operations-switch">
      <label style={{ display: 'block', marginBottom: '0.5rem' }}>
        <span style={{ display: 'block', fontWeight: 600 }}>{texts.returnLabel}</span>
        <input type="datetime-local" value={returnAt} onChange={(e) => setReturnAt(e.target.value)} aria-describedby="return-hint" style={{ padding: '0.4rem' }} />
        <span id="return-hint" style={{ display: 'block', opacity: 0.75, fontSize: '0.9em' }}>
          {texts.returnHint}
        </span>
      </label>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={open} disabled={busy}>
          {on ? texts.turnOff : texts.turnOn}
        </button>
        {on ? (
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => void send(true)} disabled={busy}>
            {texts.saveReturn}
          </button>
        ) : null}
      </div>
      {error && !confirming ? (
        <p role="alert" style={{ color: 'var(--theme-error-500, #b42318)' }}>
          {error}
        </p>
      ) : null}
      <dialog ref={dialog} onClose={() => setConfirming(false)} aria-labelledby="maintenance-confirm-title" style={{ maxWidth: '32rem', padding: '1.5rem', borderRadius: 4 }}>
        <h3 id="maintenance-confirm-title">{on ? texts.confirmOffTitle : texts.confirmOnTitle}</h3>
        <p>{on ? texts.confirmOffText : texts.confirmOnText}</p>
        {error ? (
          <p role="alert" style={{ color: 'var(--theme-error-500, #b42318)' }}>
            {error}
          </p>
        ) : null}
        <div style={{ display: 'flex', gap: '0.75rem', justifyContent: 'flex-end' }}>
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={close} disabled={busy}>
            {texts.cancel}
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void send(!on)} disabled={busy}>
            {texts.confirm}
          </button>
        </div>
      </dialog>
    </div>
  )
}
