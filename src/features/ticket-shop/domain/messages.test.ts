import { describe, expect, it } from 'vitest'
import { messageCodes, messageFor, messages, resolveLocale } from './messages'

describe('message catalogue', () => {
  it('has the spec §8 English texts exactly', () => {
    const en = messages.en
    expect(en.SCHEDULE_REQUIRED).toBe('Please select a schedule')
    expect(en.NO_AVAILABILITY).toBe('There is no availability for the date selected, please choose a different date')
    expect(en.ALREADY_IN_CART).toBe('This product or one with the same date has already been added to your cart')
    expect(en.PACKAGE_SAME_DATE).toBe("The dates of the products can't be the same")
    expect(en.PACKAGE_LIMIT).toBe('The limit of products that can be added to your package is 5')
    expect(en.DATE_MISMATCH).toBe('The selected date does not match the date of the product in your cart')
    expect(en.VISITORS_MULTIPLE).toBe('The product requires a multiple of {n} visitors')
    expect(en.GENERIC_ERROR).toBe('An error has ocurred. Please try again.')
    expect(en.PRICE_UNAVAILABLE).toBe('We are sorry, prices could not be obtained for the product.')
    expect(en.PRODUCT_ADDED).toBe('The product has been added')
    expect(en.UNAVAILABLE_SUMMER_SEASON).toBe('Available during summer vacation season')
    expect(en.UNAVAILABLE_NOT_CURRENTLY).toBe('Not currently available')
    expect(en.PACKAGE_ITEM_ADD).toBe('Add')
    expect(en.PACKAGE_ITEM_ADDED).toBe('Added')
  })

  it('has es and en texts for every code, with the same placeholders', () => {
    for (const code of messageCodes) {
      for (const locale of ['es', 'en'] as const) expect(messages[locale][code], `${locale}.${code}`).toMatch(/\S/)
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
      expect(placeholders(messages.es[code])).toEqual(placeholders(messages.en[code]))
    }
    // the one catalogue's `shopMessages` namespace: every domain code (and the server layer's codes, server/messages.ts)
    expect(Object.keys(messages.es)).toEqual(expect.arrayContaining([...messageCodes]))
    expect(Object.keys(messages.en)).toEqual(expect.arrayContaining([...messageCodes]))
  })

  it('fills placeholders and picks the locale (es, pt — issue #14 item 17 —, else en: spec §2)', () => {
    expect(messageFor('VISITORS_MULTIPLE', 'en', { n: 2 })).toBe('The product requires a multiple of 2 visitors')
    expect(messageFor('VISITORS_MULTIPLE', 'es', { n: 2 })).toBe('El producto requiere un múltiplo de 2 visitantes')
    expect(messageFor('PRODUCT_UNAVAILABLE', 'es', { message: 'No disponible por el momento' })).toBe('No disponible por el momento')
    expect(messageFor('VISITORS_MULTIPLE', 'en')).toBe('The product requires a multiple of {n} visitors')
    expect(messageFor('PRODUCT_ADDED', 'pt')).toBe('O produto foi adicionado')
    expect(messageFor('PRODUCT_ADDED', 'fr')).toBe('The product has been added')
    expect(resolveLocale('es-MX')).toBe('es')
    expect(resolveLocale('fr')).toBe('en')
  })
})
