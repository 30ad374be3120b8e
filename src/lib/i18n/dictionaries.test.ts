import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import es from './messages/es.json'
import pt from './messages/pt.json'
import { formatMessage } from './format'

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix]
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

/** The arguments a message takes: `{name}` and ICU `{name, plural, …}` — not the words of a plural's branches (`one {age}`). */
function placeholders(s: string): string[] {
  return [...new Set([...s.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s?)\{(\w+)\s*[},]/g)].map((m) => m[1]))].sort()
}

function get(obj: Record<string, unknown>, path: string): string {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string
}

describe('dictionaries', () => {
  it('have the same keys in es, en and pt', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort())
    expect(keys(pt).sort()).toEqual(keys(en).sort())
  })

  it('have no empty values and the same placeholders per key', () => {
    for (const k of keys(en)) {
      expect(get(en, k), k).not.toBe('')
      expect(get(es, k), k).not.toBe('')
      expect(get(pt, k), k).not.toBe('')
      expect(placeholders(get(es, k)), k).toEqual(placeholders(get(en, k)))
      expect(placeholders(get(pt, k)), k).toEqual(placeholders(get(en, k)))
    }
  })

  it('pt is Portuguese, not a copy of the English (issue #14 item 17)', () => {
    const same = keys(en).filter((k) => get(pt, k) === get(en, k) && /[a-z]{4,}/.test(get(en, k)))
    // brand and product names, words Portuguese shares with English, and placeholder-only values
    expect(same.length).toBeLessThan(keys(en).length * 0.05)
    expect(pt.steps.rooms).toBe('Escolha o tipo de quarto')
    expect(pt.common.languageNames.pt).toBe('Português')
  })

  it('hold the spec’s exact texts', () => {
    expect(es.maintenance.title).toBe('Nos encontramos en mantenimiento')
    expect(en.maintenance.title).toBe('We are in maintenance')
    expect(en.maintenance.contact).toBe('Contact us at our customer service numbers')
    expect(es.errors.internal).toBe('Error interno')
    expect(en.errors.internal).toBe('Internal Error')
    expect(es.steps.rooms).toBe('Elige tu tipo de habitación')
    expect(es.steps.book).toBe('Información y datos')
    expect(en.shopMessages.GENERIC_ERROR).toBe('An error has ocurred. Please try again.')
    expect(en.shopMessages.PACKAGE_SAME_DATE).toBe("The dates of the products can't be the same")
    expect(en.payment.currenciesError).toBe('An error ocurred while retrieving currencies')
  })

  it('hold the spec’s hotel messages as the pages fill them (spec §5, §8; `hotelMessages`, keyed by the hotel API code)', () => {
    const fill = (lang: 'es' | 'en', code: keyof typeof en.hotelMessages, values: Record<string, number> = {}) => formatMessage({ es, en }[lang].hotelMessages[code], values, lang)
    expect(fill('es', 'LAST_ROOM_TAKEN')).toBe('La última habitación disponible se ha reservado. Por favor, elige fechas alternativas para tu reserva o una categoría distinta.')
    expect(fill('en', 'LAST_ROOM_TAKEN')).toBe('The last available room has been reserved. Please choose alternative dates for your booking or a different category.')
    expect(fill('es', 'LOW_STOCK', { quantity: 3 })).toBe('Solo quedan 3 habitaciones')
    expect(fill('en', 'LOW_STOCK', { quantity: 3 })).toBe('Only 3 rooms left')
    expect(fill('es', 'LOW_STOCK', { quantity: 1 })).toBe('Solo queda 1 habitación')
    expect(fill('en', 'LOW_STOCK', { quantity: 1 })).toBe('Only 1 room left')
    expect(fill('es', 'MIN_STAY_NOT_MET', { nights: 3 })).toBe('Estancia mínima 3 noches')
    expect(fill('en', 'MIN_STAY_NOT_MET', { nights: 3 })).toBe('Minimum stay 3 nights')
    expect(fill('es', 'PROMO_INVALID')).toBe('Código promocional no válido')
    expect(fill('en', 'PROMO_INVALID')).toBe('Invalid promotional code')
    expect(fill('es', 'PROMO_APPLIED')).toBe('Código promocional aplicado')
    expect(fill('en', 'PROMO_APPLIED')).toBe('Promotional code applied')
  })

  it('word the minimum stay with a plain {nights} in every language (the booking box fills it without ICU)', () => {
    for (const m of [es, en, pt]) expect(m.hotelMessages.MIN_STAY_NOT_MET).toMatch(/^[^{}]*\{nights\}[^{}]*$/)
  })
})
