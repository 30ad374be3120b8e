'use client'
/**
 * Cookie banner (spec §2 Layout). Accept or decline stores the choice for 7 days (spec §4).
 * Rendered hidden on the server and revealed after hydration only when no choice exists, so cached
 * pages stay the same for every visitor and nothing shifts for returning ones.
 */
import { useEffect, useState } from 'react'
import { COOKIE_CONSENT_COOKIE, COOKIE_MAX_AGE_SECONDS } from '../../../lib/cookies'

type Props = { text: string; accept: string; decline: string; privacyLabel: string; privacyHref: string; label: string }

export function CookieBanner({ text, accept, decline, privacyLabel, privacyHref, label }: Props) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    setOpen(!document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE_CONSENT_COOKIE}=`)))
  }, [])
  if (!open) return null
  const choose = (value: 'accepted' | 'declined') => {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
    setOpen(false)
    window.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }))
  }
  return (
    <section className="cookie-banner" role="region" aria-label={label}>
      <p>
        {text} <a href={privacyHref}>{privacyLabel}</a>
      </p>
      <div className="cookie-banner__actions">
        <button type="button" onClick={() => choose('declined')} className="button button--ghost">
          {decline}
        </button>
        <button type="button" onClick={() => choose('accepted')} className="button">
          {accept}
        </button>
      </div>
    </section>
  )
}
