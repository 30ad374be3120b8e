/**
 * The header's cart count (domain/cartCount.ts): the real cart actions write the readable
 * `shop-cart-count` cookie with the cart's line count — set on an add, unchanged by a refused add,
 * gone when the last line is removed — and never the cart id, which stays in its httpOnly cookie.
 * Next's request APIs are plain stand-ins that record the options each cookie is set with.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'

const jar = new Map<string, { value: string; options: Record<string, unknown> }>()
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', 'x-forwarded-for': '203.0.113.78' }),
  cookies: async () => ({
    get: (k: string) => (jar.has(k) ? { name: k, value: jar.get(k)!.value } : undefined),
    set: (k: string, v: string, options: Record<string, unknown> = {}) => jar.set(k, { value: v, options }),
    delete: (k: string) => jar.delete(k),
  }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { redirectTo: url })
  },
}))
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined, revalidatePath: () => undefined }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }))

let payload: Payload
let actions: typeof import('../../src/features/ticket-shop/server/actions')

beforeAll(async () => {
  payload = await testPayload()
  actions = await import('../../src/features/ticket-shop/server/actions')
})
afterAll(async () => {
  await (await import('../../src/features/ticket-shop/server/db')).closeShopPool()
  await payload.destroy()
})

describe("the header's cart count cookie", () => {
  it('follows the cart: set to the line count on an add, kept on a refusal, gone with the last line', async () => {
    jar.clear()
    const item = { productId: 3001, date: '2027-08-11', quantities: { adults: 2, minors: 0, infants: 0 } }
    const added = await actions.addToCartAction(item, 'en')
    if (!added.ok) throw new Error(added.message)
    expect(jar.get('shop-cart-count')?.value).toBe('1')
    // readable by the header's script, holding a count and never the cart id
    expect(jar.get('shop-cart-count')?.options).toMatchObject({ httpOnly: false, sameSite: 'lax', path: '/' })
    expect(jar.get('shop-cart-count')?.value).not.toBe(added.cartId)
    expect(jar.get('shop-cart')?.options).toMatchObject({ httpOnly: true })
    // the same product again: refused, the count stands
    const again = await actions.addToCartAction(item, 'en')
    expect(again.ok).toBe(false)
    expect(jar.get('shop-cart-count')?.value).toBe('1')
    const removed = await actions.removeLineAction(added.lineId, 'en')
    expect(removed.ok).toBe(true)
    expect(jar.has('shop-cart-count')).toBe(false)
  })
})
