/**
 * Graceful shutdown ("SIGTERM: stop accepting, finish in-flight requests, stop the
 * sweepers, close the pools"). `next start` itself, on SIGTERM/SIGINT, stops accepting connections,
 * waits for the requests in flight and exits (node_modules/next/dist/server/lib/start-server.js).
 * This module adds the app's part, started from src/instrumentation.ts:
 * - `/readyz/` answers 503 `draining` at once, so the load balancer stops sending new requests;
 * - every background timer registered with `onShutdown` stops, so no new sweep, refund send or
 *   email starts while the requests drain (one already running finishes or, if the process exits
 *   first, its row claims lapse and another instance takes them — what the crash suite proves);
 * - the registered pools are closed after a grace period (SHUTDOWN_POOL_GRACE_MS, default 10 s)
 *   unless the process has exited before.
 */
import { logger } from './logger'
import { env } from './env'

type Stopper = { name: string; stop: () => void | Promise<void>; kind: 'timer' | 'pool' }

const state = globalThis as unknown as { __hxaShutdown?: { stoppers: Stopper[]; draining: boolean; installed: boolean } }
const s = () => (state.__hxaShutdown ??= { stoppers: [], draining: false, installed: false })

/** Registers a timer to stop (`kind: 'timer'`, at once) or a pool to close (`'pool'`, after the grace period). */
export function onShutdown(name: string, stop: () => void | Promise<void>, kind: Stopper['kind'] = 'timer'): void {
  s().stoppers.push({ name, stop, kind })
}

/** True once a shutdown began: readiness answers 503. */
export function isDraining(): boolean {
  return s().draining
}

/**
 * Begins the shutdown: draining, timers stopped now, pools closed after `poolGraceMs`.
 * @returns when the timers are stopped (the pools close later, in the background)
 */
export async function beginShutdown(signal: string, poolGraceMs = env.SHUTDOWN_POOL_GRACE_MS): Promise<void> {
  const st = s()
  if (st.draining) return
  st.draining = true
  logger.info('shutdown: draining', { signal })
  for (const t of st.stoppers.filter((x) => x.kind === 'timer')) {
    try {
      await t.stop()
    } catch (err) {
      logger.warn('shutdown: stop failed', { name: t.name, error: String(err) })
    }
  }
  const close = setTimeout(() => {
    for (const p of st.stoppers.filter((x) => x.kind === 'pool')) Promise.resolve(p.stop()).catch(() => undefined)
  }, poolGraceMs)
  close.unref?.()
}

/** Listens for SIGTERM and SIGINT once per process (Next's own handler keeps doing its part). */
export function installShutdownHandlers(): void {
  const st = s()
  if (st.installed) return
  st.installed = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void beginShutdown(signal))
}
