'use client'
/**
 * Server-side live preview (Payload docs "Server-side Live Preview"): inside the
 * admin's preview frame, each save of the document (draft or publish) re-renders the page with the
 * new draft (`router.refresh()`). Rendered only while a staff user previews: travellers never load it.
 */
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

export function PreviewRefresh() {
  const router = useRouter()
  // the admin is this site's own origin; the component renders nothing and listens only in the browser
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={typeof window === 'undefined' ? '' : window.location.origin} />
}
