/**
 * A banner across every admin screen while maintenance mode is on: staff see at
 * once that travellers get the maintenance notice instead of booking, and where to turn it off. A
 * server component (Payload `admin.components.header`) reading the site settings on each admin
 * render; nothing is shown when the flag is off or the settings cannot be read.
 */
import type { Payload } from 'payload'

const TEXT = {
  es: { on: 'Modo de mantenimiento ACTIVO: los viajeros ven el aviso de mantenimiento y no pueden reservar.', link: 'Desactivarlo en Operaciones' },
  en: { on: 'Maintenance mode is ON: travellers see the maintenance notice and cannot book.', link: 'Turn it off in Operations' },
} as const

export async function MaintenanceBanner({ payload, i18n }: { payload: Payload; i18n?: { language?: string } }) {
  const lang = i18n?.language === 'es' ? 'es' : 'en'
  let on = false
  try {
    on = Boolean((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).maintenanceMode)
  } catch (err) {
    payload.logger.error({ err }, 'maintenance banner: site settings unreadable')
  }
  if (!on) return null
  const adminRoute = payload.config.routes.admin
  return (
    <div role="status" data-testid="admin-maintenance-banner" style={{ background: '#b42318', color: '#fff', padding: '0.6rem 1rem', fontWeight: 600, textAlign: 'center' }}>
      {TEXT[lang].on}{' '}
      <a href={`${adminRoute}/operations`} style={{ color: '#fff', textDecoration: 'underline' }}>
        {TEXT[lang].link}
      </a>
    </div>
  )
}
