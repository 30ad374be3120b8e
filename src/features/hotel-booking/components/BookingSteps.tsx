import { getTranslations } from 'next-intl/server'

/** Step indicator of the booking flow (spec §2: ROOMS → BOOK → CONFIRMATION). */
export async function BookingSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = await getTranslations('booking')
  const steps = [t('stepRooms'), t('stepBook'), t('stepConfirmation')]
  return (
    <nav aria-label={t('stepsLabel')} className="steps">
      <ol>
        {steps.map((label, i) => (
          <li key={label} aria-current={i + 1 === current ? 'step' : undefined} className={i + 1 < current ? 'steps__done' : undefined}>
            <span className="steps__n" aria-hidden="true">
              {i + 1}
            </span>{' '}
            <span className="steps__label">{label}</span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden">{t('stepOf', { current, total: 3 })}</p>
    </nav>
  )
}
