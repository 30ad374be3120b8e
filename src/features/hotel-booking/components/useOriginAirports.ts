'use client'
/**
 * The origin type-ahead's list for a typed text (spec §7 origin-search service): at once the matches
 * among the bundled list and the last answer, then, after a pause in typing, the answer of `GET /origin-airports/` (the
 * configured service's airports, or the bundled list's when it fails: src/app/origin-airports/route.ts).
 * A failed or refused request (offline, 429) leaves the bundled matches. `pending` is true while
 * an answer for the current text is awaited.
 */
import { useEffect, useState } from 'react'
import { bundledAirports, MAX_ORIGIN_QUERY, mergeAirports, type OriginAirport, searchAirports } from '../domain/packageSearch'

/** Milliseconds of no typing before the endpoint is asked. */
const PAUSE_MS = 150

/** The airports of the endpoint's answer, or null when it is not one (shape checked, not trusted further). */
function answerAirports(body: unknown): OriginAirport[] | null {
  const list = (body as { ok?: unknown; airports?: unknown } | null)?.airports
  if ((body as { ok?: unknown } | null)?.ok !== true || !Array.isArray(list)) return null
  const ok = (a: unknown): a is OriginAirport => {
    const x = a as Record<string, unknown> | null
    return !!x && typeof x.code === 'string' && /^[A-Z]{3}$/.test(x.code) && typeof x.city === 'string' && typeof x.name === 'string' && typeof x.country === 'string'
  }
  return list.filter(ok)
}

export function useOriginAirports(text: string, lang: 'es' | 'en'): { items: OriginAirport[]; pending: boolean } {
  const key = `${lang}:${text.trim()}`
  const [answer, setAnswer] = useState<{ key: string; airports: OriginAirport[] } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const asked = text.trim() !== '' && text.length <= MAX_ORIGIN_QUERY

  useEffect(() => {
    if (!asked) return
    const ctrl = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/origin-airports/?${new URLSearchParams({ q: text.trim(), lang })}`, { signal: ctrl.signal, headers: { accept: 'application/json' } })
        .then(async (res) => {
          const airports = res.ok ? answerAirports(await res.json()) : null
          if (airports) setAnswer({ key, airports })
          else setFailed(key)
        })
        .catch(() => {
          if (!ctrl.signal.aborted) setFailed(key)
        })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
    // `key` is `lang` and the trimmed text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, asked])

  if (answer?.key === key) return { items: answer.airports, pending: false }
  return { items: searchAirports(text, lang, 8, mergeAirports(bundledAirports(lang), answer?.airports ?? [])), pending: asked && failed !== key }
}
