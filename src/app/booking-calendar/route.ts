/**
 * `GET /booking-calendar/?hotel=HXA&from=…&to=…&currency=USD&adults=2&ages=7,9`: the hotel calendar
 * for the booking box: per night the lowest price (minor units), MinStay, CTA/CTD, closed
 * and availability, from the hotel API (whose credential stays on the server). At most 92 days.
 * Bad input → 400 with the failing fields; an API failure → 503 (the box shows the maintenance
 * message with the service numbers, spec §8 Calendar).
 */
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { daysBetween, isIsoDate } from '@/lib/hotel-date'
import { resolveHotel } from '@/features/hotel-booking/domain/hotelChoice'
import { getHotels } from '@/cms/reads/reference'
import { getCurrencies } from '@/cms/reads/queries'
import { call, HotelApiClient } from '@/lib/hotel-api'

const Query = z
  .object({
    hotel: z
      .string()
      .regex(/^[A-Za-z0-9]{1,12}$/)
      .optional(),
    from: z.string().refine(isIsoDate),
    to: z.string().refine(isIsoDate),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .default('USD'),
    adults: z.coerce.number().int().min(1).max(6).default(2),
    ages: z
      .string()
      .regex(/^(\d{1,2}(,\d{1,2}){0,2})?$/)
      .default('')
      .transform((s) => (s ? s.split(',').map(Number) : [])),
    lang: z.enum(['es', 'en', 'pt']).default('en'),
  })
  .refine((q) => isIsoDate(q.from) && isIsoDate(q.to) && daysBetween(q.from, q.to) >= 0 && daysBetween(q.from, q.to) < 92, { path: ['to'], message: 'at most 92 days from `from`' })

export async function GET(request: NextRequest) {
  const parsed = Query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) {
    return NextResponse.json({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, { status: 400 })
  }
  const q = parsed.data
  const hotel = resolveHotel(await getHotels(), q.hotel ?? null)
  const result = await call(() =>
    new HotelApiClient().getCalendar(
      { hotelCode: hotel.propertyCode, from: q.from, to: q.to, currency: q.currency.toUpperCase(), adults: q.adults, ages: q.ages },
      { pageUrl: request.nextUrl.toString(), language: q.lang },
    ),
  )
  if (result.hasError) return NextResponse.json({ ok: false, code: result.error.code }, { status: result.error.status >= 400 && result.error.status < 500 ? 400 : 503 })
  // The CMS display settings of the quote currency, so the browser formats prices like the pages do.
  const format = (await getCurrencies(q.lang === 'es' ? 'es' : 'en')).find((c) => c.isoCode === result.data.currency) ?? null
  return NextResponse.json({ ok: true, data: result.data, format }, { headers: { 'Cache-Control': 'private, max-age=30' } })
}
