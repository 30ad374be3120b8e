import { describe, expect, it } from 'vitest'
import { addOrderGrant, MAX_REMEMBERED_ORDERS, orderAccessToken, parseOrderGrants, verifyOrderAccess } from './orderAccess'

describe('order access tokens (issue #11)', () => {
  it('verifies the token of its own order only, case-insensitively on the code', () => {
    const t = orderAccessToken('XS-ABCD1234')
    expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(verifyOrderAccess('XS-ABCD1234', t)).toBe(true)
    expect(verifyOrderAccess('xs-abcd1234', t)).toBe(true)
    expect(verifyOrderAccess('XS-ABCD1235', t)).toBe(false)
    expect(verifyOrderAccess('XS-ABCD1234', t.slice(0, -1) + (t.endsWith('A') ? 'B' : 'A'))).toBe(false)
    for (const bad of [undefined, null, 42, '', 'x'.repeat(22), t + 'x', { t }]) expect(verifyOrderAccess('XS-ABCD1234', bad)).toBe(false)
    expect(verifyOrderAccess('<script>', t)).toBe(false)
  })

  it('a second order does not hide the first; the newest comes first; the list is capped', () => {
    let cookie = addOrderGrant(undefined, 'XS-FIRST001')
    cookie = addOrderGrant(cookie, 'XS-SECOND02')
    expect([...parseOrderGrants(cookie).keys()]).toEqual(['XS-SECOND02', 'XS-FIRST001'])
    // re-adding moves it to the front, once
    cookie = addOrderGrant(cookie, 'xs-first001')
    expect([...parseOrderGrants(cookie).keys()]).toEqual(['XS-FIRST001', 'XS-SECOND02'])
    for (let i = 0; i < MAX_REMEMBERED_ORDERS + 5; i++) cookie = addOrderGrant(cookie, `XS-N${String(i).padStart(7, '0')}`)
    const codes = [...parseOrderGrants(cookie).keys()]
    expect(codes).toHaveLength(MAX_REMEMBERED_ORDERS)
    expect(codes[0]).toBe(`XS-N${String(MAX_REMEMBERED_ORDERS + 4).padStart(7, '0')}`)
  })

  it('drops forged or malformed entries of the cookie', () => {
    const good = `XS-GOOD0001.${orderAccessToken('XS-GOOD0001')}`
    const forged = `XS-OTHER001.${orderAccessToken('XS-GOOD0001')}`
    expect([...parseOrderGrants(`${forged}~garbage~.~${good}~XS-X.`).keys()]).toEqual(['XS-GOOD0001'])
    expect(parseOrderGrants(undefined).size).toBe(0)
  })
})
