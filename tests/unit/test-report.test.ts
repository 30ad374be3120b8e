import { describe, expect, it } from 'vitest'
import { firstLine, playwrightFailures, playwrightTimes, slowestLines, vitestFailures, vitestFileTimes, type PlaywrightReport } from '../../scripts/lib/test-report'

// Shapes as Playwright 1.5x and vitest 4 write them (excerpts of real reports from .test-results/).
const pwReport: PlaywrightReport = {
  stats: { expected: 2, unexpected: 2, flaky: 0 },
  suites: [
    {
      specs: [
        {
          title: 'sign-up → verification → login in es',
          file: 'account.spec.ts',
          line: 123,
          tests: [
            { projectName: 'desktop', status: 'expected', results: [{ errors: [] }] },
            {
              projectName: 'mobile',
              status: 'unexpected',
              results: [
                {
                  errors: [
                    {
                      message: "Error: \u001b[2mexpect(\u001b[22m\u001b[31mlocator\u001b[39m\u001b[2m).\u001b[22mtoBeVisible\u001b[2m()\u001b[22m failed\n\nLocator: getByRole('banner')",
                      location: { file: '/tmp/ci25/tests/e2e/account.spec.ts', line: 149 },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          specs: [
            { title: 'nested, skipped', file: 'preview.spec.ts', line: 9, tests: [{ projectName: 'desktop', status: 'skipped', results: [] }] },
            {
              title: 'nested, timed out',
              file: 'preview.spec.ts',
              line: 30,
              tests: [{ projectName: 'desktop', status: 'unexpected', results: [{ errors: [] }, { errors: [{ message: '\n  Test timeout of 60000ms exceeded.' }] }] }],
            },
            { title: 'nested, flaky', file: 'preview.spec.ts', line: 44, tests: [{ projectName: 'mobile', status: 'flaky', results: [{ errors: [{ message: 'x' }] }, { errors: [] }] }] },
          ],
        },
      ],
    },
  ],
}

describe('test-report (npm test names each failed test at the end of its log)', () => {
  it('names every unexpected Playwright result with file, line, project, its last attempt’s first error line, the locator it waited for and where it failed, nested suites too', () => {
    expect(playwrightFailures('end to end (playwright)', pwReport)).toEqual([
      "end to end (playwright) › account.spec.ts:123 › [mobile] sign-up → verification → login in es: Error: expect(locator).toBeVisible() failed — Locator: getByRole('banner') (account.spec.ts:149)",
      'end to end (playwright) › preview.spec.ts:30 › [desktop] nested, timed out: Test timeout of 60000ms exceeded.',
    ])
  })

  it('names nothing for a clean or missing report', () => {
    expect(playwrightFailures('x', { stats: { expected: 1 }, suites: [{ specs: [{ title: 't', file: 'f', line: 1, tests: [{ projectName: 'p', status: 'expected', results: [] }] }] }] })).toEqual([])
    expect(playwrightFailures('x', null)).toEqual([])
  })

  it('names failed vitest tests with the file relative to the project root', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/tests/int/refunds.int.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'refunds a paid order once' },
            { status: 'failed', fullName: 'refunds › survives a crash between steps', failureMessages: ['AssertionError: expected 2 to be 1\n    at /repo/tests/int/refunds.int.test.ts:40:3'] },
          ],
        },
      ],
    }
    expect(vitestFailures(report, '/repo')).toEqual(['vitest › tests/int/refunds.int.test.ts › refunds › survives a crash between steps: AssertionError: expected 2 to be 1'])
  })

  it('firstLine skips blank lines, strips colours and caps the length', () => {
    expect(firstLine('\n\n \u001b[31mboom\u001b[39m \nmore')).toBe('boom')
    expect(firstLine(undefined)).toBe('')
    expect(firstLine('y'.repeat(500))).toHaveLength(200)
  })

  it('lists the slowest tests, slowest first: Playwright tests with their retries, vitest files start to end', () => {
    const pw: PlaywrightReport = {
      suites: [
        {
          specs: [
            { title: 'pays', file: 'shop.spec.ts', line: 10, tests: [{ projectName: 'desktop', status: 'flaky', results: [{ duration: 30_000 }, { duration: 12_500 }] }] },
            { title: 'searches', file: 'search.spec.ts', line: 5, tests: [{ projectName: 'mobile', status: 'expected', results: [{ duration: 4_000 }] }] },
          ],
        },
      ],
    }
    const times = [
      ...playwrightTimes('e2e', pw),
      ...vitestFileTimes({ testResults: [{ name: '/repo/tests/int/a.int.test.ts', startTime: 1_000, endTime: 61_000 }, { name: '/repo/tests/unit/b.test.ts' }] }, '/repo'),
    ]
    expect(times).toHaveLength(3)
    expect(slowestLines(times, 2)).toEqual(['   60.0 s  vitest › tests/int/a.int.test.ts (file)', '   42.5 s  e2e › shop.spec.ts:10 › [desktop] pays'])
    expect(slowestLines(times)).toHaveLength(3)
  })
})
