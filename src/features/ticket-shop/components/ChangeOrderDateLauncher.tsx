'use client'
/**
 * The order page's "Change date" behind a button (the order page's first load
 * carried react-aria's Calendar, +112 KB of JavaScript, for an action few visitors take). The
 * calendar (`ChangeOrderDate`) is imported when the visitor points at, focuses or presses the button,
 * and replaces it once loaded, with the focus on its current visit day. A failed import leaves the button to try again.
 */
import { type ComponentProps, useState } from 'react'
import { useOnDemand } from '../../../components/ui/useOnDemand'
import type { ChangeOrderDate as ChangeOrderDateComponent } from './ChangeOrderDate'

type Props = ComponentProps<typeof ChangeOrderDateComponent> & {
  /** the button's text, e.g. "Choose another date" */
  openLabel: string
}

export function ChangeOrderDateLauncher({ openLabel, ...props }: Props) {
  const { Component: Calendar, load, preload } = useOnDemand(() => import('./ChangeOrderDate').then((m) => m.ChangeOrderDate))
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)

  const open = () => {
    setBusy(true)
    load().then(
      () => setShown(true),
      () => setBusy(false),
    )
  }

  // once shown, the keyboard continues in the calendar, on the current visit day
  if (Calendar && shown) return <Calendar {...props} autoFocus />
  return (
    <button type="button" className="button button--ghost" onPointerEnter={preload} onFocus={preload} onClick={open} aria-busy={busy} disabled={busy} data-testid="change-date-open">
      {openLabel}
    </button>
  )
}
