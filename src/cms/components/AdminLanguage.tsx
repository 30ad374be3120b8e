'use client'
/**
 * The admin in each staff user's own language: a staff user's `adminLanguage`
 * (Spanish or English, on their account) is applied when they sign in — through Payload's own
 * language switch (its cookie and a refresh) — once per browser session, so the Account view's
 * language selector still changes it for the rest of the session. Without a saved language the
 * selector's cookie, then the browser's Accept-Language, decide (Payload's i18n).
 */
import { useAuth, useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

const APPLIED = 'hxa-admin-language-applied'

export function AdminLanguage({ children }: { children?: ReactNode }) {
  const { user } = useAuth<{ id: number | string; adminLanguage?: 'es' | 'en' | null }>()
  const { i18n, switchLanguage } = useTranslation()
  const wanted = user?.adminLanguage ?? null
  const current = i18n.language
  useEffect(() => {
    if (!user || !wanted || !switchLanguage) return
    const key = `${user.id}:${wanted}`
    if (sessionStorage.getItem(APPLIED) === key) return
    sessionStorage.setItem(APPLIED, key)
    if (wanted !== current) void switchLanguage(wanted)
  }, [user, wanted, current, switchLanguage])
  return <>{children}</>
}
