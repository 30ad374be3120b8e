/**
 * Adapter to the external newsletter subscription service (architecture §3: one adapter per external
 * system). The only code that knows its request shape. Its path and payload are not in the spec
 * (§7 "newsletter calls: paths and payloads not shown"); what we send:
 *
 *   POST {endpointUrl}
 *   Authorization: Bearer {externalKey}      X-Client-Id: {clientId}      Content-Type: application/json
 *   { firstName, lastName, email, site, lang, country,   ← spec §3 signup payload
 *     clientId, origin, mid }                             ← spec §3 newsletter configuration
 */
import { withDeadline } from '../../../lib/http/deadline'
import { guardedFetch } from '../../../lib/safeUrl'
import type { SignupPayload } from '../domain/signup'
import { deployment } from '../../../lib/env'

/** The service's settings (site settings › newsletter). */
export type NewsletterServiceConfig = {
  endpointUrl: string
  clientId: string | null
  externalKey: string | null
  origin: string | null
  mid: string | null
}

/** The answer of one delivery: the HTTP status, or null with the reason when none arrived. */
export type DeliveryAttempt = { status: number; error: string | null } | { status: null; error: string }

/** Milliseconds to wait for the service before counting the attempt as failed (retried later). */
export const SERVICE_TIMEOUT_MS = 5_000

/**
 * Sends one subscription to the service.
 * @param fetchImpl injectable for tests (default: the guarded fetch — in a deployment public addresses
 *   only, resolved once and connected to: src/lib/safeUrl.ts)
 * @returns the status, or `{ status: null, error }` on network error or timeout; never throws
 */
export async function sendSubscription(config: NewsletterServiceConfig, payload: SignupPayload, fetchImpl: typeof fetch = guardedFetch(deployment())): Promise<DeliveryAttempt> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (config.externalKey) headers.authorization = `Bearer ${config.externalKey}`
  if (config.clientId) headers['x-client-id'] = config.clientId
  try {
    return await withDeadline(SERVICE_TIMEOUT_MS, async (signal) => {
      const res = await fetchImpl(config.endpointUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...payload, clientId: config.clientId, origin: config.origin, mid: config.mid }),
        signal,
        redirect: 'manual',
      })
      const error = res.ok ? null : `HTTP ${res.status}: ${(await res.text().catch(() => '')).slice(0, 300)}`
      if (res.ok) await res.body?.cancel().catch(() => {})
      return { status: res.status, error }
    })
  } catch (err) {
    return { status: null, error: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : 'network error' }
  }
}
