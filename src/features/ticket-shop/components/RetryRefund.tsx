'use client'
/**
 * "Send my refund again" on a cancelled order whose refund is still owed (the provider was
 * unreachable when the order was cancelled). Calls the cancel action again: the server sends the
 * recorded refund with the order's idempotency key (never a second refund) and reports where it stands.
 */
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { cancelOrderAction } from '../server/actions'

type Texts = { retry: string; done: string }

export function RetryRefund({ locale, code, access, texts }: { locale: string; code: string; access: string; texts: Texts }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const retry = () =>
    startTransition(async () => {
      const r = await cancelOrderAction(code, locale, access)
      if (r.ok && r.refundStatus === 'succeeded') {
        setMessage({ ok: true, text: texts.done })
        router.refresh()
      } else setMessage({ ok: false, text: r.ok ? (r.notice ?? texts.retry) : r.message })
    })
  return (
    <div className="shop-cancel">
      <button type="button" className="button button--ghost" onClick={retry} disabled={pending} aria-busy={pending} data-testid="retry-refund">
        {texts.retry}
      </button>
      {message ? (
        <p className={message.ok ? 'notice notice--ok' : 'notice notice--error'} role="status" data-testid="retry-refund-result">
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
