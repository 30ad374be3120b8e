import { describe, expect, it } from 'vitest'
import { addOrderGrant, MAX_REMEMBERED_ORDERS, ORDER_PAGE_CODE, orderAccessToken, orderPageAccess, parseOrderGrants, verifyOrderAccess } from './orderAccess'

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

describe('the order page opens with an access token (the page and the proxy share the rule)', () => {
  it("takes the link's token for its own order, else this browser's grant, else nothing", () => {
    const token = orderAccessToken('XS-LINK0001')
    expect(orderPageAccess('XS-LINK0001', token, undefined)).toBe(token)
    expect(orderPageAccess('xs-link0001', token, undefined)).toBe(token)
    expect(orderPageAccess('XS-OTHER001', token, undefined)).toBeNull()
    expect(orderPageAccess('XS-LINK0001', [token], undefined)).toBeNull()
    const cookie = addOrderGrant(undefined, 'XS-GRANT001')
    expect(orderPageAccess('xs-grant001', null, cookie)).toBe(orderAccessToken('XS-GRANT001'))
    expect(orderPageAccess('XS-GRANT001', 'x'.repeat(22), cookie)).toBe(orderAccessToken('XS-GRANT001'))
    expect(orderPageAccess('XS-NOPE0001', null, cookie)).toBeNull()
    expect(orderPageAccess('XS-NOPE0001', null, `XS-NOPE0001.${'A'.repeat(22)}`)).toBeNull()
  })

  it('reads an order code of an address in any case, nothing else', () => {
    for (const ok of ['XS-ABCD1234', 'xs-abcd1234', 'ABCD']) expect(ORDER_PAGE_CODE.test(ok)).toBe(true)
    for (const bad of ['ABC', 'XS_ABCD', 'XS ABCD', '<script>', 'X'.repeat(41)]) expect(ORDER_PAGE_CODE.test(bad)).toBe(false)
  })
})
