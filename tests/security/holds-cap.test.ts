/**
 * Issue #13 item 7: nobody can tie up inventory with unlimited holds. The ticket checkout action (a
 * 15-minute seat hold each) allows SHOP_CHECKOUT_LIMIT per client address per 15 minutes — here 3 —
 * then answers the localized refusal; another address is unaffected. The same budget type guards
 * the hotel's room holds (`allowHold('hotel-hold')` in placeBooking).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'

const state = { ip: '198.51.100.20', cart: '' }
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', 'x-forwarded-for': state.ip }),
  cookies: async () => ({ get: (k: string) => (k === 'shop-cart' && state.cart ? { value: state.cart } : undefined), set: () => undefined, delete: () => undefined }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { redirectTo: url })
  },
}))
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }))

let payload: Payload
const env = { ...process.env }
let startCheckoutAction: typeof import('../../src/features/ticket-shop/server/actions').startCheckoutAction
let shop: import('../../src/features/ticket-shop/server/service').ShopService

beforeAll(async () => {
  process.env.SHOP_CHECKOUT_LIMIT = '3'
  vi.resetModules()
  delete (globalThis as { __hxaHoldLimiters?: unknown }).__hxaHoldLimiters
  payload = await testPayload()
  ;({ startCheckoutAction } = await import('../../src/features/ticket-shop/server/actions'))
  const { createShopService } = await import('../../src/features/ticket-shop/server/service')
  shop = createShopService()
}, 120_000)
afterAll(async () => {
  process.env = env
  delete (globalThis as { __hxaHoldLimiters?: unknown }).__hxaHoldLimiters
  await payload.destroy()
})

async function newCart() {
  const r = await shop.addToCart(null, { productId: 3002, date: '2027-09-20', quantities: { adults: 1, minors: 0, infants: 0 } }, 'en')
  if (!r.ok) throw new Error(r.message)
  return r.cartId
}

const start = async (locale: 'es' | 'en') => {
  const form = new FormData()
  form.set('locale', locale)
  form.set('currency', 'USD')
  try {
    return await startCheckoutAction({ status: 'idle' }, form)
  } catch (err) {
    return { status: 'redirect', to: (err as { redirectTo?: string }).redirectTo }
  }
}

describe('checkouts (seat holds) per client address', () => {
  it('3 checkouts in 15 minutes from one address, then the localized refusal; another address goes on', async () => {
    state.ip = `198.51.100.${20 + Math.floor(Math.random() * 200)}`
    const outcomes = []
    for (let i = 0; i < 4; i++) {
      state.cart = await newCart()
      outcomes.push(await start(i === 3 ? 'es' : 'en'))
    }
    expect(outcomes.slice(0, 3).map((o) => o.status)).toEqual(['redirect', 'redirect', 'redirect'])
    expect(outcomes[3]).toEqual({ status: 'error', message: 'Se iniciaron demasiados pagos desde tu conexión en los últimos minutos. Espera 15 minutos e inténtalo de nuevo.' })
    state.ip = '203.0.113.99'
    state.cart = await newCart()
    expect((await start('en')).status).toBe('redirect')
  })
})
