'use client'
/**
 * Language links that keep the visitor on the same page (and query string): they go through
 * `/locale-switch/`, which maps CMS slugs and flow routes between languages.
 *
 * Two presentations of the same links, one shown at a time by CSS (no script needed for either):
 * from 48rem a row of 44 × 44 px codes; on a phone one 44 px button with the current language's code
 * that opens a list of the three languages by name, each row a full-width 44 px target
 * (three 44 px codes do not fit beside the wordmark, the account and the menu at 390 px). The
 * button's `<details>` is one of the site's exclusive panels (`SITE_PANEL`, components/panels.ts): opening it
 * closes the menu drawer or the chat panel.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { SITE_PANEL } from '../../../components/panels'

const LANGS = [
  { code: 'es', label: 'Español', short: 'ES', lang: 'es' },
  { code: 'en', label: 'English', short: 'EN', lang: 'en' },
  { code: 'pt', label: 'Português', short: 'PT', lang: 'pt-BR' },
] as const

export function LanguageSwitcher({ current, label }: { current: 'es' | 'en' | 'pt'; label: string }) {
  const pathname = usePathname() || '/'
  // The query string is read after hydration so pages stay statically renderable.
  const [search, setSearch] = useState('')
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string is read after hydration so pages stay statically renderable
  useEffect(() => setSearch(window.location.search), [pathname])
  const from = encodeURIComponent(pathname + search)
  const href = (code: string) => `/locale-switch/?to=${code}&from=${from}`
  const now = LANGS.find((l) => l.code === current) ?? LANGS[0]
  return (
    <div className="lang">
      <details className="lang__picker" name={SITE_PANEL}>
        <summary>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
            <path
              fill="currentColor"
              d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm5.9 5.25h-2.6a13 13 0 0 0-1.15-3.4 6.9 6.9 0 0 1 3.75 3.4ZM10 3.1c.66.9 1.3 2.2 1.68 3.65H8.32C8.7 5.3 9.34 4 10 3.1ZM3.3 11.6a6.9 6.9 0 0 1 0-3.2h2.95a14 14 0 0 0 0 3.2H3.3Zm.8 1.65h2.6c.26 1.25.65 2.4 1.15 3.4a6.9 6.9 0 0 1-3.75-3.4Zm2.6-6.5H4.1a6.9 6.9 0 0 1 3.75-3.4 13 13 0 0 0-1.15 3.4ZM10 16.9c-.66-.9-1.3-2.2-1.68-3.65h3.36C11.3 14.7 10.66 16 10 16.9Zm2.03-5.3H7.97a12 12 0 0 1 0-3.2h4.06a12 12 0 0 1 0 3.2Zm.12 5.05c.5-1 .9-2.15 1.15-3.4h2.6a6.9 6.9 0 0 1-3.75 3.4Zm1.6-5.05a14 14 0 0 0 0-3.2h2.95a6.9 6.9 0 0 1 0 3.2h-2.95Z"
            />
          </svg>
          <span className="visually-hidden">{label}: </span>
          <span lang={now.lang} title={now.label}>
            {now.short}
          </span>
        </summary>
        <nav aria-label={label} className="header-panel">
          <ul>
            {LANGS.map((l) => (
              <li key={l.code}>
                {l.code === current ? (
                  <span aria-current="true" lang={l.lang}>
                    <span className="lang__code">{l.short}</span> {l.label}
                  </span>
                ) : (
                  <a href={href(l.code)} hrefLang={l.lang} lang={l.lang}>
                    <span className="lang__code">{l.short}</span> {l.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </details>
      <nav aria-label={label} className="lang__row">
        <ul>
          {LANGS.map((l) => (
            <li key={l.code}>
              {l.code === current ? (
                <span aria-current="true" lang={l.lang} title={l.label}>
                  {l.short}
                </span>
              ) : (
                <a href={href(l.code)} hrefLang={l.lang} lang={l.lang} title={l.label}>
                  {l.short}
                  <span className="visually-hidden"> — {l.label}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
