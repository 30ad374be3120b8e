'use client'
/**
 * The header's account corner (spec §6: a logged-in customer sees a greeting, a link to their account
 * and a logout). The cached header renders this small island; after hydration it asks
 * `/account-session/` who is logged in. The login modal's code (react-aria-components, forms,
 * validation) loads only when the visitor reaches for the login button.
 *
 * Signed in, from 48rem the greeting, the account link and the logout sit in the header row; on a
 * phone (no room for two words and a button beside the wordmark, the language and the menu: the page
 * scrolled sideways) the greeting is read out only and the link and the logout are in a panel behind
 * one 44 × 44 px account button — one of the site's exclusive panels (`SITE_PANEL`).
 */
import { Suspense, lazy, useEffect, useState } from 'react'
import type { LoginTexts } from './loginTexts'
import { accountPath } from '../domain/paths'
import { formatMessage } from '../../../lib/i18n/format'
import { type SessionInfo, fetchSession, postAccount } from './api'
import { SITE_PANEL } from '../../../components/panels'
import './account.css'

const loadDialog = () => import('./LoginDialog')
const LoginDialog = lazy(loadDialog)

type Props = { locale: string; t: LoginTexts }

export function AccountMenu({ locale, t }: Props) {
  const [session, setSession] = useState<SessionInfo | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    let live = true
    fetchSession().then((s) => live && setSession(s))
    return () => {
      live = false
    }
  }, [])
  const onAccountPage = () => typeof window !== 'undefined' && window.location.pathname.startsWith(accountPath(locale, 'account'))
  const onLoggedIn = (firstName: string) => {
    setSession((s) => ({ providers: s?.providers ?? [], customer: { firstName } }))
    setOpen(false)
    if (onAccountPage()) window.location.reload()
  }
  const logout = async () => {
    await postAccount('/account-session/logout/', {})
    setSession((s) => ({ providers: s?.providers ?? [], customer: null }))
    if (onAccountPage()) window.location.reload()
  }
  const customer = session?.customer
  return (
    <div className="account-menu" aria-label={t.accountMenu} role="group">
      {customer ? (
        <>
          <div className="account-menu__row">
            <span className="account-menu__greeting">{formatMessage(t.greeting, { name: customer.firstName }, locale)}</span>
            <a className="account-menu__link" href={accountPath(locale, 'account')}>
              {t.myAccount}
            </a>
            <button type="button" className="account-menu__button" onClick={logout}>
              {t.logout}
            </button>
          </div>
          <details className="account-menu__panel" name={SITE_PANEL}>
            <summary aria-label={t.myAccount}>
              <PersonIcon />
            </summary>
            <div className="account-menu__dropdown header-panel">
              <a href={accountPath(locale, 'account')}>{t.myAccount}</a>
              <button type="button" onClick={logout}>
                {t.logout}
              </button>
            </div>
          </details>
        </>
      ) : (
        <button
          type="button"
          className="account-menu__button"
          aria-haspopup="dialog"
          disabled={!session}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
        >
          <PersonIcon />
          <span className="account-menu__label">{t.login}</span>
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <LoginDialog locale={locale} t={t} providers={session?.providers ?? []} onClose={() => setOpen(false)} onLoggedIn={onLoggedIn} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** The account entry's icon (a person), 20 px, decorative: its button or link carries the name. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" className="account-menu__icon" viewBox="0 0 20 20" width="20" height="20">
      <path fill="currentColor" d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 1.6c-3.3 0-7 1.7-7 4.4V18h14v-2c0-2.7-3.7-4.4-7-4.4z" />
    </svg>
  )
}
