/**
 * `npm test`: every test, in order — typecheck alongside unit + integration (vitest, real embedded Postgres),
 * production build, then the browser runs (Playwright in Chromium: the end-to-end suite in two shards; once
 * more with Stripe configured; two instances on one database; the date-sensitive browser tests at the
 * other 'todays' of TEST_DATES), two at a time in two lanes of their own servers. Prints the 20 slowest
 * tests (vitest by file) and one closing line
 * "tests: N passed, M failed" summed over the runners; exits non-zero if any step failed. The database
 * migrations and CMS seed are made once, as a snapshot every run copies (scripts/lib/seed-snapshot.ts).
 * `SKIP_BUILD=1` reuses an existing `.next` build.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { createInterface } from 'node:readline'
import path from 'node:path'
import { projectRoot } from './lib/prepare'
import { spawn } from 'node:child_process'
import { run } from './lib/proc'
import { TEST_DATES } from '../tests/helpers/clock'
import { nextDistDir } from '../src/lib/env'
import { E2E_ADMIN_PASSWORD, E2E_EDITOR_PASSWORD, E2E_OPS_PASSWORD } from '../playwright.config'
import { makeSeedSnapshot, removeSeedSnapshot } from './lib/seed-snapshot'
import { exactFileFilter, readDurations, specFiles, splitByDuration } from './lib/shards'
import { playwrightFailures, playwrightTimes, slowestLines, vitestFailures, vitestFileTimes, type PlaywrightReport, type TimedTest, type VitestReport } from './lib/test-report'

const out = path.join(projectRoot, '.test-results')
mkdirSync(out, { recursive: true })
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const failedSteps: string[] = []
let passed = 0
let failed = 0
/** One line per failed test, printed again at the very end (scripts/lib/test-report.ts). */
const failures: string[] = []
/** Every test's (and vitest file's) time, for the slowest-20 list at the end. */
const times: TimedTest[] = []

/** Runs `cmd` to completion; resolves with its exit code and its stdout + stderr (not printed while it runs). */
function runBuffered(cmd: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
    child.on('error', (e) => resolve({ code: 127, output: String(e) }))
  })
}

async function step(name: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const code = await run(cmd, args, { cwd: projectRoot, env: { ...env, ...extraEnv } })
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  if (code !== 0) failedSteps.push(name)
  return code === 0
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`)
  process.exit(1)
}

// The typecheck, then lint (ESLint with the layering rules + Prettier, zero warnings: issue #15), run
// alongside vitest, whose integration files run one at a time; each report is printed when it ends
// (issue #17: CI time).
async function alongside(name: string, cmd: string, args: string[]): Promise<void> {
  const started = Date.now()
  const { code, output } = await runBuffered(cmd, args)
  console.log(`\n=== ${name} (alongside vitest) ===\n${output}=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  if (code !== 0) failedSteps.push(name)
}
const typecheck = alongside('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']).then(() => alongside('lint', 'npm', ['run', '--silent', 'lint']))

// The seeded snapshot (scripts/lib/seed-snapshot.ts): migrations and the CMS seed once for the whole
// run; the integration setup and every throwaway e2e server start from a copy and seed only the hotel
// engine for their own today. Staff passwords are the e2e ones. Without it (it failed, or the tests use
// an external database) each starts from nothing, as before.
let snapshotDir: string | null = null
if (!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  console.log('\n=== seeded snapshot ===')
  const started = Date.now()
  try {
    snapshotDir = await makeSeedSnapshot({ ...env, SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, SEED_OPS_PASSWORD: E2E_OPS_PASSWORD, SEED_EDITOR_PASSWORD: E2E_EDITOR_PASSWORD })
    env.SEED_SNAPSHOT_DIR = snapshotDir
    console.log(`=== seeded snapshot: ok in ${((Date.now() - started) / 1000).toFixed(1)} s (${snapshotDir}) ===`)
  } catch (err) {
    console.log(`=== seeded snapshot: not made (${String(err)}); every run seeds from nothing ===`)
  }
}

const vitestJson = path.join(out, 'vitest.json')
await step('unit + integration (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])
const v = readJson(vitestJson) as VitestReport | null
if (v) {
  passed += v.numPassedTests ?? 0
  failed += v.numFailedTests ?? 0
  failures.push(...vitestFailures(v, projectRoot))
  times.push(...vitestFileTimes(v, projectRoot))
  // a failed test fails the step whatever the exit code says (a library's exit hook once forced 0)
  if ((v.numFailedTests ?? 0) > 0 && !failedSteps.includes('unit + integration (vitest)')) failedSteps.push('unit + integration (vitest)')
}
await typecheck

const built = process.env.SKIP_BUILD === '1' && existsSync(path.join(projectRoot, nextDistDir(), 'BUILD_ID')) ? true : await step('build', 'npx', ['next', 'build'])

/** Adds one Playwright report's counts (expected + flaky pass, unexpected fail); a missing report fails the step. */
function countPlaywright(name: string, json: string) {
  const p = readJson(json) as PlaywrightReport | null
  if (p?.stats) {
    passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0)
    failed += p.stats.unexpected ?? 0
    failures.push(...playwrightFailures(name, p))
    times.push(...playwrightTimes(name, p))
  } else if (!failedSteps.includes(name)) failedSteps.push(name)
}

