import { getTranslations } from 'next-intl/server'

/**
 * Maintenance message on booking surfaces (spec §8 Calendar; §1 maintenance flag): the spec's text
 * plus the customer-service numbers for Mexico and the USA.
 */
export async function MaintenanceNotice({ phones }: { phones: { mexico: string | null; usa: string | null } | null }) {
  const t = await getTranslations('maintenance')
  return (
    <div className="maintenance" role="status" data-testid="maintenance-notice">
      <p className="maintenance__title">{t('title')}</p>
      <p>{t('contact')}</p>
      <ul className="maintenance__phones">
        {phones?.mexico && (
          <li>
            {t('mexico')}: <a href={`tel:${phones.mexico.replace(/\s+/g, '')}`}>{phones.mexico}</a>
          </li>
        )}
        {phones?.usa && (
          <li>
            {t('usa')}: <a href={`tel:+${phones.usa.replace(/\D+/g, '')}`}>{phones.usa}</a>
          </li>
        )}
      </ul>
    </div>
  )
}
