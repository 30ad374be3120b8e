import type { SiteSettingsDoc } from '../../../lib/graphql/documents'
import { getHotels } from '../../../cms/reads/reference'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { BookingBox, HeroBookingBar, type BookingBoxProps } from '../components/BookingBox'

/**
 * The booking box's props (spec §2 Layout, §4): the CMS hotels (HXA first as default), the hotel
 * phones and the localized texts; null while maintenance mode is on (the header then shows the
 * maintenance notice) or when no hotel is configured.
 */
async function bookingBoxProps(locale: RouteLocale, settings: SiteSettingsDoc | null): Promise<BookingBoxProps | null> {
  if (settings?.maintenanceMode) return null
  const hotels = await getHotels()
  if (hotels.length === 0) return null
  const messages = messagesFor(locale)
  return {
    locale,
    hotels: hotels.map((h) => ({ code: h.code, name: h.name })),
    defaultHotel: (hotels.find((h) => h.isDefault) ?? hotels[0]).code,
    currency: null,
    phones: settings?.phones ? { mexico: settings.phones.mexico, usa: settings.phones.usa } : null,
    texts: {
      ...messages.booking.box,
      // the calendar's minimum-stay refusal and badge title: the hotel API's MIN_STAY_NOT_MET, worded once
      minStay: messages.hotelMessages.MIN_STAY_NOT_MET,
      maintenanceTitle: messages.maintenance.title,
      maintenanceContact: messages.maintenance.contact,
      mexico: messages.maintenance.mexico,
      usa: messages.maintenance.usa,
    },
  }
}

/** The header's booking box, composed for the app layout; nothing in maintenance or without hotels. */
export async function HeaderBookingBox({ locale, settings }: { locale: RouteLocale; settings: SiteSettingsDoc | null }) {
  const props = await bookingBoxProps(locale, settings)
  return props ? <BookingBox {...props} /> : null
}

/** The home hero's booking bar (dates, guests, Search), with the header box's panel; nothing in maintenance or without hotels. */
export async function HeroBookingBox({ locale, settings }: { locale: RouteLocale; settings: SiteSettingsDoc | null }) {
  const props = await bookingBoxProps(locale, settings)
  if (!props) return null
  const box = messagesFor(locale).booking.box
  return <HeroBookingBar {...props} heroTexts={{ dates: box.heroDates, guests: box.heroGuests, prompt: box.heroPrompt }} />
}
