/**
 * Browser calls to the `/account-session/…` route handlers. Every answer is an AccountResult; a
 * network failure or a non-JSON answer becomes GENERAL_ERROR so the UI always has a code to show.
 */
import type { AccountResult } from '../domain/errors'

/** POSTs JSON to an account endpoint (trailing slash included) and returns its AccountResult. */
export async function postAccount<T>(path: string, body: Record<string, unknown>): Promise<AccountResult<T>> {
  try {
    const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
    return (await res.json()) as AccountResult<T>
  } catch {
    return { ok: false, code: 'GENERAL_ERROR', fieldErrors: {} }
  }
}

export type SessionInfo = { customer: { firstName: string } | null; providers: string[] }

/** Who is logged in and which social providers are on (GET /account-session/). */
export async function fetchSession(): Promise<SessionInfo> {
  try {
    const res = await fetch('/account-session/', { credentials: 'same-origin', cache: 'no-store' })
    const json = (await res.json()) as AccountResult<SessionInfo>
    return json.ok ? json.data : { customer: null, providers: [] }
  } catch {
    return { customer: null, providers: [] }
  }
}
