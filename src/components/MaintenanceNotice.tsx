import { getLocale, getTranslations } from 'next-intl/server'
import { formatHotelInstant } from '../lib/i18n/dates'
import { ServicePhones } from './ServicePhones'

/**
 * Maintenance message on booking surfaces (spec §8 Calendar; §1 maintenance flag): the spec's text,
 * the expected return time when ops set one (`returnAt` an ISO instant, shown in
 * Quintana Roo time in the page's language) and the customer-service numbers for Mexico and the USA.
 */
export async function MaintenanceNotice({ phones, returnAt }: { phones: { mexico: string | null; usa: string | null } | null; returnAt?: string | null }) {
  const [t, locale] = await Promise.all([getTranslations('maintenance'), getLocale()])
  const back = returnAt ? new Date(returnAt) : null
  const backText = back && !Number.isNaN(back.getTime()) ? formatHotelInstant(back, locale, 'long') : null
  return (
    <div className="maintenance" role="status" data-testid="maintenance-notice">
      <p className="maintenance__title">{t('title')}</p>
      {backText ? <p data-testid="maintenance-return">{t('returnAt', { time: backText })}</p> : null}
      <p>{t('contact')}</p>
      <ServicePhones phones={phones} labels={{ mexico: t('mexico'), usa: t('usa') }} />
    </div>
  )
}
