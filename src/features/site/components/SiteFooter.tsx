import { getTranslations } from 'next-intl/server'
import { safeHref } from '../../../lib/safeUrl'
import type { ReactNode } from 'react'
import type { NavLink, SiteSettingsDoc } from '../../../lib/graphql/documents'
import { ServiceStatusBadge } from './ServiceStatusBadge'

type Props = {
  columns: { id: string; heading: string; links: NavLink[] | null }[]
  settings: SiteSettingsDoc | null
  /** The newsletter feature's sign-up button, composed by the app layout. */
  newsletterButton: ReactNode
}

/**
 * Footer (spec §1, §2 Layout, §9 Service hours): link columns, phones, service hours, web check-in,
 * and the newsletter sign-up button (its modal loads on demand).
 */
export async function SiteFooter({ columns, settings, newsletterButton }: Props) {
  const t = await getTranslations('footer')
  const m = await getTranslations('maintenance')
  const n = await getTranslations('newsletter')
  const hours = settings?.serviceHours
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {columns.map((col) => (
          <nav key={col.id} aria-label={col.heading}>
            <h2>{col.heading}</h2>
            <ul>
              {(col.links ?? []).map((l) => (
                <li key={l.id}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">{t('customerService')}</h2>
          <ul>
            {settings?.phones?.mexico && (
              <li>
                {m('mexico')}: <a href={`tel:${settings.phones.mexico.replace(/\s+/g, '')}`}>{settings.phones.mexico}</a>
              </li>
            )}
            {settings?.phones?.usa && (
              <li>
                {m('usa')}: <a href={`tel:+${settings.phones.usa.replace(/\D+/g, '')}`}>{settings.phones.usa}</a>
              </li>
            )}
          </ul>
          {hours && (
            <>
              <h3>{t('serviceHours')}</h3>
              {hours.timezone && hours.weekdaysOpen && hours.weekdaysClose && hours.weekendsOpen && hours.weekendsClose ? (
                <ServiceStatusBadge
                  hours={{
                    timezone: hours.timezone,
                    weekdaysOpen: hours.weekdaysOpen,
                    weekdaysClose: hours.weekdaysClose,
                    weekendsOpen: hours.weekendsOpen,
                    weekendsClose: hours.weekendsClose,
                  }}
                  openText={t('openNow')}
                  closedText={t('closedNow')}
                />
              ) : null}
              <dl className="hours">
                <dt>{t('weekdays')}</dt>
                <dd>
                  {hours.weekdaysOpen}–{hours.weekdaysClose}
                </dd>
                <dt>{t('weekends')}</dt>
                <dd>
                  {hours.weekendsOpen}–{hours.weekendsClose}
                </dd>
              </dl>
            </>
          )}
          {safeHref(settings?.webCheckInUrl) && (
            <p>
              <a href={safeHref(settings?.webCheckInUrl)!} rel="noopener">
                {t('webCheckIn')}
              </a>
            </p>
          )}
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{n('title')}</h2>
          <p>{n('teaser')}</p>
          {newsletterButton}
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Grupo Arte Resorts. {t('rights')}
      </p>
    </footer>
  )
}
