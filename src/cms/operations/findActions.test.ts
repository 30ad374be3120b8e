import { describe, expect, it } from 'vitest'
import type { ActionOutcome, FindSources } from '../../lib/operations/find'
import { runFindAction } from './findActions'

const ops = { id: 1, collection: 'users', roles: ['ops'], email: 'ops@example.com' } as never
const editor = { id: 2, collection: 'users', roles: ['editor'], email: 'ed@example.com' } as never
const pendingSecondFactor = { id: 3, collection: 'users', roles: ['admin'], secondFactorPending: true } as never

function recording(outcome: ActionOutcome) {
  const calls: Parameters<FindSources['act']>[] = []
  return { calls, sources: { act: async (...args: Parameters<FindSources['act']>) => (calls.push(args), outcome) } }
}

describe('the find view’s actions', () => {
  it('refuses a visitor, an editor and a session owing its second factor, running nothing', async () => {
    const r = recording({ ok: true, result: 'done' })
    const input = { kind: 'booking', code: 'HXABC123', action: 'send-refund' }
    expect(await runFindAction(r.sources, null, input, 'en')).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' })
    expect(await runFindAction(r.sources, editor, input, 'es')).toEqual({ ok: false, code: 'FORBIDDEN', message: 'Solo operaciones y administradores pueden usar esta acción.' })
    expect(await runFindAction(r.sources, pendingSecondFactor, input, 'en')).toMatchObject({ ok: false, code: 'FORBIDDEN' })
    expect(r.calls).toHaveLength(0)
  })
  it('refuses a malformed request: unknown kind or action, a code with other characters, extra fields', async () => {
    const r = recording({ ok: true, result: 'done' })
    for (const bad of [
      null,
      { kind: 'invoice', code: 'HXABC123', action: 'send-refund' },
      { kind: 'order', code: 'XS-ABCD2345', action: 'refund-everything' },
      { kind: 'order', code: "XS'; DROP", action: 'send-refund' },
      { kind: 'order', code: 'XS-ABCD2345', action: 'send-refund', amount: 1 },
    ]) {
      expect(await runFindAction(r.sources, ops, bad, 'en'), JSON.stringify(bad)).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: 'Invalid request.' })
    }
    expect(r.calls).toHaveLength(0)
  })
  it('runs the owner’s action with the code upper-cased and words each outcome in the admin’s language', async () => {
    const done = recording({ ok: true, result: 'done' })
    expect(await runFindAction(done.sources, ops, { kind: 'order', code: 'xs-abcd2345', action: 'send-refund' }, 'es')).toEqual({
      ok: true,
      message: 'Reembolso enviado: el proveedor de pagos lo aceptó.',
    })
    expect(done.calls).toEqual([['order', 'XS-ABCD2345', 'send-refund']])
    const nothing = recording({ ok: true, result: 'nothing-to-do' })
    expect(await runFindAction(nothing.sources, ops, { kind: 'booking', code: 'HXABC123', action: 'resend-confirmation' }, 'en')).toEqual({
      ok: true,
      message: 'Nothing to do: the confirmation is already being sent.',
    })
    const missing = recording({ ok: false, result: 'not-found' })
    expect(await runFindAction(missing.sources, ops, { kind: 'booking', code: 'HXABC123', action: 'send-refund' }, 'en')).toMatchObject({ ok: false, code: 'NOT_FOUND' })
    const failed = recording({ ok: false, result: 'failed', error: 'card_declined: refund refused' })
    expect(await runFindAction(failed.sources, ops, { kind: 'booking', code: 'HXABC123', action: 'send-refund' }, 'es')).toEqual({
      ok: false,
      code: 'FAILED',
      message: 'No se pudo completar: card_declined: refund refused. Queda pendiente y se reintentará automáticamente.',
    })
  })
})
