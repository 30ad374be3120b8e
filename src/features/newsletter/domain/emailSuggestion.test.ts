import { describe, expect, it } from 'vitest'
import { suggestEmail } from './emailSuggestion'

describe('suggestEmail (spec §5: suggestions from four common mail domains)', () => {
  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    ['ana@gmail.con', 'ana@gmail.com'],
    ['Ana@Hotmal.com', 'ana@hotmail.com'],
    ['ana@yaho.com', 'ana@yahoo.com'],
    [' ana@outlok.com ', 'ana@outlook.com'],
  ])('%j → %j', (typed, expected) => {
    expect(suggestEmail(typed)).toBe(expected)
  })

  it.each(['ana@gmail.com', 'ANA@OUTLOOK.COM', 'ana@example.com', 'ana@hotelarte.example', 'ana@', 'ana', '@gmial.com', ''])('%j has no suggestion', (typed) => {
    expect(suggestEmail(typed)).toBeNull()
  })
})
