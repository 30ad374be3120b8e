/** The test run's two lanes share the end-to-end files by their recent times (scripts/lib/shards.ts). */
import { describe, expect, it } from 'vitest'
import { exactFileFilter, splitByDuration } from '../../scripts/lib/shards'

describe('splitByDuration', () => {
  it('balances the lanes by time, longest file first, each group in the original order', () => {
    const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts']
    const groups = splitByDuration(files, { 'a.spec.ts': 600, 'b.spec.ts': 100, 'c.spec.ts': 300, 'd.spec.ts': 200, 'e.spec.ts': 100 }, 2)
    expect(groups).toEqual([
      ['a.spec.ts', 'e.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'd.spec.ts'],
    ])
    expect(groups.flat().sort()).toEqual(files)
  })

  it('counts a file the table does not know as the median file', () => {
    const groups = splitByDuration(['new.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts'], { 'x.spec.ts': 10, 'y.spec.ts': 20, 'z.spec.ts': 30 }, 2)
    // z (30) | y (20) + new (20) … x (10) goes to the lighter lane
    expect(groups).toEqual([
      ['x.spec.ts', 'z.spec.ts'],
      ['new.spec.ts', 'y.spec.ts'],
    ])
  })

  it('puts every file in one group with one lane, and gives empty groups for no files', () => {
    expect(splitByDuration(['a.spec.ts', 'b.spec.ts'], {}, 1)).toEqual([['a.spec.ts', 'b.spec.ts']])
    expect(splitByDuration([], {}, 2)).toEqual([[], []])
  })
})

describe('exactFileFilter', () => {
  it('matches its file only, not one whose name ends the same', () => {
    const re = new RegExp(exactFileFilter('tests/e2e', 'booking.spec.ts'), 'gi')
    expect(re.test('/work/main/tests/e2e/booking.spec.ts')).toBe(true)
    expect(new RegExp(exactFileFilter('tests/e2e', 'booking.spec.ts')).test('/work/main/tests/e2e/pre-booking.spec.ts')).toBe(false)
    expect(new RegExp(exactFileFilter('tests/e2e', 'booking.spec.ts')).test('/work/main/tests/e2e/bookingXspec.ts')).toBe(false)
  })
})
