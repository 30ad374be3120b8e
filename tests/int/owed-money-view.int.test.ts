/**
 * The admin dashboard's "money that needs a hand" (issue #11 item 7: a refund Stripe failed is owed
 * again and shown to staff): admins and ops see owed refunds with their last error; editors and
 * customers see nothing.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OwedMoney } from '../../src/cms/components/OwedMoney'
import { staffUser, testPayload } from '../helpers/payload'
import type { OperationsSources } from '../../src/cms/operations/dashboard'

let payload: Payload
let pool: pg.Pool
const code = `HXOWED${Math.random().toString(36).slice(2, 8).toUpperCase()}`

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  await pool.query(
    `INSERT INTO storefront_booking.refunds (confirmation_code, email, status, provider, payment_reference, amount_minor, currency, idempotency_key, error, attempts)
     VALUES ($1, 'ana@example.com', 'failed', 'stripe', 'pi_owed_test', 35000, 'USD', $2, 'provider refund failed: expired_or_canceled_card', 3)`,
    [code, `hotel-refund:${code}`],
  )
})
afterAll(async () => {
  await pool.query(`DELETE FROM storefront_booking.refunds WHERE confirmation_code = $1`, [code])
  await pool.end()
  await payload.destroy()
})

/** The server props payload.config.ts gives the dashboard's component, as Payload's renderer merges them in. */
const configuredOwed = () => {
  const c = (payload.config.admin.components?.afterDashboard ?? [])[0] as { path: string; serverProps?: { owed?: OperationsSources['owed'] } }
  expect(c.path).toBe('/cms/components/OwedMoney#OwedMoney')
  return c.serverProps!.owed!
}

const render = async (user: unknown, language = 'en') => {
  const el = await OwedMoney({ payload, user, i18n: { language }, owed: configuredOwed() })
  return el ? renderToStaticMarkup(el) : ''
}

describe('owed money on the admin dashboard', () => {
  it('ops and admins see the owed refund with its last error, in their admin language', async () => {
    for (const email of ['ops@hotelarte.example', 'admin@hotelarte.example']) {
      const html = await render(await staffUser(payload, email))
      expect(html).toContain('Money that needs a hand')
      expect(html).toContain(code)
      expect(html).toContain('provider refund failed: expired_or_canceled_card')
      expect(html).toContain('Hotel refund')
      expect(html).toContain('USD\u00a0350.00') // 35000 minor units of USD
    }
    expect(await render(await staffUser(payload, 'ops@hotelarte.example'), 'es')).toContain('Reembolso de reserva')
  })

  it("payload.config.ts passes each owner's sources to the dashboard and the Operations view", () => {
    expect(configuredOwed().length).toBe(3) // the hotel flow's and the shop's owed lines, checkout's owed captures
    const view = payload.config.admin.components?.views?.operations?.Component as { path: string; serverProps?: { sources?: OperationsSources } }
    expect(view.path).toBe('/cms/components/OperationsView#OperationsView')
    expect(view.serverProps?.sources).toMatchObject({ bookingsOnDay: expect.any(Function), ordersOnDay: expect.any(Function), reconcileFindings: expect.any(Function) })
    expect(view.serverProps?.sources?.owed.length).toBe(3)
  })

  it('editors and customers see nothing', async () => {
    expect(await render(await staffUser(payload, 'editor@hotelarte.example'))).toBe('')
    expect(await render({ collection: 'customers', email: 'c@example.com' })).toBe('')
    expect(await render(null)).toBe('')
  })
})
