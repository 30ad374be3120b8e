/**
 * Payload's REST error answer keeps its details (`errors[0].data`: for a ValidationError the list of
 * `{ path, message, label }` the admin marks at each field; for a 429 the retry time).
 *
 * Payload's `formatErrors` copies `data` only when the error is `instanceof ValidationError | APIError`
 * of its own module. In the built server the REST route and the operations end up with two copies of
 * that module, so the check fails and the answer is the bare message ("The following field is
 * invalid: …"): the admin then shows a toast and no field error. This config `afterError` hook puts
 * `name` and `data` back for a client error (4xx, which Payload already treats as public) whose answer
 * lost them. Server errors (5xx) are left as Payload hides them.
 */
import type { AfterErrorHook } from 'payload'

type Detailed = { name?: unknown; data?: unknown; status?: unknown; message?: unknown }

/** The config's `hooks.afterError` entry (see the module doc). */
export const keepClientErrorDetails: AfterErrorHook = ({ error, result }) => {
  const e = error as Detailed
  const status = typeof e.status === 'number' ? e.status : 500
  if (status < 400 || status >= 500 || e.data == null || typeof e.data !== 'object') return
  const first = result?.errors?.[0] as Record<string, unknown> | undefined
  if (!result || result.errors?.length !== 1 || !first || 'data' in first) return
  return { response: { ...result, errors: [{ ...first, name: typeof e.name === 'string' ? e.name : 'APIError', data: e.data as Record<string, unknown> }] } }
}
