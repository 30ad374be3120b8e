/**
 * The actions of the admin's "Find a booking or order" view (src/cms/components/FindBookingsView.tsx):
 * resend a booking's or order's confirmation email, send an owed refund again. Served as
 * `POST /api/operations/find/action` with a JSON `{ kind, code, action }`, for admins and ops only,
 * from the site's own pages (the one same-origin rule, src/lib/http/sameOrigin.ts). Each action is its
 * owner's (`FindSources.act`, src/operationsSources.ts) and idempotent at the provider (a refund goes
 * out with its cancellation's idempotency key). Every action is logged with the staff member's email.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { hasRole } from '../access/roles'
import { crossSiteRefusal, isSameOriginRequest } from '../../lib/http/sameOrigin'
import type { ActionOutcome, FindSources } from '../../lib/operations/find'
import { formatMessage } from '../../lib/i18n/format'

type Lang = 'es' | 'en'

const BodySchema = z
  .object({
    kind: z.enum(['booking', 'order']),
    code: z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/),
    action: z.enum(['resend-confirmation', 'send-refund']),
  })
  .strict()

/** An action's request: which record (`kind`, `code`) and what to do. */
export type FindActionInput = z.infer<typeof BodySchema>

export type FindActionErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'CROSS_SITE' | 'BAD_REQUEST'
export type FindActionReply = { ok: true; message: string } | { ok: false; code: FindActionErrorCode | 'NOT_FOUND' | 'FAILED'; message: string }

const STATUS: Record<FindActionErrorCode | 'NOT_FOUND' | 'FAILED', number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, CROSS_SITE: 403, BAD_REQUEST: 400, NOT_FOUND: 404, FAILED: 502 }

/** The admin's texts (es, en). `{error}`: the owner's error text. */
export const FIND_ACTION_TEXT: Record<Lang, Record<string, string>> = {
  es: {
    UNAUTHENTICATED: 'Inicia sesión para usar esta acción.',
    FORBIDDEN: 'Solo operaciones y administradores pueden usar esta acción.',
    BAD_REQUEST: 'Solicitud no válida.',
    NOT_FOUND: 'No se encontró el registro para esta acción.',
    FAILED: 'No se pudo completar: {error}. Queda pendiente y se reintentará automáticamente.',
    'resend-confirmation:done': 'Confirmación enviada de nuevo.',
    'send-refund:done': 'Reembolso enviado: el proveedor de pagos lo aceptó.',
    'resend-confirmation:nothing-to-do': 'Nada que hacer: la confirmación ya se está enviando.',
    'send-refund:nothing-to-do': 'Nada que hacer: el reembolso ya no se debe, se está enviando o el proveedor lo está procesando.',
  },
  en: {
    UNAUTHENTICATED: 'Log in to use this action.',
    FORBIDDEN: 'Only ops and admins can use this action.',
    BAD_REQUEST: 'Invalid request.',
    NOT_FOUND: 'No record was found for this action.',
    FAILED: 'Could not complete it: {error}. It stays owed and is retried automatically.',
    'resend-confirmation:done': 'Confirmation sent again.',
    'send-refund:done': 'Refund sent: the payment provider accepted it.',
    'resend-confirmation:nothing-to-do': 'Nothing to do: the confirmation is already being sent.',
    'send-refund:nothing-to-do': 'Nothing to do: the refund is no longer owed, is being sent, or the provider is settling it.',
  },
}

const crossSiteText = (lang: Lang): string => crossSiteRefusal(lang)

/**
 * Runs one action as `user` (admin or ops) and words its outcome in `lang`.
 * @returns the reply (never throws for bad input, a refused user or an owner's failure)
 * @throws database errors from the owner's action
 */
export async function runFindAction(sources: Pick<FindSources, 'act'>, user: PayloadRequest['user'], input: unknown, lang: Lang): Promise<FindActionReply> {
  const t = FIND_ACTION_TEXT[lang]
  if (!user) return { ok: false, code: 'UNAUTHENTICATED', message: t.UNAUTHENTICATED }
  if (!hasRole(user, 'admin', 'ops')) return { ok: false, code: 'FORBIDDEN', message: t.FORBIDDEN }
  const parsed = BodySchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'BAD_REQUEST', message: t.BAD_REQUEST }
  const { kind, code, action } = parsed.data
  const outcome: ActionOutcome = await sources.act(kind, code.toUpperCase(), action)
  if (outcome.ok) return { ok: true, message: t[`${action}:${outcome.result}`] }
  if (outcome.result === 'not-found') return { ok: false, code: 'NOT_FOUND', message: t.NOT_FOUND }
  return { ok: false, code: 'FAILED', message: formatMessage(t.FAILED, { error: outcome.error ?? '—' }, lang) }
}

/**
 * `POST /api/operations/find/action`: 200 `{ ok: true, message }`, or `{ ok: false, code, message }`
 * with 401, 403 (not admin/ops, cross-site), 415 (not JSON), 400, 404 (no such record) or 502 (the
 * provider or the mail transport failed; the owed work stays for the sweeps), in the admin's language.
 */
export function findActionEndpoint(sources: Pick<FindSources, 'act'>): Endpoint {
  return {
    path: '/operations/find/action',
    method: 'post',
    handler: async (req) => {
      const lang: Lang = req.i18n?.language === 'es' ? 'es' : 'en'
      const reply = (r: FindActionReply, status?: number) => Response.json(r, { status: status ?? (r.ok ? 200 : STATUS[r.code]), headers: { 'Cache-Control': 'no-store' } })
      if (!isSameOriginRequest(req.headers)) return reply({ ok: false, code: 'CROSS_SITE', message: crossSiteText(lang) })
      if (!req.user) return reply({ ok: false, code: 'UNAUTHENTICATED', message: FIND_ACTION_TEXT[lang].UNAUTHENTICATED })
      if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return reply({ ok: false, code: 'BAD_REQUEST', message: FIND_ACTION_TEXT[lang].BAD_REQUEST }, 415)
      let body: unknown
      try {
        body = await req.json?.()
      } catch {
        return reply({ ok: false, code: 'BAD_REQUEST', message: FIND_ACTION_TEXT[lang].BAD_REQUEST })
      }
      const result = await runFindAction(sources, req.user, body, lang)
      req.payload.logger.info({ staff: (req.user as { email?: string }).email, request: body, ok: result.ok, code: result.ok ? null : result.code }, 'operations: find action')
      return reply(result)
    },
  }
}
