import { getTranslations } from 'next-intl/server'
import { ServicePhones } from '@/components/ServicePhones'

/**
 * What the rooms step shows when the hotel API could not answer the availability of the search (an
 * outage, a time-out, an unexpected answer): "we couldn't load availability, try again", a link that
 * repeats the same search (`retryHref`), and the customer-service numbers for Mexico and the USA. The
 * maintenance message (spec §8 Calendar) is kept for maintenance mode and a calendar failure; the
 * rest of the site keeps working during such an outage (docs/deploy.md "Health").
 */
export async function AvailabilityError({ phones, retryHref }: { phones: { mexico: string | null; usa: string | null } | null; retryHref: string }) {
  const [t, tm] = await Promise.all([getTranslations('availabilityError'), getTranslations('maintenance')])
  return (
    <div className="maintenance" role="alert" data-testid="availability-error">
      <p className="maintenance__title">{t('title')}</p>
      <p>
        <a className="button" href={retryHref} data-testid="availability-retry">
          {t('retry')}
        </a>
      </p>
      <p>{t('contact')}</p>
      <ServicePhones phones={phones} labels={{ mexico: tm('mexico'), usa: tm('usa') }} />
    </div>
  )
}
