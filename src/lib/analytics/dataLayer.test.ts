import { describe, expect, it } from 'vitest'
import { createTracker } from './dataLayer'

describe('dataLayer tracker', () => {
  const payload = { currency: 'USD', value: 44.99, items: [{ item_id: '2120', item_name: 'Park', price: 44.99, quantity: 1 }] }

  it('drops events until the visitor accepts cookies', () => {
    const layer: Record<string, unknown>[] = []
    let consent = false
    const track = createTracker(
      () => consent,
      () => layer,
    )
    expect(track('view_item', payload)).toBe(false)
    expect(layer).toEqual([])
    consent = true
    expect(track('add_to_cart', payload)).toBe(true)
    expect(layer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: payload }])
  })
})
