/**
 * Fault injection for the crash-safety suite (the server process is killed at each
 * step of both checkouts and restarted; after the sweep every money invariant must hold). When the
 * environment's TEST_CRASH_AT names a point, reaching it kills the process with SIGKILL — no
 * `finally`, no rollback message, no log flush: what a power cut or an OOM kill does. Unset (always,
 * outside that suite) it does nothing; the env schema refuses TEST_CRASH_AT in a deployment.
 *
 * Points (in the order a flow reaches them): see `CRASH_POINTS`.
 */
import { env } from './env'

/** Every point, by flow. */
export const CRASH_POINTS = {
  shop: ['shop.after-verify', 'shop.after-claim', 'shop.after-order', 'shop.after-capture', 'shop.after-cancel', 'shop.during-refund'],
  hotel: ['hotel.after-authorize', 'hotel.after-hold', 'hotel.after-commit', 'hotel.after-capture', 'hotel.after-cancel-request', 'hotel.after-cancel', 'hotel.during-refund'],
} as const

export type CrashPoint = (typeof CRASH_POINTS)[keyof typeof CRASH_POINTS][number]

/** Kills this process (SIGKILL) when TEST_CRASH_AT is `name`; otherwise returns at once. */
export function crashPoint(name: CrashPoint): void {
  if (env.TEST_CRASH_AT === name) process.kill(process.pid, 'SIGKILL')
}
