import { describe, expect, it } from 'vitest'
import { containsPattern } from './db'

describe('containsPattern', () => {
  it('matches the text anywhere, lower-cased, with LIKE’s wildcards and escape taken literally', () => {
    expect(containsPattern('Núñez')).toBe('%núñez%')
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})
