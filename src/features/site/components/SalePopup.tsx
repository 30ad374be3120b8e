'use client'
/**
 * Sale popup (spec §4): offered once cookies are accepted, when the `sale-popup-shown` cookie is
 * absent; showing it sets that cookie for 7 days. A native modal `<dialog>` (focus moves in, Esc
 * closes, focus returns) keeps it accessible without extra script.
 */
import { useEffect, useRef, useState } from 'react'
import { COOKIE_CONSENT_COOKIE, COOKIE_MAX_AGE_SECONDS, SALE_POPUP_SHOWN_COOKIE } from '../../../lib/cookies'

/** `preview`: staff previewing this popup see it at once, whatever their cookie choice, and no cookie is set. */
type Props = { heading: string; text: string | null; linkLabel: string | null; linkHref: string | null; closeLabel: string; preview?: boolean }

const hasCookie = (name: string, value?: string) => document.cookie.split('; ').some((c) => (value ? c === `${name}=${value}` : c.startsWith(`${name}=`)))

export function SalePopup({ heading, text, linkLabel, linkHref, closeLabel, preview = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const [offered, setOffered] = useState(preview)
  useEffect(() => {
    if (preview) return
    const offer = () => {
      if (!hasCookie(COOKIE_CONSENT_COOKIE, 'accepted') || hasCookie(SALE_POPUP_SHOWN_COOKIE)) return
      document.cookie = `${SALE_POPUP_SHOWN_COOKIE}=1; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
      setOffered(true)
    }
    offer()
    window.addEventListener('cookie-consent', offer)
    return () => window.removeEventListener('cookie-consent', offer)
  }, [preview])
  useEffect(() => {
    if (offered && ref.current && !ref.current.open) ref.current.showModal()
  }, [offered])
  if (!offered) return null
  return (
    <dialog ref={ref} className="sale-popup" aria-labelledby="sale-popup-title" onClose={() => setOffered(false)}>
      <h2 id="sale-popup-title">{heading}</h2>
      {text ? <p>{text}</p> : null}
      <div className="sale-popup__actions">
        {linkHref && linkLabel ? (
          <a className="button" href={linkHref}>
            {linkLabel}
          </a>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => ref.current?.close()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  )
}
