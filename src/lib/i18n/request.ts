/** next-intl request config: resolves the locale of the request and loads its dictionary. */
import { getRequestConfig } from 'next-intl/server'
import { messagesFor } from './dictionaries'
import { resolveRouteLocale } from './locales'
import { HOTEL_TIME_ZONE } from '../hotel-date'

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = resolveRouteLocale(await requestLocale)
  return {
    locale,
    messages: messagesFor(locale),
    timeZone: HOTEL_TIME_ZONE,
  }
})
