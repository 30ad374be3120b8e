/**
 * `GET /package-search/?lang=en&origin=&origin-text=toronto&departure=…&return=…&adults=2&children=0`:
 * the hotel + flight form submitted natively — before its script has run, or without script (no
 * input lost before hydration). A refused search goes back to the form's page (the
 * same-site path of the Referer; 303) with what was typed, where the form shows its errors
 * (`packageFormTarget`). The origin is an airport of the bundled list or one the origin-search
 * service knows (spec §7; asked only when the bundled list cannot name it, `originCandidates`;
 * while it is down the bundled list decides). A valid one answers a short page that moves on to the package site by a
 * meta refresh, with a link: the site's policy (`form-action 'self'`, src/lib/csp.ts) stops a form's
 * redirect to another origin, and the package site's origin is a runtime setting (CMS, env).
 * Bad input is never a 5xx.
 */
import escapeHtml from 'escape-html'
import { NextResponse, type NextRequest } from 'next/server'
import { packageFormTarget } from '@/features/hotel-booking/domain/packageSearch'
import { originCandidates } from '@/features/hotel-booking/server/originSearch'
import { packageSite } from '@/features/hotel-booking/server/PackageSearch'
import { hotelToday } from '@/features/hotel-booking/server/today'
import { messagesFor } from '@/lib/i18n/dictionaries'

export async function GET(request: NextRequest) {
  const form = request.nextUrl.searchParams
  const lang = form.get('lang') === 'es' ? 'es' : 'en'
  let back = ''
  try {
    back = new URL(request.headers.get('referer') ?? '').pathname
  } catch {
    // no Referer (or a malformed one): back to the home page of the language
  }
  const target = packageFormTarget(form, lang, hotelToday(), await packageSite(), back, await originCandidates(form, lang))
  // a same-site target stays relative (RFC 9110 §10.2.2: the browser keeps the domain it asked)
  if (target.startsWith('/')) return new NextResponse(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
  const t = messagesFor(lang).packageSearch
  const url = escapeHtml(target)
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${url}"><title>${escapeHtml(t.title)}</title></head><body><p>${escapeHtml(t.hint)}</p><p><a href="${url}">${escapeHtml(t.continue)}</a></p></body></html>`
  return new NextResponse(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
