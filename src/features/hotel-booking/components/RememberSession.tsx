'use client'
/** Asks the server to keep this booking session in the visitor's cookies (spec §4 token restore). */
import { useEffect } from 'react'

export function RememberSession({ sessionId }: { sessionId: string }) {
  useEffect(() => {
    void fetch('/booking-session/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId }), credentials: 'same-origin' }).catch(() => {})
  }, [sessionId])
  return null
}