/**
 * Runs a command to completion with every output line prefixed by `prefix` (two lanes print at once).
 * Resolves with its exit code.
 */
function runPrefixed(prefix: string, cmd: string, args: string[], extraEnv: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: projectRoot, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

/**
 * The browser runs go in lanes: each lane runs one Playwright run at a time against servers of its own
 * (ports, mail folder, and a copy of the build, so two servers never share Next's on-disk page cache),
 * and takes the next run from the queue when its run ends. Two lanes on a machine of two cores or more
 * (the main run split in two shards), one otherwise; `E2E_LANES=1` forces one.
 */
/** `args`: the lane's own Playwright options (its output folder: a run wipes its folder when it starts, and a lane's traces are written there while it runs). */
type Lane = { name: string; env: Record<string, string>; args: string[] }
const laneCount = Math.max(1, Math.min(2, Number(process.env.E2E_LANES) || (os.cpus().length >= 2 ? 2 : 1)))
const secondBuild = path.join('.data', 'next-lane-2')
const e2eDir = path.join(projectRoot, 'tests', 'e2e')
const lanes: Lane[] = (
  [
    { name: 'lane 1', env: {}, args: [] },
    {
      name: 'lane 2',
      env: {
        E2E_PORT: '3240',
        E2E_OIDC_PORT: '3289',
        E2E_ORIGIN_SEARCH_PORT: '3288',
        E2E_MAIL_DIR: path.join('.data', 'mail-e2e-2'),
        NEXT_DIST_DIR: secondBuild,
        E2E_STRIPE_PORT: '3241',
        E2E_STRIPE_API_PORT: '12121',
        E2E_INSTANCE_A_PORT: '3242',
        E2E_INSTANCE_B_PORT: '3243',
      },
      args: ['--output', 'test-results-lane-2'],
    },
  ] as Lane[]
).slice(0, laneCount)

type BrowserRun = { name: string; args: string[]; env?: Record<string, string> }
const browserRuns: BrowserRun[] = [
  // TEST_TODAY (tests/helpers/clock.ts) is the server's and the tests' "today": a fixed date.
  // Two lanes: the main run's files split by their recent times (tests/e2e/durations.json, scripts/lib/shards.ts)
  ...(laneCount === 2
    ? splitByDuration(specFiles(e2eDir), readDurations(path.join(e2eDir, 'durations.json')), 2).map((files, i) => ({
        name: `end to end ${i + 1}/2 (playwright)`,
        args: files.map((f) => exactFileFilter('tests/e2e', f)),
      }))
    : [{ name: 'end to end (playwright)', args: [] }]),
  // The same build with Stripe configured: the SDK against the local Stripe-compatible server and a
  // stand-in Stripe.js (playwright.stripe.config.ts, tests/e2e-stripe/).
  { name: 'end to end with Stripe (playwright)', args: ['-c', 'playwright.stripe.config.ts'] },
  // Two `next start` processes of the same build on one Postgres behave as one site (issue #12).
  { name: 'two instances (playwright)', args: ['-c', 'playwright.instances.config.ts'] },
  // The date-sensitive browser tests at other "todays" (issue #17), same build.
  ...TEST_DATES.map((today) => ({ name: `dates ${today} (playwright)`, args: ['-c', 'playwright.dates.config.ts'], env: { TEST_TODAY: today } })),
]

/** One lane: takes runs from the queue until it is empty. */
async function lane(l: Lane, queue: BrowserRun[]) {
  for (let r = queue.shift(); r; r = queue.shift()) {
    const json = path.join(out, `playwright-${r.name.replace(/[^a-z0-9]+/gi, '-')}.json`)
    console.log(`\n=== ${r.name} [${l.name}] ===`)
    const started = Date.now()
    const code = await runPrefixed(`[${l.name}]`, 'npx', ['playwright', 'test', ...l.args, ...r.args], { ...l.env, ...r.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json })
    console.log(`=== ${r.name} [${l.name}]: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
    if (code !== 0) failedSteps.push(r.name)
    countPlaywright(r.name, json)
  }
}

if (built) {
  const started = Date.now()
  if (laneCount === 2) {
    rmSync(path.join(projectRoot, secondBuild), { recursive: true, force: true })
    // the build without its caches (Next's image and fetch caches are per server)
    cpSync(path.join(projectRoot, nextDistDir()), path.join(projectRoot, secondBuild), {
      recursive: true,
      filter: (src) => path.basename(src) !== 'cache' || path.dirname(src) !== path.join(projectRoot, nextDistDir()),
    })
  }
  const queue = [...browserRuns]
  await Promise.all(lanes.map((l) => lane(l, queue)))
  if (laneCount === 2) rmSync(path.join(projectRoot, secondBuild), { recursive: true, force: true })
  console.log(`\n=== browser runs (${laneCount} lane${laneCount === 2 ? 's' : ''}): ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
} else {
  console.log('end to end skipped: the build failed')
}

if (snapshotDir) await removeSeedSnapshot(snapshotDir)

if (times.length) console.log(`\nslowest 20 (vitest files, Playwright tests with their retries):\n${slowestLines(times).join('\n')}`)
// Repeated last, so a log that keeps only its tail still names what failed.
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`)
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
