/**
 * A deadline for an outgoing call: `withDeadline(ms, (signal) => fetch(url, { signal }))`.
 *
 * Not `AbortSignal.timeout(ms)`: Node keeps that signal's timer in a FinalizationRegistry until the
 * signal is garbage collected, and keeps the signal itself alive while an abort listener is attached
 * (fetch attaches one) until the deadline passes. The timer carries the async context it was created
 * in — during a page render that is the whole request: React's render, Next's stores, the response.
 * Every hotel API call of a page therefore kept its finished request reachable for at least the
 * 10 s timeout and until two more collections; under the journey load test (bench/journeys.ts) that
 * was hundreds of finished requests at any time, a heap of 600+ MB and an RSS that stayed near 1 GB.
 * Here the timer is cleared as soon as the work settles, so nothing outlives the call.
 */

/** The reason a call is aborted with when its deadline passes (what `AbortSignal.timeout` uses). */
export const deadlineError = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError')

/**
 * Runs `work` with a signal aborted after `ms` milliseconds; the timer is cleared when `work` settles
 * (read the response body inside `work` so the deadline covers it).
 * @throws whatever `work` throws (on the deadline: the fetch's AbortError / TimeoutError)
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(deadlineError()), ms)
  try {
    return await work(controller.signal)
  } finally {
    clearTimeout(timer)
  }
}
