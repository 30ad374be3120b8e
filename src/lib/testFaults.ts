/**
 * Faults an end-to-end test asks for, one request at a time (the error texts of
 * spec §8 are shown when a read really fails). Only while the server runs with `E2E_ERROR_PROBE=1`
 * (the end-to-end suite; the env schema refuses it for a deployment) does a request header
 * `x-e2e-fault: <name>[,<name>…]` make the named read throw where it is made; otherwise nothing
 * happens and no header is read. Server only.
 *
 * Faults: `cms-currencies` — the CMS currencies read of the search page fails; `hotel-api` — every
 * hotel API call this request makes fails as if the API could not be reached (`NETWORK_ERROR`);
 * `hotel-commit-answer-lost` — the reservation commit reaches the engine (which commits) and its answer
 * is lost on the way back (`NETWORK_ERROR`); `hotel-reads-after-lost-commit` — once a commit answer of a
 * session was lost so, this request's reads of that session fail too (the outcome stays unknown).
 * Work outside a request (the sweepers) never gets a fault.
 */
// `next/headers.js` (as Payload imports it): Node resolves it outside Next too (the two-instance suite's
// Node process imports the hotel API client), where the bare `next/headers` has no file to match.
import { headers } from 'next/headers.js'
import { env } from './env'

export const TEST_FAULT_HEADER = 'x-e2e-fault'

export type TestFault = 'cms-currencies' | 'hotel-api' | 'hotel-commit-answer-lost' | 'hotel-reads-after-lost-commit'

/** Sessions whose commit answer a `hotel-commit-answer-lost` fault dropped (this process; test servers only). */
const lostCommits = new Set<string>()

/**
 * The hotel API client's two commit faults: after the commit of `sessionId` reached the engine, drops its
 * answer when asked (`hotel-commit-answer-lost`); before a read of `url`, fails it when asked and a
 * commit answer of a session the URL names was dropped (`hotel-reads-after-lost-commit`).
 * @throws Error('test fault: <name>') as `injectTestFault` does
 */
export const hotelCommitFaults = {
  async afterCommit(sessionId: string): Promise<void> {
    if (!env.E2E_ERROR_PROBE) return
    try {
      await injectTestFault('hotel-commit-answer-lost')
    } catch (err) {
      lostCommits.add(sessionId)
      throw err
    }
  },
  async beforeRead(url: string): Promise<void> {
    if (!env.E2E_ERROR_PROBE || lostCommits.size === 0) return
    const session = new URL(url).searchParams.get('SessionID')
    if (session && lostCommits.has(session)) await injectTestFault('hotel-reads-after-lost-commit')
  },
}

/**
 * Throws `Error('test fault: <name>')` when this request asked for the fault `name` and the server
 * allows test faults; returns at once otherwise.
 */
export async function injectTestFault(name: TestFault): Promise<void> {
  if (!env.E2E_ERROR_PROBE) return
  let asked: string | null
  try {
    asked = (await headers()).get(TEST_FAULT_HEADER)
  } catch {
    return // outside a request: nobody asked
  }
  if (asked?.split(',').some((f) => f.trim() === name)) throw new Error(`test fault: ${name}`)
}
