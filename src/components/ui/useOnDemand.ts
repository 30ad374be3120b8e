'use client'
/**
 * A component imported on first need, not with the page (a dialog or a calendar few
 * visitors open stays out of the page's first-load script).
 *
 * `load()` starts the import, or joins the one under way, and resolves to the component; once it has
 * arrived, `Component` holds it (null until then). `preload()` starts it and ignores a failure (for a
 * pointer entering or a focus on the button that will need it). A failed import is forgotten, so the
 * next `load()` tries again; `load()` rejects with the import's error.
 * `importer` is read on the first call only.
 */
import { type ComponentType, useCallback, useRef, useState } from 'react'

export function useOnDemand<P extends object>(importer: () => Promise<ComponentType<P>>): { Component: ComponentType<P> | null; load: () => Promise<ComponentType<P>>; preload: () => void } {
  const loading = useRef<Promise<ComponentType<P>> | null>(null)
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  const load = useCallback(() => {
    loading.current ??= importer().then(
      (component) => {
        setComponent(() => component)
        return component
      },
      (e: unknown) => {
        loading.current = null
        throw e
      },
    )
    return loading.current
    // the importer is read once: the first call's import is the one every later call joins
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const preload = useCallback(() => void load().catch(() => {}), [load])
  return { Component, load, preload }
}
