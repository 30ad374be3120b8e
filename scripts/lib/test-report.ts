/**
 * Reads the JSON reports `npm test` asks its runners for (vitest's `--reporter=json`, Playwright's `json`
 * reporter) and names each failed test on one line: "runner › file[:line] › [project] title: first error line — Locator: …"
 * (the locator when the error names one).
 * scripts/test.ts prints these lines again at the very end of the run, so a CI log that keeps only its tail
 * still says which test failed (stop 28's CI kept only the last steps' server output).
 */
import path from 'node:path'

/** The parts of a Playwright JSON report read here (reporters/json in @playwright/test). */
export type PlaywrightReport = {
  stats?: { expected?: number; unexpected?: number; flaky?: number }
  suites?: PlaywrightSuite[]
}
type PlaywrightSuite = {
  specs?: {
    title: string
    file: string
    line: number
    tests: { projectName: string; status: string; results: { duration?: number; errors?: { message?: string; location?: { file: string; line: number } }[] }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

/** The parts of a vitest JSON report read here (Jest-compatible shape). */
export type VitestReport = {
  numPassedTests?: number
  numFailedTests?: number
  testResults?: { name: string; startTime?: number; endTime?: number; assertionResults?: { status: string; fullName: string; duration?: number | null; failureMessages?: string[] }[] }[]
}

/** The lines of an error message without ANSI colour codes. */
const plainLines = (message: unknown): string[] =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')

/** The first non-blank line of an error message, without ANSI colour codes, at most 200 characters ('' for none). */
export function firstLine(message: unknown): string {
  return (plainLines(message).find((l) => l.trim()) ?? '').trim().slice(0, 200)
}

/** The `Locator: …` line of a Playwright expect error, without colour codes, at most 200 characters ('' for none): which element the failed expectation waited for. */
export function locatorLine(message: unknown): string {
  return (plainLines(message).find((l) => l.startsWith('Locator: ')) ?? '').trim().slice(0, 200)
}

/** One line per test whose outcome was `unexpected` (failed, timed out or passed when it should fail), in report order. */
export function playwrightFailures(runner: string, report: PlaywrightReport | null): string[] {
  const out: string[] = []
  const walk = (suites: PlaywrightSuite[] | undefined) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === 'unexpected') {
            const error = t.results.at(-1)?.errors?.[0]
            const at = error?.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : ''
            const locator = locatorLine(error?.message)
            out.push(`${runner} › ${spec.file}:${spec.line} › [${t.projectName}] ${spec.title}: ${firstLine(error?.message)}${locator ? ` — ${locator}` : ''}${at}`)
          }
      walk(suite.suites)
    }
  }
  walk(report?.suites)
  return out
}

/** One line per failed vitest test; file names are made relative to `root`. */
export function vitestFailures(report: VitestReport | null, root: string): string[] {
  const out: string[] = []
  for (const file of report?.testResults ?? [])
    for (const a of file.assertionResults ?? []) if (a.status === 'failed') out.push(`vitest › ${path.relative(root, file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
  return out
}

/** A test (or a vitest file) and the wall time it took, in milliseconds. */
export type TimedTest = { name: string; ms: number }

/** Each Playwright test's time: the sum of its attempts (retries included), named like the failure lines. */
export function playwrightTimes(runner: string, report: PlaywrightReport | null): TimedTest[] {
  const out: TimedTest[] = []
  const walk = (suites: PlaywrightSuite[] | undefined) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests) out.push({ name: `${runner} › ${spec.file}:${spec.line} › [${t.projectName}] ${spec.title}`, ms: t.results.reduce((sum, r) => sum + (r.duration ?? 0), 0) })
      walk(suite.suites)
    }
  }
  walk(report?.suites)
  return out
}

/**
 * Each vitest file's wall time (its start to its end: setup such as an integration file's database is
 * where the time goes, and it is not in any one test's duration); names relative to `root`.
 */
export function vitestFileTimes(report: VitestReport | null, root: string): TimedTest[] {
  return (report?.testResults ?? []).flatMap((f) => (f.startTime && f.endTime ? [{ name: `vitest › ${path.relative(root, f.name)} (file)`, ms: f.endTime - f.startTime }] : []))
}

/** The `n` slowest, slowest first, one line each: "  123.4 s  name". */
export function slowestLines(times: TimedTest[], n = 20): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}`)
}

/** Each spec file's seconds in a Playwright report (every project and retry of its tests summed), by file name as the report gives it. */
export function playwrightFileSeconds(report: PlaywrightReport | null): Record<string, number> {
  const out: Record<string, number> = {}
  for (const t of playwrightTimes('', report)) {
    const file = t.name.split(' › ')[1]?.replace(/:\d+$/, '')
    if (file) out[file] = (out[file] ?? 0) + t.ms / 1000
  }
  return out
}
