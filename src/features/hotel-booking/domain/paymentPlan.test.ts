import { describe, expect, it } from 'vitest'
import es from '../../../lib/i18n/messages/es.json'
import en from '../../../lib/i18n/messages/en.json'
import { formatMoney } from '../../../lib/money/format'
import { installmentPlanOf, installmentPlanText } from './paymentPlan'

const MXN = { isoCode: 'MXN', symbol: '$', presentationSymbol: 'MX$', position: 'I' as const, decimalSeparator: '.', thousandSeparator: ',', decimals: 2 }

describe('installmentPlanOf', () => {
  it('splits the amount charged into the months, rounded up to the cent (as the chooser does)', () => {
    expect(installmentPlanOf({ months: 3, amountMinor: 370200, currency: 'MXN' }, 'MXN')).toEqual({ months: 3, monthlyMinor: 123400 })
    expect(installmentPlanOf({ months: 6, amountMinor: 100001, currency: 'mxn' }, 'MXN')).toEqual({ months: 6, monthlyMinor: 16667 })
  })
  it('shows nothing for a booking paid in one charge or a plan the checkout never offers', () => {
    expect(installmentPlanOf(null, 'MXN')).toBeNull()
    expect(installmentPlanOf(undefined, 'MXN')).toBeNull()
    expect(installmentPlanOf({ months: 1, amountMinor: 1000, currency: 'MXN' }, 'MXN')).toBeNull()
    expect(installmentPlanOf({ months: 15, amountMinor: 1000, currency: 'MXN' }, 'MXN')).toBeNull()
    expect(installmentPlanOf({ months: 3, amountMinor: 0, currency: 'MXN' }, 'MXN')).toBeNull()
    expect(installmentPlanOf({ months: 3, amountMinor: 1000, currency: 'USD' }, 'MXN')).toBeNull()
  })
})

describe('installmentPlanText', () => {
  it("words the plan with the chooser's text in each language", () => {
    const plan = installmentPlanOf({ months: 3, amountMinor: 370200, currency: 'MXN' }, 'MXN')!
    const money = (minor: number) => formatMoney(minor, MXN)
    expect(installmentPlanText(plan, es.booking.guest.monthsOption, money, 'es')).toBe('3 meses sin intereses de MX$1,234.00')
    expect(installmentPlanText(plan, en.booking.guest.monthsOption, money, 'en')).toBe('3 interest-free monthly payments of MX$1,234.00')
  })
})
