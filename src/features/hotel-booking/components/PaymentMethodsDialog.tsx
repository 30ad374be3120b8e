'use client'
/**
 * "Payment methods" modal of step 1 (spec §1, §2: currency and payment methods modal; §9 card methods
 * per currency, interest-free instalments by bank). The button is all the page loads; the dialog and
 * its CMS client (urql over /api/graphql) load when it is opened (or hovered/focused), keeping the
 * search page's first-load JS small.
 */
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { PaymentMethodsTexts } from './PaymentMethodsPanel'

const Panel = dynamic(() => import('./PaymentMethodsPanel').then((m) => m.PaymentMethodsPanel), { ssr: false })

/** @param stripe whether the checkout pays through Stripe (then only the methods Stripe can take are listed) */
export function PaymentMethodsDialog({ currency, lang, stripe, texts }: { currency: string; lang: 'es' | 'en'; stripe: boolean; texts: PaymentMethodsTexts }) {
  const [open, setOpen] = useState(false)
  const preload = () => void import('./PaymentMethodsPanel')
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog">
        {texts.open}
      </button>
      {open ? <Panel currency={currency} lang={lang} stripe={stripe} texts={texts} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
