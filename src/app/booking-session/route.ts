/**
 * `POST /booking-session/` `{ sessionId }`: remembers the visitor's payment-reservation session in
 * 7-day httpOnly cookies (spec §4: cookies store token and booking) so that opening the site later
 * restores the booking. The session is read from the hotel API first: only a live one is kept.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { BOOKING_COOKIE, COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE, privateCookieOptions } from '@/lib/cookies'
import { call, HotelApiClient } from '@/lib/hotel-api'

const Body = z.object({ sessionId: z.uuid() })

export async function POST(request: NextRequest) {
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return NextResponse.json({ ok: false, code: 'VALIDATION_ERROR' }, { status: 400 })
  const result = await call(() => new HotelApiClient().getPaymentReservation(parsed.data.sessionId, { pageUrl: request.nextUrl.toString() }))
  if (result.hasError || !result.data.token || (result.data.status !== 'OPEN' && result.data.status !== 'HELD')) {
    return NextResponse.json({ ok: false, code: 'SESSION_NOT_FOUND' }, { status: 404 })
  }
  const res = NextResponse.json({ ok: true })
  // Secure on an https site, whatever protocol the proxy used to reach us (issue #13 item 14)
  const options = privateCookieOptions({ maxAge: COOKIE_MAX_AGE_SECONDS })
  res.cookies.set(TOKEN_COOKIE, result.data.token, options)
  res.cookies.set(BOOKING_COOKIE, result.data.sessionId, options)
  return res
}
