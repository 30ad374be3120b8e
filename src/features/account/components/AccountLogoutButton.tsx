'use client'
/** Logout on the account page: ends the session server-side, then goes to the home page. */
import { postAccount } from './api'

export function AccountLogoutButton({ label, homeHref }: { label: string; homeHref: string }) {
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={async () => {
        await postAccount('/account-session/logout/', {})
        window.location.assign(homeHref)
      }}
    >
      {label}
    </button>
  )
}
