import { describe, expect, it } from 'vitest'
import { stayRefusalMessages } from './stayRefusal'

describe('stayRefusalMessages (issue #14 item 5)', () => {
  it('gives the distinct stay-level reasons', () => {
    const u = [
      { roomCode: 'JS', reason: 'MIN_STAY_NOT_MET', message: 'Estancia mínima 3 noches' },
      { roomCode: 'WD', reason: 'MIN_STAY_NOT_MET', message: 'Estancia mínima 3 noches' },
      { roomCode: 'PR', reason: 'CLOSED_TO_ARRIVAL', message: 'No se permiten llegadas en la fecha elegida' },
    ]
    expect(stayRefusalMessages(u)).toEqual(['Estancia mínima 3 noches', 'No se permiten llegadas en la fecha elegida'])
  })

  it('is empty when rooms are sold out or closed (the generic no-rooms message applies)', () => {
    expect(
      stayRefusalMessages([
        { reason: 'NO_AVAILABILITY', message: 'x' },
        { reason: 'CLOSED', message: 'y' },
      ]),
    ).toEqual([])
    expect(stayRefusalMessages([])).toEqual([])
  })
})
