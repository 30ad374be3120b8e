/**
 * One timed check of a dependency (the database, the migrations, the hotel API): the outcome, how
 * long it took and, on failure, the error's message (at most 200 characters). Used by readiness
 * (`/readyz/`) and the ops dashboard's dependency status.
 */

/** A check's outcome: `ms` is wall time in milliseconds; `error` only when `ok` is false. */
export type Check = { ok: boolean; ms: number; error?: string }

/**
 * Runs `fn` with a time limit. Never throws: a rejection or the limit (`timed out after N ms`)
 * becomes `{ ok: false, error }`.
 * @param timeoutMs the limit in milliseconds
 */
export async function timedCheck<T>(fn: () => Promise<T>, timeoutMs: number): Promise<Check & { value?: T }> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const value = await Promise.race([fn(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)))])
    return { ok: true, ms: Math.round(performance.now() - started), value }
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - started), error: String(err instanceof Error ? err.message : err).slice(0, 200) }
  } finally {
    clearTimeout(timer)
  }
}
