import { describe, expect, it } from 'vitest'
import { banksOffering, installmentChoice, monthlyInstallmentMinor, promisedInstallmentMonths } from './installmentPlans'

// the seeded banks' shape: most offer 3…12, one up to 15, one up to 13 (spec §9)
const banks = [
  { id: 1, name: 'BBVA', msiBreakdown: [3, 6, 9, 12] },
  { id: 2, name: 'Banamex', msiBreakdown: [3, 6, 9, 12, 15] },
  { id: 4, name: 'Banorte', msiBreakdown: [3, 6, 13] },
  { id: 7, name: 'None', msiBreakdown: [13, 15] },
]

describe('banksOffering', () => {
  it('keeps each bank’s payable months (≤ 12) in MXN and drops banks without any', () => {
    expect(banksOffering(banks, 'MXN').map((b) => [b.id, b.months])).toEqual([
      [1, [3, 6, 9, 12]],
      [2, [3, 6, 9, 12]],
      [4, [3, 6]],
    ])
  })
  it('offers nothing in other currencies', () => {
    expect(banksOffering(banks, 'USD')).toEqual([])
  })
})

describe('promisedInstallmentMonths', () => {
  it('is the largest plan a bank offers at checkout, never a 13- or 15-month plan', () => {
    expect(promisedInstallmentMonths(banks, 'MXN')).toBe(12)
    expect(promisedInstallmentMonths([{ id: 4, msiBreakdown: [3, 6, 13] }], 'mxn')).toBe(6)
  })
  it('promises nothing without a bank, without a payable plan or outside MXN', () => {
    expect(promisedInstallmentMonths([], 'MXN')).toBeNull()
    expect(promisedInstallmentMonths([{ id: 7, msiBreakdown: [13, 15] }], 'MXN')).toBeNull()
    expect(promisedInstallmentMonths(banks, 'USD')).toBeNull()
  })
})

describe('monthlyInstallmentMinor', () => {
  it('divides and rounds up to the minor unit', () => {
    expect(monthlyInstallmentMinor(1_200_00, 12)).toBe(100_00)
    expect(monthlyInstallmentMinor(1_000_00, 3)).toBe(33_334)
    expect(() => monthlyInstallmentMinor(100, 0)).toThrow(RangeError)
  })
})

describe('installmentChoice', () => {
  it('reads no bank, no months or 1 month as one payment', () => {
    expect(installmentChoice({}, 'MXN', banks)).toEqual({ ok: true, months: undefined })
    expect(installmentChoice({ bank: '2', installments: '1' }, 'MXN', banks)).toEqual({ ok: true, months: undefined })
    expect(installmentChoice({ bank: '', installments: '' }, 'USD', banks)).toEqual({ ok: true, months: undefined })
  })
  it('takes months the chosen bank offers in this currency', () => {
    expect(installmentChoice({ bank: '2', installments: '12' }, 'MXN', banks)).toEqual({ ok: true, months: 12 })
    expect(installmentChoice({ bank: '4', installments: '6' }, 'MXN', banks)).toEqual({ ok: true, months: 6 })
  })
  it('refuses months the bank does not offer, above 12, without a bank, of an unknown bank or outside MXN', () => {
    const no = { ok: false, error: 'installmentsUnavailable' }
    expect(installmentChoice({ bank: '2', installments: '15' }, 'MXN', banks)).toEqual(no)
    expect(installmentChoice({ bank: '4', installments: '9' }, 'MXN', banks)).toEqual(no)
    expect(installmentChoice({ installments: '6' }, 'MXN', banks)).toEqual(no)
    expect(installmentChoice({ bank: '99', installments: '6' }, 'MXN', banks)).toEqual(no)
    expect(installmentChoice({ bank: '1', installments: '6' }, 'USD', banks)).toEqual(no)
    expect(installmentChoice({ bank: '1', installments: '6x' }, 'MXN', banks)).toEqual(no)
  })
})
