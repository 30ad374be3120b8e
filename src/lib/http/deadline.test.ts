import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { HotelApiClient } from '../hotel-api/client'
import { withDeadline } from './deadline'

// a full collection on demand, to see what a finished call still keeps alive
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/**
 * Runs `call` inside an async context holding a fresh object (a stand-in for a page render: React's
 * request, Next's stores, the response) and tells whether that object can be collected once the call
 * has finished, after up to ten full collections.
 */
async function contextCollectedAfter(call: () => Promise<unknown>): Promise<boolean> {
  await call() // once outside: a lazy one-time set-up (undici's parser, first connections) keeps the context it ran in
  const als = new AsyncLocalStorage<object>()
  let ref: WeakRef<object> | undefined
  await (async () => {
    const render = { html: new Array(100_000).fill(0) }
    ref = new WeakRef(render)
    await als.run(render, call)
  })()
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 20)) // a new job: a deref() keeps its target alive until its job ends
    gc()
    await new Promise((r) => setTimeout(r, 20))
    if (ref!.deref() === undefined) return true
  }
  return false
}

/** A fetch that answers 204 and, like undici's, listens to the abort signal it is given (without a socket: a socket keeps the context it was opened in). */
const listeningFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
  init?.signal?.addEventListener('abort', () => {})
  await new Promise((r) => setImmediate(r))
  return new Response(null, { status: 204 })
}) as typeof fetch

describe('withDeadline (issue #16 item 5)', () => {
  it('aborts the work with a TimeoutError when the deadline passes', async () => {
    const never = (signal: AbortSignal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    await expect(withDeadline(20, never)).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('clears its timer as soon as the work settles, answered or failed', async () => {
    vi.useFakeTimers()
    try {
      await expect(withDeadline(10_000, async () => 'answer')).resolves.toBe('answer')
      await expect(withDeadline(10_000, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps nothing of the caller’s async context once the call has finished', async () => {
    expect(await contextCollectedAfter(() => withDeadline(10_000, (signal) => listeningFetch('http://engine/', { signal })))).toBe(true)
    // what it replaces: AbortSignal.timeout's timer keeps the context until the deadline and two collections
    expect(await contextCollectedAfter(() => listeningFetch('http://engine/', { signal: AbortSignal.timeout(10_000) }))).toBe(false)
  })
})

describe('hotel API client (issue #16 item 5)', () => {
  it('a finished call keeps nothing of the page render that made it alive', async () => {
    const client = new HotelApiClient({ baseUrl: 'http://engine', token: 't', prefixProject: 'HXA', trailingSlash: true, timeoutMs: 10_000 }, listeningFetch)
    const call = () => client.deletePaymentReservation('00000000-0000-4000-8000-000000000000', { pageUrl: 'http://localhost/en/booking/', language: 'en' })
    expect(await contextCollectedAfter(call)).toBe(true)
  })
})
