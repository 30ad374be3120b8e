'use client'
/**
 * Footer button that opens the newsletter sign-up modal (spec §1 Cross-cutting: newsletter sign-up
 * modal). Only this button ships with content pages; the modal (react-aria-components, the captcha
 * widget) and its texts in the page's language only are separate chunks fetched on hover, focus or
 * the first click (a failed fetch is tried again on the next click).
 */
import { useState } from 'react'
import { useOnDemand } from '@/components/ui/useOnDemand'
import type { RouteLocale } from '@/lib/i18n/locales'
import type { NewsletterModalProps } from './NewsletterModal'
import { loadNewsletterTexts } from './newsletterTexts'

type OpenProps = Omit<NewsletterModalProps, 'texts'>

export function NewsletterSignupButton({ locale, label }: { locale: RouteLocale; label: string }) {
  const [open, setOpen] = useState(false)
  const {
    Component: Modal,
    load,
    preload,
  } = useOnDemand<OpenProps>(() =>
    Promise.all([import('./NewsletterModal'), loadNewsletterTexts(locale)]).then(([{ default: NewsletterModal }, texts]) => {
      const WithTexts = (props: OpenProps) => <NewsletterModal {...props} texts={texts} />
      return WithTexts
    }),
  )
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true)
          load().catch(() => setOpen(false))
        }}
      >
        {label}
      </button>
      {Modal ? <Modal locale={locale} isOpen={open} onOpenChange={setOpen} /> : null}
    </>
  )
}
