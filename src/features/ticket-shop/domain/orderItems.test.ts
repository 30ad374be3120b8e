import { describe, expect, it } from 'vitest'
import { quote } from './pricing'
import { addOnSnapshots, orderLineItems } from './orderItems'
import { catamaran, snorkel } from '../../../../tests/helpers/shop-products'

const usd = { today: '2027-01-01', currency: 'USD', rateToUsd: 1, decimals: 2 } as const
const spanish = { ...catamaran, addOns: catamaran.addOns.map((c) => ({ ...c, name: `${c.name} (es)`, nameUpgrade: c.nameUpgrade ? `${c.nameUpgrade} (es)` : null, infoDetails: 'Detalles' })) }

describe('the paid items of an order line', () => {
  const choices = [{ complementId: 1, upgrade: true }, { complementId: 2 }]
  const q = quote(catamaran, { date: '2027-03-01', quantities: { adults: 2, minors: 1, infants: 1 }, addOns: choices }, usd)
  if (!q.ok) throw new Error(q.code)
  const snaps = addOnSnapshots({ en: catamaran, es: spanish }, choices)

  it('keeps each add-on as sold: the upgrade charged, its name and details per language', () => {
    expect(snaps).toEqual([
      { key: 'addon:1', complementId: 11, kind: 'transport', pricing: 'perPerson', names: { en: 'Premium transport', es: 'Premium transport (es)' }, details: { en: 'Details', es: 'Detalles' } },
      { key: 'addon:2', complementId: 2, kind: 'food', pricing: 'perBooking', names: { en: 'Lunch box', es: 'Lunch box (es)' }, details: { en: 'Details', es: 'Detalles' } },
    ])
    expect(addOnSnapshots({ en: catamaran }, [{ complementId: 99 }])).toEqual([])
  })

  it('lists tickets, every add-on with quantity and amounts, and adds up to the quote total', () => {
    const items = orderLineItems(q.quote.lines, snaps, 'es')
    expect(items.addOns).toEqual([
      { complementId: 11, kind: 'transport', name: 'Premium transport (es)', details: 'Detalles', quantity: 3, unitMinor: 3500, amountMinor: 10500 },
      { complementId: 2, kind: 'food', name: 'Lunch box (es)', details: 'Detalles', quantity: 1, unitMinor: 5000, amountMinor: 5000 },
    ])
    expect(items.deposit).toBeNull()
    expect(items.ticketsMinor + items.addOns.reduce((s, a) => s + a.amountMinor, 0)).toBe(q.quote.total)
    // Portuguese reads the English texts the order kept
    expect(orderLineItems(q.quote.lines, snaps, 'pt').addOns.map((a) => a.name)).toEqual(['Premium transport', 'Lunch box'])
  })

  it('names an add-on the line kept no snapshot of from the fallback, and never drops a charged amount', () => {
    const named = orderLineItems(q.quote.lines, undefined, 'en', (id) => (id === 11 ? { name: 'Premium transport', details: null, kind: 'transport' } : null))
    expect(named.addOns.map((a) => [a.name, a.amountMinor])).toEqual([
      ['Premium transport', 10500],
      ['#2', 5000],
    ])
  })

  it('shows the deposit as its own item', () => {
    const s = quote(snorkel, { date: '2027-03-01', quantities: { adults: 2, minors: 0, infants: 0 } }, usd)
    if (!s.ok) throw new Error(s.code)
    const items = orderLineItems(s.quote.lines, [], 'en')
    expect(items.deposit).toEqual({ quantity: 2, unitMinor: 1000, amountMinor: 2000 })
    expect(items.ticketsMinor + items.deposit!.amountMinor).toBe(s.quote.total)
  })
})
