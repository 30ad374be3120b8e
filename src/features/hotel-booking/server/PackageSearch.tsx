/**
 * Server part of the hotel + flight package search: the package site's base URL and
 * per-language paths from the CMS site settings (`packageSite`), overridable with `PACKAGE_SITE_URL`;
 * default dates 7 days ahead for 4 nights (spec §9, as the hotel search), and the localized texts.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { contentLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { PackageSearchForm } from '../components/PackageSearchForm'
import { BOOKING_LIMITS } from '../domain/limits'
import { hotelToday } from './today'
import { addDays } from '../../../lib/hotel-date'
import { env } from '../../../lib/env'

/** The package site settings: CMS `packageSite`, `PACKAGE_SITE_URL` first when set. */
export async function packageSite(): Promise<{ baseUrl: string; pathEs: string; pathEn: string }> {
  const payload = await getPayload({ config })
  const s = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).packageSite
  return {
    baseUrl: env.PACKAGE_SITE_URL || s?.baseUrl || 'https://paquetes.hotelarte.example',
    pathEs: s?.pathEs || '/paquetes/buscar',
    pathEn: s?.pathEn || '/packages/search',
  }
}

export async function PackageSearch({ locale }: { locale: RouteLocale }) {
  const lang = contentLocaleOf(locale)
  const t = messagesFor(locale).packageSearch
  const today = hotelToday()
  const departure = addDays(today, BOOKING_LIMITS.defaultCheckInOffsetDays)
  return (
    <PackageSearchForm
      lang={lang}
      site={await packageSite()}
      today={today}
      defaultDeparture={departure}
      defaultReturn={addDays(departure, BOOKING_LIMITS.defaultNights)}
      texts={{ ...t, errors: { ...t.errors } }}
    />
  )
}
