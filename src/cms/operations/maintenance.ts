/**
 * The maintenance switch: turns maintenance mode on (with an optional expected
 * return time, entered in Quintana Roo time) or off, for admins and ops only. The change goes through
 * Payload's local API with the staff user (`overrideAccess: false`), so the global's access rule and
 * the audit trail (src/cms/hooks/audit.ts) apply exactly as for any other edit; turning it off clears
 * the return time (the global's beforeChange hook). Served as `POST /api/globals/site-settings/maintenance`
 * (`maintenanceEndpoint`) to the Operations view's switch (src/cms/components/MaintenanceSwitch.tsx).
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { hasRole } from '../access/roles'
import { crossSiteRefusal, isSameOriginRequest } from '../../lib/http/sameOrigin'
import { HOTEL_TIME_ZONE, hotelLocalTimeToInstant } from '../../lib/hotel-date'

/** Furthest expected return accepted, in days from now (a typo like 2062 is refused). */
export const MAX_RETURN_DAYS = 60

export type MaintenanceErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'CROSS_SITE' | 'BAD_REQUEST' | 'RETURN_INVALID' | 'RETURN_IN_PAST' | 'RETURN_TOO_FAR'
export type MaintenanceState = { maintenanceMode: boolean; maintenanceReturnAt: string | null }
export type MaintenanceResult = { ok: true; data: MaintenanceState } | { ok: false; code: MaintenanceErrorCode; message: string; fieldErrors: Record<string, string> }

const STATUS: Record<MaintenanceErrorCode, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, CROSS_SITE: 403, BAD_REQUEST: 400, RETURN_INVALID: 400, RETURN_IN_PAST: 400, RETURN_TOO_FAR: 400 }

/** The admin's texts for the codes (the admin runs in es or en). */
const TEXT: Record<Exclude<MaintenanceErrorCode, 'CROSS_SITE'>, Record<'es' | 'en', string>> = {
  UNAUTHENTICATED: { es: 'Inicia sesión para cambiar el modo de mantenimiento.', en: 'Log in to change maintenance mode.' },
  FORBIDDEN: { es: 'Solo operaciones y administradores pueden cambiar el modo de mantenimiento.', en: 'Only ops and admins can change maintenance mode.' },
  BAD_REQUEST: { es: 'Solicitud no válida.', en: 'Invalid request.' },
  RETURN_INVALID: { es: 'Escribe la fecha y hora de regreso (hora de Quintana Roo).', en: 'Enter the return date and time (Quintana Roo time).' },
  RETURN_IN_PAST: { es: 'La hora de regreso debe ser futura.', en: 'The return time must be in the future.' },
  RETURN_TOO_FAR: { es: `La hora de regreso debe estar dentro de ${MAX_RETURN_DAYS} días.`, en: `The return time must be within ${MAX_RETURN_DAYS} days.` },
}

const InputSchema = z.object({ on: z.boolean(), returnAt: z.string().max(32).nullish() }).strict()
/** The switch's body: `on`, and with it an optional hotel-local `YYYY-MM-DDTHH:mm` expected return (empty or null: none). */
export type MaintenanceInput = z.infer<typeof InputSchema>

/** The refusal of the site's one same-origin rule (src/lib/http/sameOrigin.ts), naming SITE_URL's address when configured. */
const crossSiteText = (lang: 'es' | 'en'): string => crossSiteRefusal(lang)

function failure(code: MaintenanceErrorCode, lang: 'es' | 'en', field?: string): MaintenanceResult {
  const message = code === 'CROSS_SITE' ? crossSiteText(lang) : TEXT[code][lang]
  return { ok: false, code, message, fieldErrors: field ? { [field]: message } : {} }
}

/**
 * Sets maintenance mode as `user`: role checked here (admin or ops) and again by the global's access
 * rule; the audit entry names the user. `now` bounds the return time (future, at most MAX_RETURN_DAYS).
 * @returns the new state, or a failure code with the admin's text (never throws for bad input or a refused user)
 * @throws database errors
 */
export async function switchMaintenance(payload: Payload, user: PayloadRequest['user'], input: unknown, opts: { lang?: 'es' | 'en'; now?: Date } = {}): Promise<MaintenanceResult> {
  const lang = opts.lang ?? 'en'
  if (!user) return failure('UNAUTHENTICATED', lang)
  if (!hasRole(user, 'admin', 'ops')) return failure('FORBIDDEN', lang)
  const parsed = InputSchema.safeParse(input)
  if (!parsed.success) return failure('BAD_REQUEST', lang)
  const { on } = parsed.data
  let returnAt: Date | null = null
  const raw = parsed.data.returnAt?.trim()
  if (on && raw) {
    returnAt = hotelLocalTimeToInstant(raw)
    if (!returnAt) return failure('RETURN_INVALID', lang, 'returnAt')
    const now = (opts.now ?? new Date()).getTime()
    if (returnAt.getTime() <= now) return failure('RETURN_IN_PAST', lang, 'returnAt')
    if (returnAt.getTime() > now + MAX_RETURN_DAYS * 86_400_000) return failure('RETURN_TOO_FAR', lang, 'returnAt')
  }
  try {
    const doc = await payload.updateGlobal({
      slug: 'site-settings',
      data: { maintenanceMode: on, maintenanceReturnAt: returnAt?.toISOString() ?? null, maintenanceReturnAt_tz: HOTEL_TIME_ZONE },
      user,
      overrideAccess: false,
      depth: 0,
    })
    return { ok: true, data: { maintenanceMode: Boolean(doc.maintenanceMode), maintenanceReturnAt: doc.maintenanceReturnAt ?? null } }
  } catch (err) {
    if ((err as { status?: number }).status === 403) return failure('FORBIDDEN', lang)
    throw err
  }
}

/**
 * `POST /api/globals/site-settings/maintenance` with a JSON `MaintenanceInput`: 200 `{ ok: true, data }`,
 * or `{ ok: false, code, message, fieldErrors }` with 401 (no user), 403 (not admin/ops, cross-site),
 * 415 (not JSON) or 400 (bad input), the message in the admin's language. Cross-site is the site's
 * one same-origin rule (src/lib/http/sameOrigin.ts).
 */
export const maintenanceEndpoint: Endpoint = {
  path: '/maintenance',
  method: 'post',
  handler: async (req) => {
    const lang = req.i18n?.language === 'es' ? 'es' : 'en'
    const reply = (result: MaintenanceResult, status?: number) => Response.json(result, { status: status ?? (result.ok ? 200 : STATUS[result.code]), headers: { 'Cache-Control': 'no-store' } })
    if (!isSameOriginRequest(req.headers)) return reply(failure('CROSS_SITE', lang))
    if (!req.user) return reply(failure('UNAUTHENTICATED', lang))
    if (!hasRole(req.user, 'admin', 'ops')) return reply(failure('FORBIDDEN', lang))
    if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return reply(failure('BAD_REQUEST', lang), 415)
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return reply(failure('BAD_REQUEST', lang))
    }
    return reply(await switchMaintenance(req.payload, req.user, body, { lang }))
  },
}
