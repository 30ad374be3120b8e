/**
 * Splitting the end-to-end files between the test run's two lanes (scripts/test.ts) so they end
 * together: each file goes whole (both browser projects, its tests in order) to the lane with the
 * least work so far, longest file first (LPT scheduling), by the seconds each file took in a recent
 * run (`tests/e2e/durations.json`, refreshed with `npm run test:durations` from the last run's
 * reports). A file the table does not know counts as the median file.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** File name (relative to the e2e folder) → seconds, both projects together. */
export type Durations = Record<string, number>

/**
 * `files` in `lanes` groups of about equal total time, each group in the files' original order.
 * @throws never; an empty `files` gives empty groups
 */
export function splitByDuration(files: readonly string[], durations: Durations, lanes: number): string[][] {
  const known = files.map((f) => durations[f]).filter((s): s is number => typeof s === 'number' && s >= 0)
  const sorted = [...known].sort((a, b) => a - b)
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 1
  const weight = (f: string) => (typeof durations[f] === 'number' && durations[f]! >= 0 ? durations[f]! : median)
  const groups = Array.from({ length: Math.max(1, lanes) }, () => ({ total: 0, files: new Set<string>() }))
  for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min))
    lightest.total += weight(f)
    lightest.files.add(f)
  }
  return groups.map((g) => files.filter((f) => g.files.has(f)))
}

/** The end-to-end spec files of `dir` (Playwright's testDir), names relative to it, sorted. */
export function specFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
}

/** The durations table at `file`, or {} when it is missing or unreadable. */
export function readDurations(file: string): Durations {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown
    return raw && typeof raw === 'object' ? (raw as Durations) : {}
  } catch {
    return {}
  }
}

/** A Playwright file filter matching exactly `file` under `dir` (the CLI reads each argument as a regular expression). */
export function exactFileFilter(dir: string, file: string): string {
  return `${path.posix.join(dir, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
}
