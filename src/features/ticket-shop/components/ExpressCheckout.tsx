'use client'
/**
 * Express checkout (spec §1/§2: the cart page doubles as an express-checkout target): a link to
 * `/es|en/carrito/?p=…` fills the cart once when the page opens and shows one message per product
 * (the server's: 'The product has been added' or the rule that refused it); then the cart below
 * refreshes. Without script, a button does the same.
 */
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'
import { expressCheckoutAction } from '../server/actions'
import { announceCartChange } from './HeaderCart'
import type { ExpressCheckoutResult } from '../server/types'

export function ExpressCheckout({ locale, query, names }: { locale: string; query: string; names: Record<number, string> }) {
  const t = useTranslations('shop')
  const router = useRouter()
  const started = useRef(false)
  const [results, setResults] = useState<ExpressCheckoutResult['results'] | null>(null)
  const [, startTransition] = useTransition()
  useEffect(() => {
    if (started.current) return
    started.current = true
    startTransition(async () => {
      try {
        const r = await expressCheckoutAction(query, locale)
        setResults(r.results)
      } catch {
        setResults([{ index: 0, productId: null, ok: false, code: 'GENERIC_ERROR', message: t('invalidInput') }])
      }
      announceCartChange()
      router.refresh()
    })
  }, [query, locale, router, t])
  return (
    <section className="shop-express" aria-labelledby="express-heading" aria-busy={results === null}>
      <h2 id="express-heading">{t('expressResults')}</h2>
      {results === null ? (
        <p>{t('adding')}</p>
      ) : (
        <ul className="shop-express__list" data-testid="express-results">
          {results.map((r) => (
            <li key={r.index} className={r.ok ? 'notice notice--ok' : 'notice notice--error'} data-ok={r.ok ? 'true' : 'false'}>
              {r.productId !== null && names[r.productId] ? <strong>{names[r.productId]}: </strong> : null}
              {r.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
