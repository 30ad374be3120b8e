/**
 * Ticket shop cart through the server (issue #5; spec §4, §5, §8): the seeded catalogue read from
 * Payload, every cart rule's message reached through `addToCart` / `addPackageToCart` (real capacity
 * usage and the CMS unavailable list), quotes in other currencies with the CMS rates, tampered fields
 * ignored, express-checkout links, the calendar.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateShopCatalog } from '../../src/features/ticket-shop/server/catalog-cache'
import { closeShopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import { messageFor, type AddItem } from '../../src/features/ticket-shop/domain'
import { testPayload } from '../helpers/payload'

const NOW = new Date('2026-11-22T15:00:00Z') // hotel-local 2026-11-22
const D = '2027-02-10'
const D2 = '2027-02-11'
let shop: ShopService
let payload: Payload

const item = (productId: number, date: string | null, q: [number, number, number], extra: Partial<AddItem> = {}): AddItem => ({
  productId,
  date,
  quantities: { adults: q[0], minors: q[1], infants: q[2] },
  ...extra,
})

beforeAll(async () => {
  payload = await testPayload()
  shop = createShopService({ now: () => NOW })
})
afterAll(async () => {
  await payload.delete({ collection: 'products', id: 9901, overrideAccess: true }).catch(() => {})
  await closeShopPool()
  await payload.destroy()
})

describe('catalogue from Payload', () => {
  it('lists the seeded products with prices, images and the unavailable messages', async () => {
    const en = await shop.listShopProducts('en')
    const es = await shop.listShopProducts('es')
    for (const id of [2120, 2117, 2157, 1893, 1894, 3001, 3002, 3011, 3012, 3013, 3014, 3015, 3016, 3020]) expect(en.some((p) => p.id === id)).toBe(true)
    const byId = (list: typeof en, id: number) => list.find((p) => p.id === id)!
    expect(byId(en, 2120).unavailableMessage).toBe('Available during summer vacation season')
    expect(byId(es, 1893).unavailableMessage).toBe('No disponible por el momento')
    expect(byId(en, 3001)).toMatchObject({ slug: 'arte-selva-park', fromPrice: { amountMinor: 4499, currency: 'USD' }, unavailableMessage: null, kind: 'park' })
    expect(byId(es, 3001).slug).toBe('parque-arte-selva')
    expect(byId(en, 3002).fromPrice?.amountMinor).toBe(11249)
    expect(byId(en, 3011).fromPrice?.amountMinor).toBe(1500)
    // the product's photo is its upload (issue #19 item 2), served by Payload's file route, alt text in the page's language
    expect(byId(en, 3001).image).toMatchObject({ url: '/api/media/file/shop-arte-selva.webp', alt: 'Jungle river', focalX: 50, focalY: 50 })
    expect(byId(es, 3001).image?.alt).toBe('Río en la selva')
  })

  it('finds a product by either slug or id, with both slugs, content and rule texts', async () => {
    const a = await shop.getShopProduct('ferry-isla-mujeres', 'en')
    const b = await shop.getShopProduct(3011, 'en')
    expect(a?.slugs).toEqual({ es: 'ferry-isla-mujeres', en: 'isla-mujeres-ferry' })
    expect(b?.content.name).toBe('Isla Mujeres Ferry')
    expect(a?.product.infantFreeMaxAge).toBe(5)
    expect(a?.product.schedules.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
    expect(a?.product.ferryRoutes.map((r) => r.id)).toEqual(['one-way', 'round-trip'])
    const zip = await shop.getShopProduct('tirolesa-extrema', 'en')
    expect(zip?.content.rules.physicalLimits).toContain('3.6 ft')
    expect(zip?.content.rules.physicalLimits).toContain('40–136 kg (88–300 lb)')
    expect(zip?.content.rules.childId).toBe('Children over 4.5 ft (1.37 m) but under 12 must show ID')
    const snorkel = await shop.getShopProduct('reef-snorkeling', 'en')
    expect(snorkel?.product.deposit?.amountUsd).toBe(1000)
    const tour = await shop.getShopProduct(3010, 'es')
    expect(tour?.product.childDiscountPct).toBe(50)
    const allInc = await shop.getShopProduct(3002, 'en')
    expect(allInc?.product.childAgeBand).toEqual({ min: 6, max: 11 })
    expect(allInc?.complements.map((c) => c.kind)).toEqual(['transport', 'photo-pass'])
    // the one product whose minors are 5–16 (spec §9): adults from 17, infants 0–4
    const kayak = await shop.getShopProduct(3014, 'es')
    expect(kayak?.product).toMatchObject({ childAgeBand: { min: 5, max: 16 }, adultMinAge: 17, infantFreeMaxAge: 4 })
    expect(kayak?.content.rules.ages).toBe('Adultos 17+ · Menores 5–16 años (5% de descuento) · Infantes 0–4 años gratis')
    expect(await shop.getShopProduct('no-such-product', 'en')).toBeNull()
  })

  it('refuses a product that breaks the domain schema with a clear editor error', async () => {
    await expect(
      payload.create({
        collection: 'products',
        overrideAccess: true,
        data: { id: 9902, name: 'Bad', slug: 'bad-product', kind: 'park', businessUnitCode: 'XC', childAgeBand: { min: 9, max: 6 }, _status: 'published' } as never,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('cart rules on the server, each spec message', () => {
  const expectRefusal = async (p: Promise<{ ok: boolean; code?: string; message?: string; status?: number }>, code: string, text: string) => {
    const r = await p
    expect(r.ok).toBe(false)
    expect(r.code).toBe(code)
    expect(r.message).toBe(text)
    expect(r.status).toBeGreaterThanOrEqual(400)
    expect(r.status).toBeLessThan(500)
  }

  it('adds a product: PRODUCT_ADDED with the child-ID notice, cart in a new unguessable id', async () => {
    const r = await shop.addToCart(null, item(3001, D, [2, 1, 1]), 'en')
    expect(r).toMatchObject({ ok: true, code: 'PRODUCT_ADDED', message: 'The product has been added' })
    if (!r.ok) return
    expect(r.cartId).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(r.notices.map((n) => n.message)).toEqual(['Children over 4.5 ft (1.37 m) but under 12 must show ID'])
    const es = await shop.addToCart(null, item(3003, D, [1, 0, 0]), 'es')
    expect(es.ok && es.message).toBe('El producto se agregó a tu carrito')
  })

  it('every refusal carries the spec text', async () => {
    await expectRefusal(shop.addToCart(null, item(3001, D, [0, 1, 0]), 'en'), 'ADULT_REQUIRED', messageFor('ADULT_REQUIRED', 'en'))
    await expectRefusal(shop.addToCart(null, item(3020, D, [1, 0, 0]), 'en'), 'SCHEDULE_REQUIRED', 'Please select a schedule')
    await expectRefusal(shop.addToCart(null, item(3020, D, [1, 0, 0], { scheduleId: '23:00' }), 'en'), 'SCHEDULE_REQUIRED', 'Please select a schedule')
    await expectRefusal(
      shop.addToCart(null, item(3020, D, [7, 0, 0], { scheduleId: '10:00' }), 'en'),
      'NO_AVAILABILITY',
      'There is no availability for the date selected, please choose a different date',
    )
    await expectRefusal(shop.addToCart(null, item(3001, '2026-11-21', [1, 0, 0]), 'en'), 'NO_AVAILABILITY', 'There is no availability for the date selected, please choose a different date')
    await expectRefusal(shop.addToCart(null, item(3014, D, [3, 0, 0]), 'en'), 'VISITORS_MULTIPLE', 'The product requires a multiple of 2 visitors')
    await expectRefusal(shop.addToCart(null, item(3013, D, [1, 0, 0], { scheduleId: '11:00' }), 'en'), 'PARK_ADMISSION_REQUIRED', messageFor('PARK_ADMISSION_REQUIRED', 'en'))
    await expectRefusal(shop.addToCart(null, item(2120, D, [1, 0, 0]), 'en'), 'PRODUCT_UNAVAILABLE', 'Available during summer vacation season')
    await expectRefusal(shop.addToCart(null, item(1894, D, [1, 0, 0]), 'es'), 'PRODUCT_UNAVAILABLE', 'No disponible por el momento')
    await expectRefusal(shop.addToCart(null, item(424242, D, [1, 0, 0]), 'en'), 'GENERIC_ERROR', 'An error has ocurred. Please try again.')
    await expectRefusal(
      shop.addToCart(null, { productId: 3001, date: D, quantities: { adults: -1, minors: 0, infants: 0 } } as AddItem, 'en'),
      'GENERIC_ERROR',
      'An error has ocurred. Please try again.',
    )
    await expectRefusal(shop.addToCart(null, item(3004, D, [1, 0, 1]), 'en'), 'BELOW_MINIMUM_AGE', 'The minimum age for this product is 5 years')
    await expectRefusal(
      shop.addToCart(null, item(3015, D, [1, 0, 0], { scheduleId: '09:00', visitors: [{ weightKg: 150 }] }), 'en'),
      'OUTSIDE_PHYSICAL_LIMITS',
      messageFor('OUTSIDE_PHYSICAL_LIMITS', 'en'),
    )
  })

  it('same product or same date, and the activity date must match its park admission', async () => {
    const first = await shop.addToCart(null, item(3001, D, [1, 0, 0]), 'en')
    if (!first.ok) throw new Error(first.message)
    const cart = first.cartId
    const already = 'This product or one with the same date has already been added to your cart'
    await expectRefusal(shop.addToCart(cart, item(3001, D2, [1, 0, 0]), 'en'), 'ALREADY_IN_CART', already)
    await expectRefusal(shop.addToCart(cart, item(3003, D, [1, 0, 0]), 'en'), 'ALREADY_IN_CART', already)
    await expectRefusal(shop.addToCart(cart, item(3013, D2, [1, 0, 0], { scheduleId: '11:00' }), 'en'), 'DATE_MISMATCH', 'The selected date does not match the date of the product in your cart')
    const activity = await shop.addToCart(cart, item(3013, D, [1, 0, 0], { scheduleId: '11:00' }), 'en')
    expect(activity.ok).toBe(true)
    expect((await shop.addToCart(cart, item(3003, D2, [1, 0, 0]), 'en')).ok).toBe(true)
  })

  it('packages: distinct dates, at most 5, all or nothing, discount from 2 components', async () => {
    await expectRefusal(
      shop.addPackageToCart(null, { tab: '1-day', items: [item(3001, D, [1, 0, 0]), item(3003, D, [1, 0, 0])] }, 'en'),
      'PACKAGE_SAME_DATE',
      "The dates of the products can't be the same",
    )
    const six = [3001, 3002, 3003, 3004, 3005, 3001].map((id, i) => item(id, `2027-03-${String(10 + i).padStart(2, '0')}`, [1, 0, 0]))
    const limit = await shop.addPackageToCart(null, { tab: '1-day', items: six }, 'en')
    expect(limit).toMatchObject({ ok: false, code: 'PACKAGE_LIMIT', message: 'The limit of products that can be added to your package is 5', itemIndex: 5 })
    await expectRefusal(
      shop.addPackageToCart(null, { tab: '2-days', items: [item(3001, D, [1, 0, 0]), item(3003, D2, [1, 0, 0])] }, 'en'),
      'PACKAGE_SAME_DATE',
      "The dates of the products can't be the same",
    )
    const ok = await shop.addPackageToCart(null, { tab: '1-day', items: [item(3001, D, [2, 1, 0]), item(3003, D2, [2, 1, 0])] }, 'en')
    if (!ok.ok) throw new Error(ok.message)
    expect(ok.lineIds).toHaveLength(2)
    const cart = await shop.getCart(ok.cartId, 'USD', 'en')
    const park = cart.lines.find((l) => l.productId === 3001)!
    // adults 15% off, minors 25% child × 25% package; presale 10% (≥ 7 days ahead, < 21? no: 80 days → 15%)
    expect(park.quoteLines.find((l) => l.key === 'ticket:adult')?.discounts.map((d) => d.kind)).toEqual(['package', 'presale'])
    expect(park.packageId).toBe(ok.packageId)
    // a refused package added nothing
    expect((await shop.getCart(null, 'USD', 'en')).lines).toEqual([])
  })

  it('price unavailable, from a product an editor publishes without a price', async () => {
    await payload.create({
      collection: 'products',
      overrideAccess: true,
      data: { id: 9901, name: 'Sin precio', slug: 'sin-precio-9901', kind: 'tour', businessUnitCode: 'XT', _status: 'published' } as never,
      context: { disableRevalidate: true },
    })
    invalidateShopCatalog()
    await expectRefusal(shop.addToCart(null, item(9901, D, [1, 0, 0]), 'en'), 'PRICE_UNAVAILABLE', 'We are sorry, prices could not be obtained for the product.')
    await expectRefusal(shop.quoteAddItem(item(9901, D, [1, 0, 0]), 'USD', 'en'), 'PRICE_UNAVAILABLE', 'We are sorry, prices could not be obtained for the product.')
  })
})

describe('quotes and the cart total come from the server', () => {
  it('converts with the CMS rate; browser-sent prices are ignored', async () => {
    const usd = await shop.quoteAddItem(item(3001, '2026-11-25', [1, 0, 0]), 'USD', 'en')
    expect(usd.ok && usd.quote.total).toBe(4499)
    const mxn = await shop.quoteAddItem(item(3001, '2026-11-25', [1, 0, 0]), 'MXN', 'en')
    expect(mxn.ok && mxn.quote.currency).toBe('MXN')
    expect(mxn.ok && mxn.quote.total).toBeGreaterThan(4499 * 10)
    const bad = await shop.quoteAddItem(item(3001, D, [1, 0, 0]), 'XXX', 'en')
    expect(bad).toMatchObject({ ok: false, code: 'CURRENCY_UNAVAILABLE', status: 422 })
    // the rate the product page lays out its coming price with is the one the quote used
    const rate = await shop.currencyRate('mxn')
    expect(rate).toMatchObject({ code: 'MXN', decimals: 2 })
    expect(Math.abs((mxn.ok ? mxn.quote.total : 0) - 4499 * rate!.rateToUsd)).toBeLessThanOrEqual(1)
    expect(await shop.currencyRate('XXX')).toBeNull()

    const tampered = { ...item(3001, '2026-11-25', [1, 0, 0]), price: 1, total: 1, amountMinor: 1 } as unknown as AddItem
    const r = await shop.addToCart(null, tampered, 'en')
    if (!r.ok) throw new Error(r.message)
    const cart = await shop.getCart(r.cartId, 'USD', 'en')
    expect(cart.totalMinor).toBe(4499)
    const jpy = await shop.getCart(r.cartId, 'JPY', 'en')
    expect(jpy.decimals).toBe(0)
    expect(jpy.currency).toBe('JPY')
    expect((await shop.getCart(r.cartId, 'XXX', 'en')).currency).toBe('USD')
    expect(await shop.removeFromCart(r.cartId, cart.lines[0]!.lineId)).toEqual({ ok: true })
    expect(await shop.removeFromCart(r.cartId, cart.lines[0]!.lineId)).toMatchObject({ ok: false, code: 'LINE_NOT_FOUND', status: 404 })
    expect((await shop.getCart(r.cartId, 'USD', 'en')).lines).toEqual([])
    expect(await shop.getCart('not-a-cart', 'USD', 'en')).toMatchObject({ cartId: null, lines: [] })
  })

  it('ferry: route choice priced, infants 0–5 free, add-on per person', async () => {
    const r = await shop.quoteAddItem(item(3011, '2026-11-24', [2, 1, 1], { scheduleId: '10:00', routeId: 'round-trip', addOns: [{ complementId: 55 }] }), 'USD', 'en')
    if (!r.ok) throw new Error(r.message)
    expect(r.quote.lines.map((l) => [l.key, l.quantity, l.unitAmount])).toEqual([
      ['ticket:adult', 2, 2500],
      ['ticket:minor', 1, 2000],
      ['ticket:infant', 1, 0],
      ['addon:55', 3, 1000],
    ])
  })
})

describe('express checkout and calendar', () => {
  it('fills the cart from a link and reports each item', async () => {
    const r = await shop.applyExpressCheckout(null, new URLSearchParams('p=3001,2027-04-01,-,2-1-0&p=3011,2027-04-02,09:00,1-0-0,one-way&p=2120,2027-04-03,-,1-0-0&p=garbage'), 'en')
    expect(r.results.map((x) => [x.ok, x.message])).toEqual([
      [true, 'The product has been added'],
      [true, 'The product has been added'],
      [false, 'Available during summer vacation season'],
      [false, 'An error has ocurred. Please try again.'],
    ])
    const cart = await shop.getCart(r.cartId, 'USD', 'en')
    expect(cart.lines.map((l) => l.productId)).toEqual([3001, 3011])
  })

  it('shows closed past days, sold-out schedules and remaining seats', async () => {
    const days = await shop.availabilityCalendar(3020, '2026-11-21', 3)
    expect(days.map((d) => d.status)).toEqual(['closed', 'available', 'available'])
    expect(days[1]!.schedules).toEqual([
      { id: '10:00', time: '10:00', remaining: 6 },
      { id: '12:00', time: '12:00', remaining: 6 },
    ])
    expect((await shop.availabilityCalendar(2120, '2026-12-01', 2)).every((d) => d.status === 'closed')).toBe(true)
    expect(await shop.availabilityCalendar(3020, 'nope', 3)).toEqual([])
    expect(await shop.availabilityCalendar(3020, '2026-12-01', 500)).toEqual([])
  })
})
