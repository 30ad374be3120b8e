/**
 * Ticket shop date change (issue #5 "Checkout and after": no date change on the visit day):
 * `changeOrderDate` moves an order's seats exactly (old date freed, new date taken), keeps the price
 * paid, is idempotent, refuses on the visit day (hotel-local America/Cancun), when the new date is
 * full, for cancelled orders and open tickets, and 50 concurrent changes into a nearly full date never
 * oversell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { testPayload } from '../helpers/payload'

const clock = new Date('2026-11-22T15:00:00Z')
const customer = { firstName: 'Ana', lastName: 'López', email: 'Ana@example.com', phone: '+52 998 123 4567', country: 'mx' }
const BEFORE = new Date('2027-01-05T15:00:00Z')

let payload: Payload
let shop: ShopService
let keyNo = 0

const item = (productId: number, date: string | null, adults: number, extra: Partial<AddItem> = {}): AddItem => ({ productId, date, quantities: { adults, minors: 0, infants: 0 }, ...extra })

async function buy(...items: AddItem[]) {
  let cartId: string | null = null
  for (const it of items) {
    const r = await shop.addToCart(cartId, it, 'en')
    if (!r.ok) throw new Error(`${r.code} ${r.message}`)
    cartId = r.cartId
  }
  const co = await shop.startCheckout(cartId!, 'USD', 'en')
  if (!co.ok) throw new Error(co.message)
  const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `date-change-${++keyNo}` })
  if (!r.ok) throw new Error(r.message)
  return { orderCode: r.orderCode, total: co.totalMinor }
}

async function capacity(productId: number, date: string, schedule: string) {
  const r = await shopPool().query(`SELECT total, held, sold FROM shop.capacity WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3`, [productId, date, schedule])
  return r.rows[0] as { total: number; held: number; sold: number } | undefined
}

beforeAll(async () => {
  payload = await testPayload()
  shop = createShopService({ now: () => clock, payments: () => new SandboxPaymentProvider(), duplicateWaitMs: 30_000 })
})
afterAll(async () => {
  await closeShopPool()
  await payload.destroy()
})

describe('changeOrderDate', () => {
  it('moves the seats exactly, keeps the price, keeps the tickets valid, is idempotent', async () => {
    const { orderCode, total } = await buy(item(3020, '2027-07-01', 3, { scheduleId: '10:00' }))
    const before = await shop.getOrder(orderCode, customer.email, 'en')
    expect(await capacity(3020, '2027-07-01', '10:00')).toMatchObject({ held: 0, sold: 3 })

    const r = await shop.changeOrderDate(orderCode, 'ana@EXAMPLE.com', '2027-07-03', BEFORE, 'en')
    expect(r).toEqual({ ok: true, orderCode, previousDate: '2027-07-01', date: '2027-07-03', changed: true })
    expect(await capacity(3020, '2027-07-01', '10:00')).toMatchObject({ held: 0, sold: 0 })
    expect(await capacity(3020, '2027-07-03', '10:00')).toMatchObject({ total: 6, held: 0, sold: 3 })

    const after = await shop.getOrder(orderCode, customer.email, 'en')
    expect(after!.totalMinor).toBe(total)
    expect(after!.lines.map((l) => [l.date, l.scheduleTime, l.totalMinor])).toEqual([['2027-07-03', '10:00', before!.lines[0]!.totalMinor]])
    expect(after!.tickets.map((t) => t.date)).toEqual(['2027-07-03', '2027-07-03', '2027-07-03'])
    expect(after!.tickets.map((t) => t.reference)).toEqual(before!.tickets.map((t) => t.reference))
    for (const t of after!.tickets) expect(shop.verifyTicketReference(t.reference).ok).toBe(true)

    // the same new date again: nothing moves
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-03', BEFORE, 'en')).toMatchObject({ ok: true, changed: false })
    expect(await capacity(3020, '2027-07-03', '10:00')).toMatchObject({ sold: 3 })

    // cancelling afterwards gives back the NEW date's seats
    expect(await shop.cancelOrder(orderCode, customer.email, BEFORE, 'en')).toMatchObject({ ok: true })
    expect(await capacity(3020, '2027-07-03', '10:00')).toMatchObject({ sold: 0 })
    expect(await capacity(3020, '2027-07-01', '10:00')).toMatchObject({ sold: 0 })
  })

  it('refused on the visit day and after (hotel-local America/Cancun), allowed the evening before', async () => {
    const { orderCode } = await buy(item(3020, '2027-07-10', 1, { scheduleId: '12:00' }))
    // 2027-07-10T15:00Z is 10:00 in Cancun on the visit day
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-12', new Date('2027-07-10T15:00:00Z'), 'en')).toMatchObject({
      ok: false,
      code: 'DATE_CHANGE_NOT_ALLOWED',
      status: 422,
      message: 'Tickets cannot change date on the day of the visit',
    })
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-12', new Date('2027-07-11T15:00:00Z'), 'es')).toMatchObject({
      ok: false,
      code: 'DATE_CHANGE_NOT_ALLOWED',
      message: 'No es posible cambiar la fecha de los boletos el día de la visita',
    })
    // 2027-07-10T03:00Z is still 2027-07-09 22:00 in Cancun (UTC would already say the visit day)
    expect(await capacity(3020, '2027-07-10', '12:00')).toMatchObject({ sold: 1 })
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-12', new Date('2027-07-10T03:00:00Z'), 'en')).toMatchObject({ ok: true, changed: true })
    expect(await capacity(3020, '2027-07-10', '12:00')).toMatchObject({ sold: 0 })
    expect(await capacity(3020, '2027-07-12', '12:00')).toMatchObject({ sold: 1 })
  })

  it('refused when the new date is full; nothing moves', async () => {
    await buy(item(3020, '2027-07-21', 5, { scheduleId: '10:00' }))
    const { orderCode } = await buy(item(3020, '2027-07-20', 2, { scheduleId: '10:00' }))
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-21', BEFORE, 'en')).toMatchObject({
      ok: false,
      code: 'NO_AVAILABILITY',
      status: 422,
      message: 'There is no availability for the date selected, please choose a different date',
    })
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-21', BEFORE, 'es')).toMatchObject({
      message: 'No hay disponibilidad para la fecha seleccionada, por favor elige otra fecha',
    })
    expect(await capacity(3020, '2027-07-20', '10:00')).toMatchObject({ sold: 2 })
    expect(await capacity(3020, '2027-07-21', '10:00')).toMatchObject({ total: 6, sold: 5 })
    expect((await shop.getOrder(orderCode, customer.email, 'en'))!.lines[0]!.date).toBe('2027-07-20')
    // a past date is no availability either
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-01-01', BEFORE, 'en')).toMatchObject({ ok: false, code: 'NO_AVAILABILITY' })
  })

  it('refused for cancelled orders and open tickets; bad input is a typed 4xx', async () => {
    const { orderCode } = await buy(item(3020, '2027-07-25', 1, { scheduleId: '10:00' }))
    expect(await shop.cancelOrder(orderCode, customer.email, BEFORE, 'en')).toMatchObject({ ok: true })
    expect(await shop.changeOrderDate(orderCode, customer.email, '2027-07-26', BEFORE, 'en')).toMatchObject({ ok: false, code: 'ORDER_CANCELLED', status: 409 })
    expect(await capacity(3020, '2027-07-26', '10:00')).toBeUndefined()

    const open = await buy(item(3001, null, 1, { openTicket: true }))
    expect(await shop.changeOrderDate(open.orderCode, customer.email, '2027-07-26', BEFORE, 'es')).toMatchObject({ ok: false, code: 'OPEN_TICKET_NO_DATE', status: 409 })

    expect(await shop.changeOrderDate(orderCode, 'someone@else.com', '2027-07-26', BEFORE, 'en')).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND', status: 404 })
    for (const bad of ['2027-13-40', 'tomorrow', '', null, 12345, '2027-07-26T00:00:00Z'])
      expect(await shop.changeOrderDate(orderCode, customer.email, bad as never, BEFORE, 'en')).toMatchObject({ ok: false, code: 'INVALID_INPUT', status: 422 })
    expect(await shop.changeOrderDate(null as never, undefined as never, '2027-07-26', BEFORE, 'en')).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND' })
    expect(await shop.changeOrderDate('X'.repeat(500), customer.email, '2027-07-26', new Date('nope'), 'en')).toMatchObject({ ok: false, status: 422 })
  })

  it('50 concurrent changes into a date with 2 seats left: exactly 2 move, never oversold', async () => {
    const target = '2027-08-20'
    await buy(item(3020, target, 4, { scheduleId: '10:00' }))
    const orders: string[] = []
    for (let i = 0; i < 50; i++) {
      const date = `2027-08-0${1 + Math.floor(i / 6)}`
      orders.push((await buy(item(3020, date, 1, { scheduleId: '10:00' }))).orderCode)
    }
    const results = await Promise.all(orders.map((code) => shop.changeOrderDate(code, customer.email, target, BEFORE, 'en')))
    const ok = results.filter((r) => r.ok)
    expect(ok).toHaveLength(2)
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'NO_AVAILABILITY')).toBe(true)
    expect(await capacity(3020, target, '10:00')).toEqual({ total: 6, held: 0, sold: 6 })
    let soldOld = 0
    for (let d = 1; d <= 9; d++) soldOld += (await capacity(3020, `2027-08-0${d}`, '10:00'))?.sold ?? 0
    expect(soldOld).toBe(48)
  }, 120_000)
})
