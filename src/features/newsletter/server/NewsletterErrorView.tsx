/**
 * The newsletter's error redirect page (spec §7 "success and error redirect pages"; §8 Newsletter:
 * 'Intenta más tarde' / 'Try again later' for errors other than a duplicate, and the field format
 * errors), `/{locale}/newsletter/error/`: where a form posted without script lands when the sign-up
 * was not taken (the thanks pages are the success ones). Server rendered, no client JS of its own:
 * the outcome's text, the texts of the fields to fix, and the way home; the layout's footer carries
 * the newsletter button to try again. Never indexed.
 */
import type { Metadata } from 'next'
import { messagesFor } from '@/lib/i18n/dictionaries'
import { isRouteLocale, type RouteLocale } from '@/lib/i18n/locales'
import { parseErrorPageQuery } from '../domain/errorPage'

export type NewsletterErrorPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const localeOr = (locale: string): RouteLocale => (isRouteLocale(locale) ? locale : 'en')

/** The page's title in its language, never indexed. */
export async function newsletterErrorMetadata({ params }: NewsletterErrorPageProps): Promise<Metadata> {
  const { locale } = await params
  return { title: messagesFor(localeOr(locale)).newsletter.errorPage.title, robots: { index: false, follow: false } }
}

/** The error page: heading, the outcome (`?reason=`), the field errors (`?e=` codes) and the way home. */
export async function NewsletterErrorView({ params, searchParams }: NewsletterErrorPageProps) {
  const locale = localeOr((await params).locale)
  const state = parseErrorPageQuery(await searchParams)
  const t = messagesFor(locale).newsletter
  return (
    <article className="page page--error" data-testid="newsletter-error">
      <h1>{t.errorPage.title}</h1>
      {/* the form's 'check the marked fields' would point at nothing here: the page names the fields below */}
      <p role="status">{state.reason === 'checkFields' ? t.errorPage.checkFields : t.outcome[state.reason]}</p>
      <p>{t.errorPage.text}</p>
      {state.codes.length > 0 ? (
        <>
          <p>{t.errorPage.fieldsIntro}</p>
          <ul data-testid="newsletter-error-fields">
            {state.codes.map((code) => (
              <li key={code}>{t.errors[code]}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t.errorPage.retry}</p>
      <p>
        <a className="button" href={`/${locale}/`}>
          {t.errorPage.backHome}
        </a>
      </p>
    </article>
  )
}
