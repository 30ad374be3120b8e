import { describe, expect, it } from 'vitest'
import { stayRefusalMessages } from './stayRefusal'

describe('stayRefusalMessages (spec §8 Calendar)', () => {
  // the engine's answer to a Portuguese visitor is in English (it speaks ES and EN): the page words it
  const u = [
    { roomCode: 'JS', reason: 'MIN_STAY_NOT_MET', message: 'Minimum stay 3 nights', nights: 3 },
    { roomCode: 'WD', reason: 'MIN_STAY_NOT_MET', message: 'Minimum stay 3 nights', nights: 3 },
    { roomCode: 'PR', reason: 'CLOSED_TO_ARRIVAL', message: 'Arrival is not allowed on the selected date' },
  ]

  it('gives the distinct stay-level reasons in the visitor’s language, with the stay limit', () => {
    expect(stayRefusalMessages(u, 'es')).toEqual(['Estancia mínima 3 noches', 'No se permiten llegadas en la fecha elegida'])
    expect(stayRefusalMessages(u, 'en')).toEqual(['Minimum stay 3 nights', 'Arrival is not allowed on the selected date'])
    expect(stayRefusalMessages(u, 'pt')).toEqual(['Estadia mínima de 3 noites', 'Não são permitidas chegadas na data escolhida'])
  })

  it('words the maximum stay and closed-to-departure too', () => {
    expect(
      stayRefusalMessages(
        [
          { reason: 'MAX_STAY_EXCEEDED', message: 'Maximum stay 7 nights', nights: 7 },
          { reason: 'CLOSED_TO_DEPARTURE', message: 'x' },
        ],
        'pt',
      ),
    ).toEqual(['Estadia máxima de 7 noites', 'Não são permitidas saídas na data escolhida'])
  })

  it('keeps the API’s own words for a stay limit it did not send', () => {
    expect(stayRefusalMessages([{ reason: 'MIN_STAY_NOT_MET', message: 'Estancia mínima 5 noches' }], 'es')).toEqual(['Estancia mínima 5 noches'])
    expect(stayRefusalMessages([{ reason: 'MIN_STAY_NOT_MET', message: '' }], 'es')).toEqual([])
  })

  it('is empty when rooms are sold out or closed (the generic no-rooms message applies)', () => {
    expect(
      stayRefusalMessages(
        [
          { reason: 'NO_AVAILABILITY', message: 'x' },
          { reason: 'CLOSED', message: 'y' },
        ],
        'es',
      ),
    ).toEqual([])
    expect(stayRefusalMessages([], 'es')).toEqual([])
  })
})
