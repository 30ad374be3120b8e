/**
 * Ticket order confirmation email (issue #11 "Shop orders a guest can find again"): sent once per
 * order however many senders race (checkout, order page, sweep; several instances), in the order's
 * language, with one inline QR PNG per visitor, the .ics of the visit date and the order page link
 * with its access token; a failed send is retried by the sweep after its back-off.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { sendOrderMailOnce, sendUnsentOrderMails } from '../../src/features/ticket-shop/server/orderMail'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import { verifyOrderAccess } from '../../src/features/ticket-shop/server/views/orderAccess'
import { readMails, uniqueEmail } from '../helpers/mail'
import { testPayload } from '../helpers/payload'
import { reloadEnv } from '../../src/lib/env'

const clock = new Date('2026-11-22T15:00:00Z')
let payload: Payload
let shop: ShopService
let mailDir: string

async function placeOrder(email: string, locale: 'es' | 'en', key: string, date: string) {
  const add = await shop.addToCart(null, { productId: 3001, date, quantities: { adults: 2, minors: 1, infants: 0 } }, locale)
  if (!add.ok) throw new Error(add.message)
  const co = await shop.startCheckout(add.cartId, 'MXN', locale)
  if (!co.ok) throw new Error(co.message)
  const r = await shop.placeOrder({
    checkoutId: co.checkoutId,
    customer: { firstName: 'Lucía', lastName: 'Pérez', email, phone: '+52 998 123 4567', country: 'mx' },
    methodCode: 'VI',
    idempotencyKey: key,
    locale,
  })
  if (!r.ok) throw new Error(r.message)
  return { orderCode: r.orderCode, totalMinor: co.totalMinor }
}

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'order-mail-'))
  process.env.MAIL_DIR = mailDir
  reloadEnv() // the environment is read once; this file sets it late
  payload = await testPayload()
  shop = createShopService({ now: () => clock, payments: () => new SandboxPaymentProvider() })
})
afterAll(async () => {
  await closeShopPool()
  await payload.destroy()
})

describe('order confirmation email', () => {
  it('is sent once to 12 racing senders, in Spanish, with inline QR PNGs, the .ics and the order link', async () => {
    const email = uniqueEmail('order-mail-es')
    const { orderCode } = await placeOrder(email, 'es', `mail-es-${Date.now()}`, '2027-10-18')
    const results = await Promise.all(Array.from({ length: 12 }, () => sendOrderMailOnce(orderCode)))
    expect(results.filter((r) => r === 'sent')).toHaveLength(1)
    expect(await sendOrderMailOnce(orderCode)).toBe('skipped')
    const mails = readMails(mailDir, email)
    expect(mails).toHaveLength(1)
    const m = mails[0]!
    expect(m.subject).toBe(`Tu pedido de boletos ${orderCode} está confirmado`)
    expect(m.text).toContain('Hola Lucía Pérez:')
    expect(m.text).toContain('Total pagado: MX$')
    // the visit day in the guest's language, not an ISO string
    expect(m.text).toContain('lun, 18 de oct de 2027')
    expect(m.text).toContain('Política de cancelación')
    // one QR per visitor (2 adults + 1 minor), each PNG inline and referenced from the HTML
    const pngs = (m.attachments ?? []).filter((a) => a.contentType === 'image/png')
    expect(pngs).toHaveLength(3)
    for (const a of pngs) {
      expect(a.encoding).toBe('base64')
      expect(Buffer.from(a.content, 'base64').subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      expect(m.html).toContain(`cid:${a.cid}`)
    }
    const ics = (m.attachments ?? []).find((a) => a.filename === `${orderCode}.ics`)
    expect(ics?.content).toContain('DTSTART;VALUE=DATE:20271018')
    // the link opens the order page in any browser: the access token verifies for this order only
    const link = /https?:\/\/\S+\/es\/pedido\/([A-Z0-9-]+)\/\?k=([A-Za-z0-9_-]+)/.exec(m.text)
    expect(link?.[1]).toBe(orderCode)
    expect(verifyOrderAccess(orderCode, link?.[2])).toBe(true)
    const row = await shopPool().query(`SELECT mail_sent_at IS NOT NULL AS sent, mail_claimed_until FROM shop.orders WHERE order_code = $1`, [orderCode])
    expect(row.rows[0]).toEqual({ sent: true, mail_claimed_until: null })
  })

  it('a failed send keeps it owed; the sweep sends it after the back-off, once', async () => {
    const email = uniqueEmail('order-mail-en')
    const { orderCode } = await placeOrder(email, 'en', `mail-en-${Date.now()}`, '2027-10-19')
    const spy = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down (test)'))
    await expect(sendOrderMailOnce(orderCode)).rejects.toThrow('SMTP down')
    spy.mockRestore()
    const after = await shopPool().query(`SELECT mail_sent_at, mail_claimed_until, mail_attempts, mail_error FROM shop.orders WHERE order_code = $1`, [orderCode])
    expect(after.rows[0]).toMatchObject({ mail_sent_at: null, mail_attempts: 1, mail_error: expect.stringContaining('SMTP down') })
    // the back-off: 2^0 = 1 minute before anyone retries
    const wait = (new Date(after.rows[0].mail_claimed_until).getTime() - Date.now()) / 1000
    expect(wait).toBeGreaterThan(50)
    expect(wait).toBeLessThanOrEqual(61)
    expect(readMails(mailDir, email)).toHaveLength(0)
    await sendUnsentOrderMails(500, 0)
    expect(await sendOrderMailOnce(orderCode)).toBe('skipped')
    expect(readMails(mailDir, email)).toHaveLength(0)
    await shopPool().query(`UPDATE shop.orders SET mail_claimed_until = now() - interval '1 second' WHERE order_code = $1`, [orderCode])
    await Promise.all([sendUnsentOrderMails(500, 0), sendUnsentOrderMails(500, 0)])
    const mails = readMails(mailDir, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Your ticket order ${orderCode} is confirmed`)
    expect(mails[0]!.text).toContain(`/en/order/${orderCode}/?k=`)
  })

  it('a sender that died leaves a lease that lapses, then the sweep sends it', async () => {
    const email = uniqueEmail('order-mail-crash')
    const { orderCode } = await placeOrder(email, 'en', `mail-crash-${Date.now()}`, '2027-10-20')
    // what a process killed mid-send leaves behind: a lease, nothing sent
    await shopPool().query(`UPDATE shop.orders SET mail_claimed_until = now() + interval '2 minutes', created_at = created_at - interval '5 minutes' WHERE order_code = $1`, [orderCode])
    expect(await sendOrderMailOnce(orderCode)).toBe('skipped')
    await shopPool().query(`UPDATE shop.orders SET mail_claimed_until = now() - interval '1 second' WHERE order_code = $1`, [orderCode])
    await sendUnsentOrderMails(500, 0)
    expect(readMails(mailDir, email)).toHaveLength(1)
  })
})
