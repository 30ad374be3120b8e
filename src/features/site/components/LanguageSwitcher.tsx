'use client'
/**
 * Language links that keep the visitor on the same page (and query string): they go through
 * `/locale-switch/`, which maps CMS slugs and flow routes between languages.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

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
  return (
    <nav aria-label={label} className="lang">
      <ul>
        {LANGS.map((l) => (
          <li key={l.code}>
            {l.code === current ? (
              <span aria-current="true" lang={l.lang} title={l.label}>
                {l.short}
              </span>
            ) : (
              <a href={`/locale-switch/?to=${l.code}&from=${from}`} hrefLang={l.lang} lang={l.lang} title={l.label}>
                {l.short}
                <span className="visually-hidden"> — {l.label}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
