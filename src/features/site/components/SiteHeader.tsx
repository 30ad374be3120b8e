import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { NavLink, SiteSettingsDoc } from '../../../lib/graphql/documents'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MaintenanceNotice } from '../../../components/MaintenanceNotice'

/** `bookingBox` and `accountMenu` are the other features' islands, composed by the app layout. */
type Props = { locale: string; lang: 'es' | 'en'; nav: NavLink[]; settings: SiteSettingsDoc | null; bookingBox: ReactNode; accountMenu: ReactNode }

/**
 * Header for desktop and mobile (spec §2 Layout): logo, navigation (a disclosure on small screens,
 * no script needed), language links, the customer account corner (greeting or login; a small client
 * island, so the header stays cacheable) and the booking box's place. While maintenance mode is on
 * the booking box shows the maintenance message instead.
 */
export async function SiteHeader({ locale, lang, nav, settings, bookingBox, accountMenu }: Props) {
  const t = await getTranslations('common')
  const links = (
    <ul className="nav__list">
      {nav.map((item) => (
        <li key={item.id}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  )
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="logo" href={`/${locale}/`}>
          {t('siteName')}
        </a>
        <nav aria-label={t('mainNavigation')} className="nav nav--desktop">
          {links}
        </nav>
        {bookingBox}
        <LanguageSwitcher current={locale === 'pt' ? 'pt' : lang} label={t('language')} />
        {accountMenu}
        <details className="nav nav--mobile">
          <summary>{t('menu')}</summary>
          <nav aria-label={t('mainNavigation')}>{links}</nav>
        </details>
      </div>
      <section className="booking-box" aria-label={t('bookingBox')} id="booking-box">
        {settings?.maintenanceMode ? <MaintenanceNotice phones={settings.phones} /> : null}
      </section>
    </header>
  )
}
