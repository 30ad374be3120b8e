/**
 * `GET /locale-switch/?to=es&from=/en/privacy-notice/?x=1` → 307 to the same page in the other
 * language, keeping the query string (spec §2; architecture §8). Bad input goes to the target home.
 * The redirect is relative, so it never leaves the visitor's domain.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { switchLocaleTarget } from '@/lib/i18n/routes'
import { getAllPageSlugs } from '@/cms/reads/queries'
import { resolveRouteLocale } from '@/lib/i18n/locales'

const Query = z.object({ to: z.string().max(5), from: z.string().max(2048).default('/') })

export async function GET(request: NextRequest) {
  const parsed = Query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  const to = resolveRouteLocale(parsed.success ? parsed.data.to : 'en')
  const from = parsed.success ? parsed.data.from : '/'
  const target = await switchLocaleTarget(from, to, async (slug, fromLang, toLang) => {
    const page = (await getAllPageSlugs()).find((p) => p[fromLang] === slug)
    return page?.[toLang] ?? null
  })
  // A relative Location (RFC 9110 §10.2.2): the browser stays on the domain it asked, whatever Host
  // or origin the server itself listens on (behind a proxy `request.nextUrl.origin` is the server's
  // own, e.g. http://localhost:3000). `target` is always a same-site path `/{locale}/…`.
  return new NextResponse(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
