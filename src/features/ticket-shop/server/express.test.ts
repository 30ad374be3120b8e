import { describe, expect, it } from 'vitest'
import { buildExpressCheckoutQuery, parseExpressCheckout, parseExpressCheckoutDetailed } from './express'

describe('express-checkout links', () => {
  it('parses dated, scheduled, routed, open-ticket and add-on items', () => {
    const sp = new URLSearchParams('p=2120,2026-12-24,-,2-1-0&p=3001,2026-12-25,10:00,2-0-1,round-trip,31u.32&p=101,open,-,1-0-0')
    expect(parseExpressCheckout(sp)).toEqual([
      { productId: 2120, date: '2026-12-24', scheduleId: null, routeId: null, quantities: { adults: 2, minors: 1, infants: 0 } },
      {
        productId: 3001,
        date: '2026-12-25',
        scheduleId: '10:00',
        routeId: 'round-trip',
        quantities: { adults: 2, minors: 0, infants: 1 },
        addOns: [{ complementId: 31, upgrade: true }, { complementId: 32 }],
      },
      { productId: 101, date: null, openTicket: true, scheduleId: null, routeId: null, quantities: { adults: 1, minors: 0, infants: 0 } },
    ])
  })

  it('reports malformed items without throwing', () => {
    const r = parseExpressCheckoutDetailed({ p: ['abc', '12,2026-01-01', '12,2026-01-01,-,2-x-0', '12,yesterday,-,1-0-0', '12,2026-01-01,-,1-0-0,-,1z'] })
    expect(r.map((x) => x.ok)).toEqual([false, false, false, false, false])
    expect(r[1]).toMatchObject({ productId: 12 })
    expect(parseExpressCheckout({})).toEqual([])
    expect(parseExpressCheckout({ p: '5,2026-01-01,-,1-0-0' })).toHaveLength(1)
  })

  it('reads at most 10 items', () => {
    const p = Array.from({ length: 12 }, (_, i) => `${i + 1},2026-01-01,-,1-0-0`)
    expect(parseExpressCheckout({ p })).toHaveLength(10)
  })

  it('round-trips through buildExpressCheckoutQuery', () => {
    const items = parseExpressCheckout(new URLSearchParams('p=3001,2026-12-25,10:00,2-0-1,round-trip,31u.32&p=2120,2026-12-24,-,2-1-0&p=101,open,-,1-0-0'))
    expect(parseExpressCheckout(new URLSearchParams(buildExpressCheckoutQuery(items)))).toEqual(items)
  })
})
