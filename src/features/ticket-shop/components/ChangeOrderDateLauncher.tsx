'use client'
/**
 * The order page's "Change date" behind a button (issue #16 item 1: the order page's first load
 * carried react-aria's Calendar, +112 KB of JavaScript, for an action few visitors take). The
 * calendar (`ChangeOrderDate`) is imported when the visitor points at, focuses or presses the button,
 * and replaces it once loaded, with the focus on its current visit day. A failed import leaves the button to try again.
 */
import { type ComponentProps, type ComponentType, useCallback, useRef, useState } from 'react'
import type { ChangeOrderDate as ChangeOrderDateComponent } from './ChangeOrderDate'

type Props = ComponentProps<typeof ChangeOrderDateComponent> & {
  /** the button's text, e.g. "Choose another date" */
  openLabel: string
}

export function ChangeOrderDateLauncher({ openLabel, ...props }: Props) {
  const loading = useRef<Promise<ComponentType<ComponentProps<typeof ChangeOrderDateComponent>>> | null>(null)
  const [Calendar, setCalendar] = useState<ComponentType<ComponentProps<typeof ChangeOrderDateComponent>> | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    loading.current ??= import('./ChangeOrderDate').then(
      (m) => m.ChangeOrderDate,
      (e: unknown) => {
        loading.current = null
        throw e
      },
    )
    return loading.current
  }, [])

  const open = () => {
    setBusy(true)
    load().then(
      (component) => setCalendar(() => component),
      () => setBusy(false),
    )
  }

  // once shown, the keyboard continues in the calendar, on the current visit day
  if (Calendar) return <Calendar {...props} autoFocus />
  return (
    <button
      type="button"
      className="button button--ghost"
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
      onClick={open}
      aria-busy={busy}
      disabled={busy}
      data-testid="change-date-open"
    >
      {openLabel}
    </button>
  )
}
