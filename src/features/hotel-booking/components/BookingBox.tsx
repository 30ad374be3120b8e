'use client'
/**
 * The booking box of the header (issue #4, spec §2 Layout): a button that opens the search panel in
 * a modal dialog. The panel (react-aria calendar, guests, promo, hotel) loads only when opened, so
 * content pages keep their first-load JS small. The box sits in the cached layout, so "today" is the
 * browser's hotel-local date when the panel opens, never a date baked into a cached page.
 */
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { BookingBoxProps } from './BookingBoxPanel'

export type { BookingBoxProps }

const Panel = dynamic(() => import('./BookingBoxPanel').then((m) => m.BookingBoxPanel), { ssr: false })

export function BookingBox(props: BookingBoxProps) {
  const [open, setOpen] = useState(false)
  // The visitor's currency (cookie set on booking surfaces, spec §4), read when the panel opens.
  const currency = () =>
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('currency='))
      ?.split('=')[1] ?? props.currency
  const preload = () => void import('./BookingBoxPanel')
  return (
    <>
      <button type="button" className="button booking-box__open" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog">
        {props.texts.open}
      </button>
      {open ? <Panel {...props} currency={currency()} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
