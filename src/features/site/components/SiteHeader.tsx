import { getTranslations } from 'next-intl/server'
import type { NavLink, SiteSettingsDoc } from '../../../lib/graphql/documents'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { resolveRouteLocale } from '../../../lib/i18n/locales'
import { AccountMenu } from '../../account/components/AccountMenu'
import { BookingBox } from '../../hotel-booking/components/BookingBox'
import { getHotels } from '../../../lib/cms/reference'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MaintenanceNotice } from '../../../components/MaintenanceNotice'

type Props = { locale: string; lang: 'es' | 'en'; nav: NavLink[]; settings: SiteSettingsDoc | null }

/**
 * Header for desktop and mobile (spec §2 Layout): logo, navigation (a disclosure on small screens,
 * no script needed), language links, the customer account corner (greeting or login; a small client
 * island, so the header stays cacheable) and the booking box's place. While maintenance mode is on
 * the booking box shows the maintenance message instead.
 */
export async function SiteHeader({ locale, lang, nav, settings }: Props) {
  const t = await getTranslations('common')
  const routeLocale = resolveRouteLocale(locale)
  const messages = messagesFor(routeLocale)
  const hotels = settings?.maintenanceMode ? [] : await getHotels()
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
        {hotels.length > 0 ? (
          <BookingBox
            locale={routeLocale}
            hotels={hotels.map((h) => ({ code: h.code, name: h.name }))}
            defaultHotel={(hotels.find((h) => h.isDefault) ?? hotels[0]).code}
            currency={null}
            phones={settings?.phones ? { mexico: settings.phones.mexico, usa: settings.phones.usa } : null}
            texts={{
              ...messages.booking.box,
              maintenanceTitle: messages.maintenance.title,
              maintenanceContact: messages.maintenance.contact,
              mexico: messages.maintenance.mexico,
              usa: messages.maintenance.usa,
            }}
          />
        ) : null}
        <LanguageSwitcher current={lang} label={t('language')} />
        <AccountMenu locale={locale} t={messages.account} />
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
