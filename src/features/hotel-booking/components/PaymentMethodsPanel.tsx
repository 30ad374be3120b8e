'use client'
/**
 * Content of the "Payment methods" modal of step 1 (spec §1, §2: currency and payment methods modal; §9 card methods
 * per currency, interest-free instalments by bank). Opens a dialog and reads the methods and banks
 * from the CMS in the browser over /api/graphql (urql), filtered with the same rules the checkout
 * uses: the currency's methods (spec §9), and with Stripe configured only those Stripe can take
 * (`stripeOfferedMethods`: no PayPal), so the list is what this deployment's checkout accepts.
 */
import { useEffect, useState } from 'react'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import { BanksDocument, PaymentMethodsDocument, type BankDoc, type PaymentMethodDoc } from '../../../lib/graphql/documents'
import { browserCmsClient } from '../../../lib/graphql/browser'
import { methodsFor } from '../../checkout/domain/paymentMethods'
import { installmentOptions } from '../../checkout/payments/installments'
import { stripeOfferedMethods } from '../../checkout/payments/stripeRules'
import { formatMessage } from '../../../lib/i18n/format'

type Texts = { open: string; title: string; close: string; banks: string; months: string; error: string }

export type PaymentMethodsTexts = Texts

/**
 * The open dialog: loads methods and banks once, closes through `onClose`. Loaded on demand.
 * @param stripe whether this deployment's checkout pays through Stripe (the server's configuration)
 */
export function PaymentMethodsPanel({ currency, lang, stripe, texts, onClose }: { currency: string; lang: 'es' | 'en'; stripe: boolean; texts: Texts; onClose: () => void }) {
  const [data, setData] = useState<{ methods: PaymentMethodDoc[]; banks: BankDoc[] } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    void (async () => {
      const client = browserCmsClient()
      const [m, b] = await Promise.all([client.query(PaymentMethodsDocument, { locale: lang }).toPromise(), client.query(BanksDocument, { locale: lang }).toPromise()])
      if (!live) return
      if (m.error || b.error || !m.data || !b.data) return setFailed(true)
      setData({ methods: stripeOfferedMethods(methodsFor(m.data.PaymentMethods?.docs ?? [], currency, lang), stripe).methods, banks: b.data.Banks?.docs ?? [] })
    })()
    return () => {
      live = false
    }
  }, [currency, lang, stripe])
  return (
    <ModalDialog isOpen onOpenChange={(o) => (o ? undefined : onClose())} title={texts.title} closeLabel={texts.close}>
      {failed ? <p role="alert">{texts.error}</p> : null}
      {data ? (
        <>
          <ul className="methods-list" data-testid="payment-methods">
            {data.methods.map((m) => (
              <li key={m.apiCode} data-code={m.apiCode}>
                {m.name}
              </li>
            ))}
          </ul>
          {currency === 'MXN' ? (
            <>
              <h3>{texts.banks}</h3>
              <ul className="banks-list">
                {data.banks
                  .map((b) => ({ ...b, months: installmentOptions(b.msiBreakdown) }))
                  .filter((b) => b.months.length > 0)
                  .map((b) => (
                    <li key={b.id}>
                      <strong>{b.name}</strong>: {formatMessage(texts.months, { months: b.months.join(', ') }, lang)}
                    </li>
                  ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </ModalDialog>
  )
}
