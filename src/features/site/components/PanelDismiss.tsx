'use client'
/**
 * Closes the site's open panel (the phone's language list, the menu drawer, the chat panel or the
 * account panel: `<details name={name}>`, see components/panels.ts) as a dropdown closes: on Escape, focus back on its button,
 * and on a press outside it. The panels open and close without this script too (their `<summary>`);
 * this only adds what a visitor expects of a menu (WAI-ARIA APG disclosure navigation menu: Escape
 * closes). Renders nothing.
 * @param name the panels' shared `<details name>` (`SITE_PANEL`)
 */
import { useEffect } from 'react'

export function PanelDismiss({ name }: { name: string }) {
  useEffect(() => {
    const open = () => document.querySelector<HTMLDetailsElement>(`details[name="${name}"][open]`)
    const onKey = (e: KeyboardEvent) => {
      const d = open()
      if (e.key !== 'Escape' || !d) return
      d.open = false
      d.querySelector('summary')?.focus()
    }
    const onPress = (e: PointerEvent) => {
      const d = open()
      if (d && e.target instanceof Node && !d.contains(e.target)) d.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [name])
  return null
}
