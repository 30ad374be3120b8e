/**
 * Fuzzing (issue #13 "Proof"): FUZZ_RUNS (default 1,000) seeded random requests to every form route
 * handler, every server action and the GraphQL route, in process, against the real database and the
 * reference hotel engine over HTTP. Bad input must get a 4xx (or a form state with an error), never a
 * 5xx or an exception escaping a server action (which Next would answer with a 500). Inputs: wrong
 * types, empty and 10 kB strings, unicode and control characters, SQL and script payloads, deep and
 * huge objects, malformed JSON and form bodies, odd content types and headers. Replay a failure with
 * FUZZ_SEED.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'
import { testPayload } from '../helpers/payload'
import { prng } from '../../src/lib/prng'

const RUNS = Number(process.env.FUZZ_RUNS || 1000)
// a fixed seed by default, so CI is repeatable; FUZZ_SEED=random explores new inputs (print shows the seed)
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 1_000_000 : Number(process.env.FUZZ_SEED || 625_277)
const TOKEN = 'fuzz-engine-token'

// Next's request scope, as a server action sees it
const scope = { ip: '198.51.100.1', jar: new Map<string, string>() }
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', 'x-forwarded-for': scope.ip, 'x-forwarded-proto': 'https' }),
  cookies: async () => ({
    get: (k: string) => (scope.jar.has(k) ? { name: k, value: scope.jar.get(k)! } : undefined),
    getAll: () => [...scope.jar].map(([name, value]) => ({ name, value })),
    has: (k: string) => scope.jar.has(k),
    set: (k: string, v: string) => scope.jar.set(k, v),
    delete: (k: string) => scope.jar.delete(k),
  }),
}))
class Navigation extends Error {}
vi.mock('next/navigation', () => ({
  redirect: () => {
    throw new Navigation('redirect')
  },
  permanentRedirect: () => {
    throw new Navigation('redirect')
  },
  notFound: () => {
    throw new Navigation('notFound')
  },
}))
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined, revalidatePath: () => undefined }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }))

const random = prng(SEED)
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!
const NASTY = [
  '',
  ' ',
  'a'.repeat(10_000),
  "' OR 1=1 --",
  '"; DROP TABLE shop.orders; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000\u0001\u0002',
  '😀🏨✈️',
  'ñandú@éxample.com',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '2026-02-30',
  '9999-99-99',
  '{"__proto__":{"admin":true}}',
  'XS-ABCD1234',
  'HX12345678',
  'pi_123',
  'ana@example.com',
  'USD',
  'es',
  'en',
  '3001',
  'VI',
]
function value(depth = 0): unknown {
  const r = random()
  if (r < 0.35) return pick(NASTY)
  if (r < 0.5) return Math.floor(random() * 2 ** 31) * (random() < 0.5 ? -1 : 1)
  if (r < 0.55) return pick([0, -0.5, 1.5, Number.MAX_SAFE_INTEGER, 1e308])
  if (r < 0.62) return pick([null, true, false])
  if (depth > 3) return pick(NASTY)
  if (r < 0.8) return Array.from({ length: Math.floor(random() * (random() < 0.05 ? 500 : 4)) }, () => value(depth + 1))
  const o: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (let i = 0; i < Math.floor(random() * 6); i++)
    o[
      pick([
        'email',
        'password',
        'code',
        'locale',
        'currency',
        'productId',
        'date',
        'quantities',
        'adults',
        'firstName',
        'checkoutId',
        'sessionId',
        'reference',
        'months',
        '__proto__',
        'constructor',
        pick(NASTY),
      ])
    ] = value(depth + 1)
  return o
}
/** A string for a query, form field or header made of any value (objects as JSON). */
const str = (v: unknown): string => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v))
/** What a browser can send as a header value: visible ASCII, trimmed. */
const headerValue = (v: string) =>
  v
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 4000)

