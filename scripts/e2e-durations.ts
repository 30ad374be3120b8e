/**
 * `npm run test:durations`: writes `tests/e2e/durations.json` (spec file → seconds, both projects) from
 * the main end-to-end reports of the last `npm test` (`.test-results/playwright-end-to-end*.json`),
 * the table scripts/test.ts balances its two lanes with (scripts/lib/shards.ts). Files missing from
 * the reports keep their old figure. Exits 1 when no report is found.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './lib/prepare'
import { readDurations } from './lib/shards'
import { playwrightFileSeconds, type PlaywrightReport } from './lib/test-report'

const dir = path.join(projectRoot, '.test-results')
const reports = readdirSync(dir).filter((f) => /^playwright-end-to-end(-\d+-\d+)?-playwright-?\.json$/.test(f))
if (!reports.length) {
  console.error(`no main end-to-end report in ${dir}: run npm test first`)
  process.exit(1)
}
const table = path.join(projectRoot, 'tests', 'e2e', 'durations.json')
const durations = readDurations(table)
for (const r of reports) {
  const seconds = playwrightFileSeconds(JSON.parse(readFileSync(path.join(dir, r), 'utf8')) as PlaywrightReport)
  for (const [file, s] of Object.entries(seconds)) durations[file] = Math.round(s)
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(table, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`${table}: ${Object.keys(sorted).length} files from ${reports.join(', ')}`)
