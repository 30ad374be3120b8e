'use client'
/**
 * "Cancel order" on the order page: shows the refund the server quoted
 * (10% administrative fee more than 2 days before the visit; nothing within 2 days), asks for
 * confirmation in a dialog, cancels through the server action and shows the refund recorded.
 * The dialog (react-aria Modal, ~35 KB gzip) is imported when the visitor points at, focuses or
 * presses the button, as the date change's calendar is (the order page's first
 * load); a failed import leaves the button to try again.
 */
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { useOnDemand } from '../../../components/ui/useOnDemand'
import { cancelOrderAction } from '../server/actions'

type Texts = { cancelOrder: string; confirmCancel: string; keepOrder: string; cancelDialog: string; quote: string; cancelled: string; close: string }

export function CancelOrder({ locale, code, access, texts }: { locale: string; code: string; access: string; texts: Texts }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const { Component: Dialog, load, preload } = useOnDemand(() => import('../../../components/ui/ModalDialog').then((m) => m.ModalDialog))
  const [loadingDialog, setLoadingDialog] = useState(false)
  const openDialog = () => {
    setLoadingDialog(true)
    load()
      .then(
        () => setOpen(true),
        () => {},
      )
      .finally(() => setLoadingDialog(false))
  }
  const confirm = () =>
    startTransition(async () => {
      const r = await cancelOrderAction(code, locale, access)
      setOpen(false)
      if (r.ok) {
        // the cancellation stands; `notice` when the refund could not reach the provider yet
        setMessage({ ok: !r.notice, text: r.notice ?? texts.cancelled })
        router.refresh()
      } else setMessage({ ok: false, text: r.message })
    })
  return (
    <div className="shop-cancel">
      <p data-testid="refund-quote">{texts.quote}</p>
      <button type="button" className="button button--ghost" onClick={openDialog} onPointerEnter={preload} onFocus={preload} aria-busy={loadingDialog} aria-haspopup="dialog">
        {texts.cancelOrder}
      </button>
      {message ? (
        <p className={message.ok ? 'notice notice--ok' : 'notice notice--error'} role="status" data-testid="cancel-result">
          {message.text}
        </p>
      ) : null}
      {Dialog ? (
        <Dialog isOpen={open} onOpenChange={setOpen} title={texts.cancelDialog} closeLabel={texts.close}>
          <p>{texts.quote}</p>
          <div className="shop-added__actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              {texts.keepOrder}
            </button>
            <button type="button" className="button" onClick={confirm} disabled={pending} aria-busy={pending}>
              {texts.confirmCancel}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  )
}