const FIELDS = [
  'locale',
  'email',
  'password',
  'code',
  'confirm',
  'firstName',
  'lastName',
  'phone',
  'country',
  'terms',
  'methodCode',
  'checkoutId',
  'idempotencyKey',
  'paymentStage',
  'paymentReference',
  'sessionId',
  'currency',
  'partialPayment',
  'notes',
  'installments',
  'token',
  'remember',
  'name',
]
function form(): FormData {
  const f = new FormData()
  for (let i = 0; i < Math.floor(random() * 12); i++) f.append(random() < 0.85 ? pick(FIELDS) : pick(NASTY), str(pick(NASTY)))
  if (random() < 0.5) f.set('locale', pick(['es', 'en', 'pt', 'de', '']))
  return f
}
function body(): { body: string; type: string } {
  const r = random()
  if (r < 0.5) return { body: JSON.stringify(value()), type: 'application/json' }
  if (r < 0.7) return { body: new URLSearchParams(Object.entries((value() as Record<string, unknown>) ?? {}).map(([k, v]) => [k, str(v)])).toString(), type: 'application/x-www-form-urlencoded' }
  if (r < 0.85) return { body: pick(['{', '{"a":', '[]', 'null', '\u0000', 'a'.repeat(100_000)]), type: pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x', '']) }
  return { body: pick(NASTY), type: pick(['application/json', 'text/html', 'application/octet-stream']) }
}
function request(url: string, method = 'POST'): Request {
  const b = body()
  const headers: Record<string, string> = {
    'x-forwarded-for': pick(['198.51.100.1', 'garbage', '1.1.1.1, 2.2.2.2', '::1', '']),
    origin: pick(['http://localhost:3000', 'https://evil.example', 'null', '']),
  }
  if (b.type) headers['content-type'] = b.type
  if (random() < 0.2) headers.cookie = `${pick(['hxa-customer', 'payload-token', 'booking', 'reservation', 'shop-cart', 'shop-orders', 'currency'])}=${encodeURIComponent(String(pick(NASTY)))}`
  if (random() < 0.1) headers.authorization = headerValue(`${pick(['Bearer', 'JWT', 'Basic'])} ${pick(NASTY)}`) || 'Bearer x'
  for (const k of Object.keys(headers)) if (!headers[k]) delete headers[k]
  return new Request(url, { method, headers, body: method === 'GET' ? undefined : b.body })
}
const query = () => new URLSearchParams(Object.entries((value() as Record<string, unknown>) ?? {}).map(([k, v]) => [k, str(v)])).toString()

let payload: Payload
let engine: EngineServer
const env = { ...process.env }
type Handler = (req: never, ctx?: never) => Promise<Response>
const failures: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN })
  Object.assign(process.env, { HOTEL_API_URL: engine.baseUrl, HOTEL_API_TOKEN: TOKEN, HOTEL_API_TRAILING_SLASH: 'false', ACCOUNT_IP_LIMIT: '1000000', ACCOUNT_SIGNUP_LIMIT: '1000000' })
  console.log(`fuzz: seed ${SEED}, ${RUNS} inputs per target`)
}, 120_000)
afterAll(async () => {
  process.env = env
  await engine.close()
  await payload.destroy()
})

async function hammer(name: string, call: () => Promise<unknown>) {
  for (let i = 0; i < RUNS; i++) {
    scope.ip = `198.51.100.${Math.floor(random() * 250)}`
    if (random() < 0.3) scope.jar.clear()
    try {
      const out = await call()
      if (out instanceof Response && out.status >= 500) failures.push(`${name} #${i}: HTTP ${out.status} ${(await out.text()).slice(0, 200)}`)
    } catch (err) {
      if (err instanceof Navigation) continue
      failures.push(`${name} #${i}: threw ${String(err).slice(0, 300)}`)
    }
    if (failures.length > 5) break
  }
}

