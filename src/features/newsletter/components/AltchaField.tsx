'use client'
/**
 * The newsletter form's captcha: the `altcha` widget (web component) solving a self-hosted
 * proof-of-work challenge from `/{locale}/newsletter/challenge/` in same-origin Web Workers.
 * Reports the base64 payload once verified ('' otherwise); `reset()` asks for a new challenge.
 */
import 'altcha/external'
import 'altcha/altcha.css'
import 'altcha/i18n/es-419'
import type {} from 'altcha/types/react'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'

let registered = false
function registerWorkers() {
  if (registered || typeof window === 'undefined') return
  registered = true
  globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(new URL('./altcha-sha.worker.ts', import.meta.url)))
}

export type AltchaFieldHandle = { reset: () => void }

type Props = {
  challengeUrl: string
  /** Widget language: `es-419` or `en`. */
  language: string
  onChange: (payload: string) => void
  labelledBy: string
  describedBy?: string
}

export const AltchaField = forwardRef<AltchaFieldHandle, Props>(function AltchaField({ challengeUrl, language, onChange, labelledBy, describedBy }, handle) {
  const ref = useRef<HTMLElement & { reset?: () => void }>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  registerWorkers()

  useImperativeHandle(handle, () => ({ reset: () => ref.current?.reset?.() }), [])

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '')
    }
    el.addEventListener('statechange', listener)
    return () => el.removeEventListener('statechange', listener)
  }, [])

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="newsletter-captcha">
      <altcha-widget ref={ref} challenge={challengeUrl} language={language} name="altcha" configuration={JSON.stringify({ hideFooter: true })} />
    </div>
  )
})
