/**
 * The admin navigation's link to the Operations view, shown to admins and ops only
 * (Payload `admin.components.beforeNavLinks`, a server component given the signed-in user).
 */
import type { Payload } from 'payload'
import { hasRole } from '../access/roles'

export function OperationsNavLink({ payload, user, i18n }: { payload: Payload; user?: unknown; i18n?: { language?: string } }) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'ops')) return null
  return (
    <a className="nav__link" id="nav-operations" href={`${payload.config.routes.admin}/operations`}>
      <span className="nav__link-label">{i18n?.language === 'es' ? 'Operaciones' : 'Operations'}</span>
    </a>
  )
}
