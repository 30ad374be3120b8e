/**
 * `GET /account-session/booking/?locale=es&code=WWCMXBWVRN`: the account page's link to one of the
 * signed-in customer's hotel bookings. When the session's customer has a verified email and the
 * reservation was made with it, the signed reservation cookie is set (as after a booking or a lookup)
 * and the browser goes to "my booking", which shows it; otherwise to the lookup form with the code
 * filled in (the customer proves the booking with its email there). Always a 303 to a path on this
 * site, never an error page.
 */
import { type NextRequest, NextResponse } from 'next/server'
import { currentCustomer, accountPayload } from '@/features/account/server/session'
import { customerReservation } from '@/features/hotel-booking/server/CustomerBookings'
import { CONFIRMATION_CODE } from '@/features/hotel-booking/domain/lookup'
import { myBookingPath } from '@/features/hotel-booking/domain/paths'
import { COOKIE_MAX_AGE_SECONDS, RESERVATION_COOKIE } from '@/lib/cookies'
import { privateCookieOptions } from '@/lib/cookieOptions'
import { isRouteLocale } from '@/lib/i18n/locales'
import { reservationCookieValue } from '@/lib/reservationCookie'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const asked = params.get('locale')
  const locale = isRouteLocale(asked) ? asked : 'es'
  const code = (params.get('code') ?? '').trim().toUpperCase().slice(0, 24)
  const lookup = myBookingPath(locale, CONFIRMATION_CODE.test(code) ? `code=${code}` : '')
  const to = (path: string) => new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })
  const customer = await currentCustomer(await accountPayload(), request.headers)
  if (!customer || customer._verified !== true) return to(lookup)
  const reservation = await customerReservation(code, customer.email, { pageUrl: `${request.nextUrl.origin}${myBookingPath(locale)}`, language: locale })
  if (!reservation) return to(lookup)
  const res = to(myBookingPath(locale))
  res.cookies.set(RESERVATION_COOKIE, reservationCookieValue(reservation.confirmationCode, reservation.guest.email), privateCookieOptions({ maxAge: COOKIE_MAX_AGE_SECONDS }))
  return res
}
