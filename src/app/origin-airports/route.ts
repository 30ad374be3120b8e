/**
 * `GET /origin-airports/?q=queb&lang=es`: the origin-airport type-ahead of the hotel + flight form
 * (spec §7 origin-search service). Answers `{ ok: true, source: 'service' | 'bundled', airports:
 * [{ code, city, name, country }] }`: the configured service's matches, or the bundled list's when
 * the service is unset, down, slow or answers outside its contract (server/originSearch.ts).
 * `q` at most 60 characters without control characters, `lang` es, en or pt (pt reads English, as
 * the hotel API). Bad input → 400 with the localized message; over ORIGIN_SEARCH_LIMIT per 5 minutes
 * from one client address → 429 with Retry-After. Never a 5xx for the service's failure.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { MAX_ORIGIN_QUERY } from '@/features/hotel-booking/domain/packageSearch'
import { originAirports, spendOriginSearch } from '@/features/hotel-booking/server/originSearch'
import { clientIp } from '@/lib/http/clientIp'
import { messagesFor } from '@/lib/i18n/dictionaries'
import { contentLocaleOf, resolveRouteLocale } from '@/lib/i18n/locales'

export const dynamic = 'force-dynamic'

const Query = z.object({
  q: z
    .string()
    .max(MAX_ORIGIN_QUERY)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s))
    .default(''),
  lang: z.enum(['es', 'en', 'pt']).default('en'),
})

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const locale = resolveRouteLocale(params.get('lang'))
  const t = messagesFor(locale).packageSearch.originSearch
  const parsed = Query.safeParse({ q: params.get('q') ?? undefined, lang: params.get('lang') ?? undefined })
  if (!parsed.success) return NextResponse.json({ ok: false, code: 'BAD_QUERY', message: t.invalid }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const wait = await spendOriginSearch(clientIp(request.headers))
  if (wait) return NextResponse.json({ ok: false, code: 'RATE_LIMITED', message: t.tooMany }, { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } })
  const answer = await originAirports(parsed.data.q, contentLocaleOf(parsed.data.lang))
  return NextResponse.json({ ok: true, ...answer }, { headers: { 'Cache-Control': 'private, max-age=60' } })
}
