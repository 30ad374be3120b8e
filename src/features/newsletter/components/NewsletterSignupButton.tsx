'use client'
/**
 * Footer button that opens the newsletter sign-up modal (spec §1 Cross-cutting: newsletter sign-up
 * modal). Only this button ships with content pages; the modal (react-aria-components, the captcha
 * widget, both dictionaries) is a separate chunk fetched on hover, focus or the first click.
 */
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { RouteLocale } from '@/lib/i18n/locales'

const loadModal = () => import('./NewsletterModal')
const NewsletterModal = dynamic(loadModal, { ssr: false })

export function NewsletterSignupButton({ locale, label }: { locale: RouteLocale; label: string }) {
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)
  const prefetch = () => void loadModal()
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {label}
      </button>
      {mounted ? <NewsletterModal locale={locale} isOpen={open} onOpenChange={setOpen} /> : null}
    </>
  )
}
