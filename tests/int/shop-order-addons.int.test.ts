/**
 * Every paid line of a ticket order reaches the order (storefront spec §3 product complements, §9
 * deposit; the ferry's route): the order rows keep the add-ons charged (transport, food, photo pass,
 * an upgrade, the ferry's pier transfer) with their names and details, the order view lists each
 * with its quantity and amount, the e-tickets say which add-ons they come with, and the amounts shown
 * add up to the amount authorized and paid. A later edit of the catalogue leaves a paid order as sold.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import type { AuthorizeInput } from '../../src/features/checkout/payments'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import { invalidateShopCatalog } from '../../src/features/ticket-shop/server/catalog-cache'
import { sendOrderMailOnce } from '../../src/features/ticket-shop/server/orderMail'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import type { OrderView } from '../../src/features/ticket-shop/server/types'
import { readMails, uniqueEmail } from '../helpers/mail'
import { testPayload } from '../helpers/payload'
import { reloadEnv } from '../../src/lib/env'

const clock = new Date('2026-11-22T15:00:00Z')

/** The sandbox, remembering the amount of each authorization. */
class RecordingProvider extends SandboxPaymentProvider {
  authorized: number[] = []
  override async authorize(input: AuthorizeInput) {
    this.authorized.push(input.amountMinor)
    return super.authorize(input)
  }
}

let payload: Payload
let shop: ShopService
let provider: RecordingProvider
let mailDir: string

async function order(items: AddItem[], currency: string, email: string, key: string) {
  let cartId: string | null = null
  for (const it of items) {
    const r = await shop.addToCart(cartId, it, 'en')
    if (!r.ok) throw new Error(`${r.code} ${r.message}`)
    cartId = r.cartId
  }
  const co = await shop.startCheckout(cartId!, currency, 'en')
  if (!co.ok) throw new Error(co.message)
  const r = await shop.placeOrder({
    checkoutId: co.checkoutId,
    customer: { firstName: 'Rosa', lastName: 'Canul', email, phone: '+52 998 123 4567', country: 'mx' },
    methodCode: 'VI',
    idempotencyKey: key,
    locale: 'en',
  })
  if (!r.ok) throw new Error(r.message)
  return { orderCode: r.orderCode, checkoutTotal: co.totalMinor }
}

/** Each line's items add up to its total, and the lines to the order's. */
function expectAddsUp(o: OrderView) {
  for (const l of o.lines) expect(l.ticketsMinor + l.addOns.reduce((s, a) => s + a.amountMinor, 0) + (l.deposit?.amountMinor ?? 0)).toBe(l.totalMinor)
  expect(o.lines.reduce((s, l) => s + l.totalMinor, 0)).toBe(o.totalMinor)
}

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'order-addons-'))
  process.env.MAIL_DIR = mailDir
  reloadEnv() // the environment is read once; this file sets it late
  payload = await testPayload()
  provider = new RecordingProvider()
  shop = createShopService({ now: () => clock, payments: () => provider })
})
afterAll(async () => {
  await closeShopPool()
  await payload.destroy()
})

