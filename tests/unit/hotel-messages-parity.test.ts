/**
 * The hotel messages a traveller reads are worded once, in the storefront's catalogue
 * (`hotelMessages` of src/lib/i18n/messages/{es,en,pt}.json, keyed by the hotel API's codes); the
 * reference engine keeps its own ES/EN catalogue for its API answers (src/hotel-engine/domain/messages.ts,
 * a separate service the storefront never imports). This test holds the two to the same words: for
 * every code the catalogue has — each one a code of the engine — the engine's ES, EN and PT text equals
 * the catalogue's es, en and pt text filled with the same parameters, so a page and the API can never say
 * different things.
 */
import { describe, expect, it } from 'vitest'
import { hasMessage, lowStockMessage, message, type Lang } from '../../src/hotel-engine/domain/messages'
import { formatMessage } from '../../src/lib/i18n/format'
import en from '../../src/lib/i18n/messages/en.json'
import es from '../../src/lib/i18n/messages/es.json'
import pt from '../../src/lib/i18n/messages/pt.json'

const catalogue = { ES: es.hotelMessages, EN: en.hotelMessages, PT: pt.hotelMessages } as const
const codes = Object.keys(en.hotelMessages) as (keyof typeof en.hotelMessages)[]

/** What the engine answers for `code` with `params`: its low-stock notice agrees in number (`lowStockMessage`). */
function engineText(code: string, lang: Lang, params: { quantity: number; nights: number }): string {
  if (code === 'LOW_STOCK') return lowStockMessage(params.quantity, lang)
  if (!hasMessage(code)) throw new Error(`${code} is not an engine code`)
  return message(code, lang, params)
}

describe('hotel messages: the storefront’s catalogue and the engine’s say the same thing', () => {
  it('keys the catalogue by the engine’s codes', () => {
    expect(codes.filter((c) => !hasMessage(c))).toEqual([])
    // the notices the pages show: low stock, the stay refusals, the last room, the promo code
    expect(codes).toEqual(
      expect.arrayContaining(['LAST_ROOM_TAKEN', 'LOW_STOCK', 'MIN_STAY_NOT_MET', 'MAX_STAY_EXCEEDED', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE', 'PROMO_INVALID', 'PROMO_APPLIED']),
    )
  })

  for (const lang of ['ES', 'EN', 'PT'] as const) {
    it(`words every shared code as the engine does in ${lang}, parameters filled alike`, () => {
      for (const code of codes) {
        for (const n of [1, 2, 3, 7, 12]) {
          const params = { quantity: n, nights: n }
          expect(formatMessage(catalogue[lang][code], params, lang.toLowerCase()), `${code} ${lang} ${n}`).toBe(engineText(code, lang, params))
        }
      }
    })
  }
})
