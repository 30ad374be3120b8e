import { describe, expect, it } from 'vitest'
import { dayFirst, dayFirstDate, looksLikeEmail, parseFindQuery } from './find'

describe('the find view’s search parameters', () => {
  it('is null with neither parameter (the empty form), and refuses an empty search', () => {
    expect(parseFindQuery({})).toBeNull()
    expect(parseFindQuery(undefined)).toBeNull()
    expect(parseFindQuery({ q: '   ', date: '' })).toEqual({ ok: false, error: 'EMPTY' })
  })
  it('takes a trimmed text of 2+ characters and/or a real hotel-local date', () => {
    expect(parseFindQuery({ q: '  Ana López ' })).toEqual({ ok: true, query: { text: 'Ana López', date: null } })
    expect(parseFindQuery({ date: '2027-02-01' })).toEqual({ ok: true, query: { text: null, date: '2027-02-01' } })
    expect(parseFindQuery({ q: ['HXABC123', 'ignored'], date: '2027-02-01' })).toEqual({ ok: true, query: { text: 'HXABC123', date: '2027-02-01' } })
  })
  it('refuses a one-character text and a date that is not a calendar day', () => {
    expect(parseFindQuery({ q: 'a' })).toEqual({ ok: false, error: 'TEXT_TOO_SHORT' })
    expect(parseFindQuery({ date: '2027-02-30' })).toEqual({ ok: false, error: 'DATE_INVALID' })
    expect(parseFindQuery({ q: 'ana', date: '31/02/2027' })).toEqual({ ok: false, error: 'DATE_INVALID' })
    expect(parseFindQuery({ q: 'ana', date: 'mañana' })).toEqual({ ok: false, error: 'DATE_INVALID' })
  })
  it('reads a typed date day first, as every admin date field does: 01/02/2027 is 1 February', () => {
    expect(parseFindQuery({ date: '01/02/2027' })).toEqual({ ok: true, query: { text: null, date: '2027-02-01' } })
    expect(parseFindQuery({ date: '1/2/2027' })).toEqual({ ok: true, query: { text: null, date: '2027-02-01' } })
    expect(dayFirstDate('14/03/2027')).toBe('2027-03-14')
    expect(dayFirstDate('03/14/2027')).toBeNull() // month first is not a date here
    expect(dayFirst('2027-02-01')).toBe('01/02/2027')
  })
  it('cuts an overlong text at 100 characters instead of failing', () => {
    const r = parseFindQuery({ q: 'x'.repeat(500) })
    expect(r).toEqual({ ok: true, query: { text: 'x'.repeat(100), date: null } })
  })
  it('tells an email from a name or a code', () => {
    expect(looksLikeEmail('Ana.Lopez@Example.com')).toBe(true)
    expect(looksLikeEmail('Ana López')).toBe(false)
    expect(looksLikeEmail('XS-ABCD2345')).toBe(false)
    expect(looksLikeEmail('ana@localhost')).toBe(false)
  })
})
