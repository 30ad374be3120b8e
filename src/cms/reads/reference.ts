/**
 * CMS reads of the booking flow (hotels, room categories, payment methods, banks), cached by tag
 * like every CMS read (architecture §9). Rates and availability are never cached here.
 */
import { unstable_cache } from 'next/cache'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { BanksDocument, HotelsDocument, HotelTaxNotesDocument, PaymentMethodsDocument, RoomCategoriesDocument, RoomTypesDocument, type RoomTypeDoc } from '../../lib/graphql/documents'
import { cmsQuery } from './graphql'
import type { TextLocale } from '../../lib/i18n/locales'

const REVALIDATE = 300

export const getHotels = () =>
  unstable_cache(async () => (await cmsQuery(HotelsDocument, {}, { locale: 'es' })).Hotels?.docs ?? [], ['hotels'], {
    tags: [cacheTags.all, cacheTags.hotels],
    revalidate: REVALIDATE,
  })()

/**
 * The hotels' notes on what their prices do not include, in `locale` (a text
 * locale: Portuguese falls back to English in the CMS).
 * @returns the note of the hotel whose code (`HXA`) or numeric property code (`31453`) is given, or null
 */
export async function getHotelTaxNote(locale: TextLocale, hotel: string | number): Promise<string | null> {
  const docs = await unstable_cache(async () => (await cmsQuery(HotelTaxNotesDocument, { locale }, { locale })).Hotels?.docs ?? [], ['hotel-tax-notes', locale], {
    tags: [cacheTags.all, cacheTags.hotels],
    revalidate: REVALIDATE,
  })()
  const doc = docs.find((h) => h.code === String(hotel) || String(h.propertyCode) === String(hotel))
  return doc?.taxNote?.trim() || null
}

export const getRoomCategories = (locale: TextLocale) =>
  unstable_cache(async () => (await cmsQuery(RoomCategoriesDocument, { locale }, { locale })).RoomCategories?.docs ?? [], ['room-categories', locale], {
    tags: [cacheTags.all, cacheTags.roomCategories],
    revalidate: REVALIDATE,
  })()

/**
 * One hotel's room types with their photos and facts, by room type code, in
 * `locale` (the photos' alt texts). Expired when a room type or an image changes.
 */
export async function getRoomTypes(hotelCode: string, locale: TextLocale): Promise<Map<string, RoomTypeDoc>> {
  const docs = await unstable_cache(async () => (await cmsQuery(RoomTypesDocument, { hotelCode, locale }, { locale })).RoomTypes?.docs ?? [], ['room-types', hotelCode, locale], {
    tags: [cacheTags.all, cacheTags.roomTypes, cacheTags.media],
    revalidate: REVALIDATE,
  })()
  return new Map(docs.map((d) => [d.roomCode, d]))
}

export const getPaymentMethods = (locale: TextLocale) =>
  unstable_cache(async () => (await cmsQuery(PaymentMethodsDocument, { locale }, { locale })).PaymentMethods?.docs ?? [], ['payment-methods', locale], {
    tags: [cacheTags.all, cacheTags.paymentMethods],
    revalidate: REVALIDATE,
  })()

export const getBanks = (locale: TextLocale) =>
  unstable_cache(async () => (await cmsQuery(BanksDocument, { locale }, { locale })).Banks?.docs ?? [], ['banks', locale], {
    tags: [cacheTags.all, cacheTags.banks],
    revalidate: REVALIDATE,
  })()
