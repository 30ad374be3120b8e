/**
 * Instance B of the two-instance suite (playwright.instances.config.ts): waits until instance A
 * answers `/healthz/` (its database is migrated and seeded, and it wrote the URL to
 * INSTANCES_DB_URL_FILE), then runs `scripts/start.ts` against that database — the same build, a
 * second `next start` process, as a second replica would.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

const a = process.env.INSTANCE_A_ORIGIN!
const deadline = Date.now() + 170_000
for (;;) {
  try {
    if ((await fetch(`${a}/healthz/`)).ok) break
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) throw new Error('instance A did not start')
  await new Promise((r) => setTimeout(r, 500))
}
const databaseUrl = readFileSync(process.env.INSTANCES_DB_URL_FILE!, 'utf8').trim()
const child = spawn('npx', ['tsx', 'scripts/start.ts'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } })
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
