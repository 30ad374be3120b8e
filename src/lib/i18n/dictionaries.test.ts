import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import es from './messages/es.json'
import pt from './messages/pt.json'

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
    expect(es.calendar.minStay).toBe('Estancia mínima {nights} noches')
    expect(en.calendar.minStay).toBe('Minimum stay {nights} nights')
    expect(es.room.lowStock).toBe('Solo quedan {quantity} habitaciones')
    expect(en.room.lowStock).toBe('Only {quantity} rooms left')
    expect(es.promo.invalid).toBe('Código promocional no válido')
    expect(en.promo.invalid).toBe('Invalid promotional code')
    expect(en.promo.applied).toBe('Promotional code applied')
    expect(en.shopMessages.GENERIC_ERROR).toBe('An error has ocurred. Please try again.')
    expect(en.shopMessages.PACKAGE_SAME_DATE).toBe("The dates of the products can't be the same")
    expect(en.payment.currenciesError).toBe('An error ocurred while retrieving currencies')
  })
})
