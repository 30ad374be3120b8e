import { getLocale, getTranslations } from 'next-intl/server'

/** Localized 404 (issue #2): a malformed locale, slug or unknown page lands here, never a 5xx. */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('errors'), getLocale()])
  return (
    <article className="page page--error">
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <a className="button" href={`/${locale}/`}>
          {t('backHome')}
        </a>
      </p>
    </article>
  )
}
