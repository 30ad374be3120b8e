'use client'
/**
 * Fallback error page (spec §2, §8 Rendering failure): 'Internal Error' / 'Error interno' with a link
 * to the home page. The error itself is logged on the server.
 */
import { useLocale, useTranslations } from 'next-intl'

export default function ErrorPage() {
  const t = useTranslations('errors')
  const locale = useLocale()
  return (
    <article className="page page--error">
      <h1>{t('internal')}</h1>
      <p>{t('internalText')}</p>
      <p>
        <a className="button" href={`/${locale}/`}>
          {t('backHome')}
        </a>
      </p>
    </article>
  )
}