describe(`fuzzing (seed ${SEED})`, () => {
  beforeEach(() => {
    failures.length = 0
  })

  it('route handlers answer bad input with 4xx, never 5xx', async () => {
    const routes: [string, string, () => Promise<{ GET?: Handler; POST?: Handler }>, boolean][] = [
      ['account-session/login', '/account-session/login', () => import('../../src/app/account-session/login/route'), false],
      ['account-session/signup', '/account-session/signup', () => import('../../src/app/account-session/signup/route'), false],
      ['account-session/forgot', '/account-session/forgot', () => import('../../src/app/account-session/forgot/route'), false],
      ['account-session/reset', '/account-session/reset', () => import('../../src/app/account-session/reset/route'), false],
      ['account-session/resend', '/account-session/resend', () => import('../../src/app/account-session/resend/route'), false],
      ['account-session/logout', '/account-session/logout', () => import('../../src/app/account-session/logout/route'), false],
      ['booking-calendar', '/booking-calendar', () => import('../../src/app/booking-calendar/route'), true],
      ['locale-switch', '/locale-switch', () => import('../../src/app/locale-switch/route'), true],
      ['origin-airports', '/origin-airports', () => import('../../src/app/origin-airports/route'), true],
      ['stripe webhook', '/payments/stripe/webhook', () => import('../../src/app/payments/stripe/webhook/route'), false],
    ]
    const { NextRequest } = await import('next/server')
    for (const [name, path, load, get] of routes) {
      const mod = await load()
      const handler = (get ? mod.GET : mod.POST)!
      await hammer(name, () => handler(new NextRequest(request(`http://localhost:3000${path}/?${query()}`, get ? 'GET' : 'POST')) as never))
    }
    const subscribe = (await import('../../src/app/(frontend)/[locale]/newsletter/subscribe/route')).POST as unknown as (r: Request, c: { params: Promise<{ locale: string }> }) => Promise<Response>
    await hammer('newsletter/subscribe', () => subscribe(request('http://localhost:3000/es/newsletter/subscribe/'), { params: Promise.resolve({ locale: str(pick(['es', 'en', 'pt', ...NASTY])) }) }))
    expect(failures).toEqual([])
  }, 600_000)

  it('server actions answer bad input with an error state, never an exception', async () => {
    const shop = await import('../../src/features/ticket-shop/server/actions')
    const lookup = await import('../../src/features/ticket-shop/server/lookupActions')
    const booking = await import('../../src/features/hotel-booking/server/placeBooking')
    const start = await import('../../src/features/hotel-booking/server/startBooking')
    const pay = await import('../../src/features/hotel-booking/server/confirmPayment')
    const my = await import('../../src/features/hotel-booking/server/myBookingActions')
    const idle = { status: 'idle' } as never
    const actions: [string, () => Promise<unknown>][] = [
      ['calendarAction', () => shop.calendarAction(value(), value(), value())],
      ['quoteAction', () => shop.quoteAction(value(), value(), value())],
      ['addToCartAction', () => shop.addToCartAction(value(), value())],
      ['addPackageAction', () => shop.addPackageAction(value(), value())],
      ['removeLineAction', () => shop.removeLineAction(value(), value())],
      ['expressCheckoutAction', () => shop.expressCheckoutAction(value(), value())],
      ['startCheckoutAction', () => shop.startCheckoutAction(idle, form())],
      ['placeOrderAction', () => shop.placeOrderAction(idle, form())],
      ['confirmShopPaymentAction', () => shop.confirmShopPaymentAction(value())],
      ['cancelOrderAction', () => shop.cancelOrderAction(value(), value(), value())],
      ['changeOrderDateAction', () => shop.changeOrderDateAction(value(), value(), value(), value())],
      ['lookupOrderAction', () => lookup.lookupOrderAction(idle, form())],
      ['placeBooking', () => booking.placeBooking(idle, form())],
      ['startBooking', () => start.startBooking(idle, form())],
      ['confirmHotelPayment', () => pay.confirmHotelPayment(value() as never)],
      ['lookupReservation', () => my.lookupReservation(idle, form())],
      ['cancelBooking', () => my.cancelBooking(idle, form())],
      ['resendHotelRefund', () => my.resendHotelRefund(form())],
      ['forgetReservation', () => my.forgetReservation(form())],
    ]
    for (const [name, call] of actions) await hammer(name, call)
    expect(failures).toEqual([])
  }, 900_000)

  it('the search page takes any query, absurd dates included, as a search it can show: never an exception', async () => {
    // step 1's URL is the booking state (spec §2); what it cannot take as asked it corrects and says so
    // the engine's address set in beforeAll, read again: the environment was parsed before it was set
    ;(await import('../../src/lib/env')).reloadEnv()
    const { loadSearchPage } = await import('../../src/features/hotel-booking/server/searchPage')
    const { daysBetween, isIsoDate } = await import('../../src/lib/hotel-date')
    const { formatStayRange } = await import('../../src/lib/i18n/dates')
    const { flowQuery } = await import('../../src/features/hotel-booking/domain/selection')
    const DATES = ['9999-12-31', '10000-01-02', '9999-12-30', '0000-01-01', '1900-01-01', '2026-02-29', '2027-02-30', '+010000-01-01', '2026-11-21T00:00:00Z', '20270110', '2027-1-5', '', ...NASTY]
    const FIELDS = [
      'checkin',
      'checkout',
      'guests[0][adults]',
      'guests[0][children]',
      'guests[0][childrenages]',
      'guests[4][adults]',
      'guests[99][adults]',
      'hotel',
      'promocode',
      'currency',
      'sel',
      'for',
    ]
    const near = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    await hammer('search page', async () => {
      const q: Record<string, string | string[]> = {}
      for (let i = 0; i < 1 + Math.floor(random() * 6); i++) {
        const key = pick(FIELDS)
        const v = key.startsWith('check') ? (random() < 0.3 ? near(Math.floor(random() * 2000) - 400) : pick(DATES)) : random() < 0.5 ? String(Math.floor(random() * 20) - 5) : str(pick(NASTY))
        q[key] = random() < 0.1 ? [v, str(pick(NASTY))] : v
      }
      const data = await loadSearchPage(pick(['es', 'en', 'pt'] as const), q, 'https://localhost:3000/es/busqueda/', { currency: null, stay: null })
      const { checkIn, checkOut } = data.search
      // what the page renders from it: real dates, 1..30 nights, a stay range and the search's links
      if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || daysBetween(checkIn, checkOut) < 1 || daysBetween(checkIn, checkOut) > 30)
        throw new Error(`not a stay: ${checkIn}~${checkOut} for ${JSON.stringify(q)}`)
      formatStayRange(checkIn, checkOut, 'es')
      flowQuery(data.effective, data.choices, {})
      return data
    })
    expect(failures).toEqual([])
  }, 900_000)

  it('GraphQL answers garbage with GraphQL errors, never 5xx', async () => {
    const { POST } = (await import('../../src/app/(payload)/api/graphql/route')) as unknown as { POST: (r: Request) => Promise<Response> }
    const queries = [
      '{ Pages { docs { id } } }',
      'query($id: Int!) { Page(id: $id) { id } }',
      'mutation { loginUser(email: "a", password: "b") { token } }',
      '{ __schema { types { name } } }',
      '{',
      'query { Products(where: { id: { equals: "x" } }) { docs { id } } }',
    ]
    await hammer('graphql', () => {
      const r = random()
      const payloadBody = r < 0.6 ? JSON.stringify({ query: random() < 0.5 ? pick(queries) : String(pick(NASTY)), variables: value() }) : body().body
      return POST(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'content-type': pick(['application/json', 'text/plain', 'application/graphql']), 'x-forwarded-for': '203.0.113.7' },
          body: payloadBody,
        }),
      )
    })
    expect(failures).toEqual([])
  }, 600_000)
})
