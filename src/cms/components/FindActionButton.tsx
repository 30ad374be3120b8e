'use client'
/**
 * One action of the admin's find view (resend a confirmation, send an owed refund again): posts JSON
 * `{ kind, code, action }` to `POST /api/operations/find/action` (same origin, the admin's cookie),
 * which re-checks the role; shows the server's message (in the admin's language) in a live region and
 * re-renders the view so the record's new state shows.
 */
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = { endpoint: string; input: { kind: string; code: string; action: string }; label: string; working: string; failed: string }

export function FindActionButton({ endpoint, input, label, working, failed }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  async function run() {
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch(endpoint, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) })
      const body = (await res.json().catch(() => null)) as { ok?: boolean; message?: string } | null
      setMessage({ ok: Boolean(res.ok && body?.ok), text: body?.message ?? failed })
      if (res.ok) router.refresh()
    } catch {
      setMessage({ ok: false, text: failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '0.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => void run()} disabled={busy} data-action={input.action}>
        {busy ? working : label}
      </button>
      <p role="status" data-testid="find-action-message" style={{ margin: '0.25rem 0 0', color: message && !message.ok ? '#b42318' : undefined }}>
        {message?.text ?? ''}
      </p>
    </div>
  )
}
