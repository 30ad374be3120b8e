import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { NavLink, SiteSettingsDoc } from '../../../lib/graphql/documents'
import { PanelDismiss } from './PanelDismiss'
import { SITE_PANEL } from '../../../components/panels'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MaintenanceNotice } from '../../../components/MaintenanceNotice'
import { Wordmark } from '../../../components/Wordmark'

/** `bookingBox`, `accountMenu` and `cartLink` are the other features' islands, composed by the app layout. */
type Props = { locale: string; lang: 'es' | 'en'; nav: NavLink[]; settings: SiteSettingsDoc | null; bookingBox: ReactNode; accountMenu: ReactNode; cartLink: ReactNode }

/**
 * Header for desktop and mobile (spec §2 Layout; docs/design.md): the SVG wordmark,
 * navigation (one row from 1280 px; below, a drawer behind the menu button, no script needed), the
 * booking button (on phones in the sticky bar at the bottom), language links, the customer account
 * corner (greeting or login; a small client island, so the header stays cacheable) and the shop's
 * cart link with its count (another island, filled after hydration). Nothing in it
 * wraps. While maintenance mode is on the booking box shows the maintenance message instead.
 */
export async function SiteHeader({ locale, lang, nav, settings, bookingBox, accountMenu, cartLink }: Props) {
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
          <Wordmark name={t('siteName')} className="logo__mark" />
        </a>
        <nav aria-label={t('mainNavigation')} className="nav nav--desktop">
          {links}
        </nav>
        <div className="site-header__actions">
          {bookingBox}
          <LanguageSwitcher current={locale === 'pt' ? 'pt' : lang} label={t('language')} />
          {accountMenu}
          {cartLink}
          <details className="nav nav--mobile" name={SITE_PANEL}>
            <summary>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
                <path fill="currentColor" d="M2 4.5h16v1.6H2zm0 4.7h16v1.6H2zm0 4.7h16v1.6H2z" />
              </svg>
              <span className="nav__menu-label">{t('menu')}</span>
            </summary>
            <nav aria-label={t('mainNavigation')}>{links}</nav>
          </details>
          <PanelDismiss name={SITE_PANEL} />
        </div>
      </div>
      <section className="booking-box" aria-label={t('bookingBox')} id="booking-box">
        {settings?.maintenanceMode ? <MaintenanceNotice phones={settings.phones} returnAt={settings.maintenanceReturnAt} /> : null}
      </section>
    </header>
  )
}
