'use client'
/** Fires one GA4 e-commerce event when mounted (only with cookie consent; see dataLayer.ts). */
import { useEffect } from 'react'
import { track, type EcommerceEvent, type EcommercePayload } from './dataLayer'

export function TrackEvent({ event, payload }: { event: EcommerceEvent; payload: EcommercePayload }) {
  const key = JSON.stringify([event, payload])
  useEffect(() => {
    track(event, payload)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return null
}
