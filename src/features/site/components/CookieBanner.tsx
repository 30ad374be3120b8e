'use client'
/**
 * Cookie banner (spec §2 Layout). Accept or decline stores the choice for 7 days (spec §4).
 * The server renders it `hidden`; an inline script at its end shows it while the HTML is parsed when
 * no choice exists, so it paints with the page, complete, instead of after hydration (a late banner
 * was the largest contentful paint of the shop's product and cart pages on mobile).
 * Cached pages stay the same for every visitor, nothing flashes for returning ones,
 * and without JavaScript (no way to choose) it stays hidden, as before.
 */
import { useEffect, useState } from 'react'
import { COOKIE_CONSENT_COOKIE, COOKIE_MAX_AGE_SECONDS } from '../../../lib/cookies'
import { SHOW_UNLESS_CHOSEN } from '../../../lib/inlineScripts'

type Props = { text: string; accept: string; decline: string; privacyLabel: string; privacyHref: string; label: string }

const chosen = () => document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE_CONSENT_COOKIE}=`))

export function CookieBanner({ text, accept, decline, privacyLabel, privacyHref, label }: Props) {
  const [state, setState] = useState<'unknown' | 'open' | 'closed'>('unknown')
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the consent cookie is read after hydration (the layout is cached for everyone)
    setState(chosen() ? 'closed' : 'open')
  }, [])
  if (state === 'closed') return null
  const choose = (value: 'accepted' | 'declined') => {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
    setState('closed')
    window.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }))
  }
  return (
    // suppressHydrationWarning: the inline script has shown it (`hidden` removed) before hydration.
    <section className="cookie-banner" aria-label={label} hidden={state !== 'open'} suppressHydrationWarning>
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
      <script dangerouslySetInnerHTML={{ __html: SHOW_UNLESS_CHOSEN }} />
    </section>
  )
}
