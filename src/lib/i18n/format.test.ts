import { describe, expect, it } from 'vitest'
import { messagesFor } from './dictionaries'
import { formatMessage } from './format'

describe('formatMessage', () => {
  it('says "1 adult" and "2 adults", never "adult(s)" (issue #19 copy)', () => {
    const en = messagesFor('en').bookingMail
    expect(formatMessage(en.guestsRoomAdults, { n: 1, adults: 1 }, 'en')).toBe('Room 1: 1 adult')
    expect(formatMessage(en.guestsRoomAdults, { n: 2, adults: 2 }, 'en')).toBe('Room 2: 2 adults')
    expect(formatMessage(en.guestsRoom, { n: 1, adults: 2, children: 1, ages: '7' }, 'en')).toBe('Room 1: 2 adults, 1 child (age: 7)')
    const es = messagesFor('es').bookingMail
    expect(formatMessage(es.guestsRoomAdults, { n: 1, adults: 1 }, 'es')).toBe('Hab. 1: 1 adulto')
    expect(formatMessage(es.guestsRoom, { n: 1, adults: 2, children: 2, ages: '5, 9' }, 'es')).toBe('Hab. 1: 2 adultos, 2 menores (edades: 5, 9)')
    for (const lang of ['es', 'en', 'pt'] as const) expect(JSON.stringify(messagesFor(lang))).not.toMatch(/\(s\)/)
  })

  it('fills plain templates and survives a broken one', () => {
    expect(formatMessage('Hola {name}', { name: 'Lucía' }, 'es')).toBe('Hola Lucía')
    expect(formatMessage('Bad {n, plural, one {x}', { n: 1 }, 'en')).toBe('Bad {n, plural, one {x}')
  })
})