describe('the add-ons of a ticket order', () => {
  it('reach the order rows, the order view, the e-tickets and the email, and the amounts add up to the amount paid', async () => {
    const email = uniqueEmail('addons')
    const { orderCode, checkoutTotal } = await order(
      [
        // Arte Selva Park: transport US$20 per paying visitor (2 adults → US$40) and the photo pass once (US$39.99)
        { productId: 3001, date: '2027-06-14', quantities: { adults: 2, minors: 0, infants: 0 }, addOns: [{ complementId: 51 }, { complementId: 54 }] },
        // the ferry, round trip at 10:00, with the transfer to the pier (US$10 per paying visitor)
        { productId: 3011, date: '2027-06-15', scheduleId: '10:00', routeId: 'round-trip', quantities: { adults: 1, minors: 1, infants: 1 }, addOns: [{ complementId: 55 }] },
        // the catamaran with the premium transport (the upgrade, US$35 per paying visitor)
        { productId: 3012, date: '2027-06-16', scheduleId: '09:30', quantities: { adults: 1, minors: 0, infants: 0 }, addOns: [{ complementId: 51, upgrade: true }] },
      ],
      'USD',
      email,
      `addons-${Date.now()}`,
    )
    expect(provider.authorized.at(-1)).toBe(checkoutTotal)

    // the order rows: each line's quote holds its add-on lines, and the lines add up to the order total
    const rows = await shopPool().query<{ line_no: number; quote: { key: string; amount: number }[]; total_minor: string; request: { addOnInfo?: { complementId: number }[] } }>(
      `SELECT line_no, quote, total_minor, request FROM shop.order_lines WHERE order_code = $1 ORDER BY line_no`,
      [orderCode],
    )
    expect(rows.rows.map((r) => r.quote.filter((q) => q.key.startsWith('addon:')).map((q) => [q.key, q.amount]))).toEqual([
      [
        ['addon:51', 4000],
        ['addon:54', 3999],
      ],
      [['addon:55', 2000]],
      [['addon:51', 3500]],
    ])
    expect(rows.rows.map((r) => r.request.addOnInfo?.map((a) => a.complementId))).toEqual([[51, 54], [55], [52]])
    const paid = await shopPool().query<{ total_minor: string }>(`SELECT total_minor FROM shop.orders WHERE order_code = $1`, [orderCode])
    expect(rows.rows.reduce((s, r) => s + Number(r.total_minor), 0)).toBe(Number(paid.rows[0]!.total_minor))
    expect(Number(paid.rows[0]!.total_minor)).toBe(checkoutTotal)

    const en = (await shop.getOrder(orderCode, email, 'en'))!
    expectAddsUp(en)
    expect(en.lines.map((l) => l.addOns.map((a) => [a.name, a.quantity, a.unitMinor, a.amountMinor, a.details]))).toEqual([
      [
        ['Transportation from Cancun', 2, 2000, 4000, 'Round trip from the Cancun hotel zone. Pickup at 7:00 at Plaza La Isla (Blvd. Kukulcán km 12.5); back at park closing.'],
        ['Photo pass', 1, 3999, 3999, 'All the photos of your visit, digital.'],
      ],
      [['Transfer to the pier', 2, 1000, 2000, 'To Puerto Juárez. Leaves at 8:15 from Plaza La Isla (Blvd. Kukulcán km 12.5).']],
      [['Premium transportation from Cancun', 1, 3500, 3500, 'Round trip from the Cancun hotel zone. Pickup at 7:00 at Plaza La Isla (Blvd. Kukulcán km 12.5); back at park closing.']],
    ])
    // the tickets' amount is their quote lines' (presale discounts included), the ferry's without a presale
    expect(en.lines.map((l) => l.ticketsMinor)).toEqual(rows.rows.map((r) => r.quote.filter((q) => !q.key.startsWith('addon:') && q.key !== 'deposit').reduce((s, q) => s + q.amount, 0)))
    expect(en.lines[1]!.ticketsMinor).toBe(2500 + 2000)
    expect(en.lines[1]).toMatchObject({ scheduleTime: '10:00', routeName: 'Round trip Cancun ↔ Isla Mujeres' })
    // every e-ticket of a line names the add-ons it comes with (the ferry's infant rides to the pier with the family)
    expect(en.tickets.map((t) => [t.visitorLabel, t.addOns.map((a) => a.name)])).toEqual([
      ['Adult 1', ['Transportation from Cancun', 'Photo pass']],
      ['Adult 2', ['Transportation from Cancun', 'Photo pass']],
      ['Adult 1', ['Transfer to the pier']],
      ['Child 1', ['Transfer to the pier']],
      ['Infant 1', ['Transfer to the pier']],
      ['Adult 1', ['Premium transportation from Cancun']],
    ])
    expect(en.tickets[2]).toMatchObject({ scheduleTime: '10:00', routeName: 'Round trip Cancun ↔ Isla Mujeres' })

    // read in Spanish (the order was placed in English): the add-ons and the route in Spanish
    const es = (await shop.getOrder(orderCode, email, 'es'))!
    expectAddsUp(es)
    expect(es.lines.map((l) => l.addOns.map((a) => [a.name, a.details]))).toEqual([
      [
        ['Transporte desde Cancún', 'Viaje redondo desde la zona hotelera de Cancún. Recogida a las 7:00 en Plaza La Isla (Blvd. Kukulcán km 12.5); regreso al cierre del parque.'],
        ['Paquete de fotos', 'Todas las fotos de tu visita en digital.'],
      ],
      [['Traslado al muelle', 'Hasta Puerto Juárez. Salida a las 8:15 desde Plaza La Isla (Blvd. Kukulcán km 12.5).']],
      [['Transporte premium desde Cancún', 'Viaje redondo desde la zona hotelera de Cancún. Recogida a las 7:00 en Plaza La Isla (Blvd. Kukulcán km 12.5); regreso al cierre del parque.']],
    ])
    expect(es.lines[1]!.routeName).toBe('Viaje redondo Cancún ↔ Isla Mujeres')

    // the confirmation email lists each add-on with its amount and details, and the tickets say what they include
    expect(await sendOrderMailOnce(orderCode)).toBe('sent')
    const [mail] = readMails(mailDir, email)
    expect(mail!.text).toContain('Transportation from Cancun × 2: US$40.00 — Round trip from the Cancun hotel zone. Pickup at 7:00 at Plaza La Isla (Blvd. Kukulcán km 12.5); back at park closing.')
    expect(mail!.text).toContain('Photo pass × 1: US$39.99')
    expect(mail!.text).toContain('Transfer to the pier × 2: US$20.00 — To Puerto Juárez. Leaves at 8:15 from Plaza La Isla (Blvd. Kukulcán km 12.5).')
    expect(mail!.text).toContain(
      'Includes: Premium transportation from Cancun — Round trip from the Cancun hotel zone. Pickup at 7:00 at Plaza La Isla (Blvd. Kukulcán km 12.5); back at park closing.',
    )
    expect(mail!.html).toContain('Transportation from Cancun × 2: US$40.00')
  })

  it('a paid order keeps the add-on as sold when the catalogue changes it later', async () => {
    const email = uniqueEmail('addons-kept')
    const { orderCode } = await order(
      [{ productId: 3001, date: '2027-06-21', quantities: { adults: 1, minors: 0, infants: 0 }, addOns: [{ complementId: 53 }] }],
      'USD',
      email,
      `addons-kept-${Date.now()}`,
    )
    // the complements collection is keyed by the shop's add-on id (spec §3 id)
    const before = (await payload.findByID({ collection: 'complements', id: 53, locale: 'en', overrideAccess: true })) as { name: string }
    await payload.update({ collection: 'complements', id: 53, locale: 'en', data: { name: 'Snack box' }, overrideAccess: true })
    invalidateShopCatalog()
    try {
      const o = (await shop.getOrder(orderCode, email, 'en'))!
      expect(o.lines[0]!.addOns.map((a) => [a.name, a.amountMinor])).toEqual([['Buffet lunch', 2500]])
      expectAddsUp(o)
    } finally {
      await payload.update({ collection: 'complements', id: 53, locale: 'en', data: { name: before.name }, overrideAccess: true })
      invalidateShopCatalog()
    }
  })
})
