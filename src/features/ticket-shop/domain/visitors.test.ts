import { describe, expect, it } from 'vitest'
import { localizeVisitorLabel, visitorLabels } from './visitors'

describe('e-ticket visitor labels', () => {
  it('numbers each kind from 1 in the order language', () => {
    expect(visitorLabels({ adults: 2, minors: 1, infants: 1 }, 'es')).toEqual(['Adulto 1', 'Adulto 2', 'Menor 1', 'Infante 1'])
    expect(visitorLabels({ adults: 1, minors: 2, infants: 0 }, 'en')).toEqual(['Adult 1', 'Child 1', 'Child 2'])
    expect(visitorLabels({ adults: 0, minors: 1, infants: 1 }, 'pt')).toEqual(['Criança 1', 'Bebê 1'])
  })

  it("says a label stored in one language in the reader's language (an order placed in Spanish read in English)", () => {
    expect(localizeVisitorLabel('Adulto 1', 'en')).toBe('Adult 1')
    expect(localizeVisitorLabel('Menor 12', 'en')).toBe('Child 12')
    expect(localizeVisitorLabel('Infant 2', 'es')).toBe('Infante 2')
    expect(localizeVisitorLabel('Child 3', 'pt')).toBe('Criança 3')
    expect(localizeVisitorLabel('Bebê 1', 'en')).toBe('Infant 1')
    // "Adulto" is both Spanish and Portuguese: either way it is an adult
    expect(localizeVisitorLabel('Adulto 2', 'pt')).toBe('Adulto 2')
  })

  it('leaves a label it does not know as it is', () => {
    expect(localizeVisitorLabel('Guest', 'en')).toBe('Guest')
    expect(localizeVisitorLabel('Niño 1', 'en')).toBe('Niño 1')
    expect(localizeVisitorLabel('', 'es')).toBe('')
  })
})
