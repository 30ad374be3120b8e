/**
 * A deployment with an unsafe configuration never serves (issue #12): `next start` of this build in
 * production without the LOCAL_PRODUCTION_RUN escape of scripts/start.ts exits 1 and lists every
 * problem at once, before it answers a request.
 */
import { spawn } from 'node:child_process'
import { expect, test } from './fixtures'

test('next start refuses an unsafe production configuration and lists every problem', async () => {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/root',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: 'http://www.hotelarte.example',
    PAYLOAD_SECRET: 'change-me-to-a-long-random-string',
  }
  // the build this lane's server runs (NEXT_DIST_DIR), on a port of this lane's own (it must refuse before listening anyway)
  if (process.env.NEXT_DIST_DIR) env.NEXT_DIST_DIR = process.env.NEXT_DIST_DIR
  const port = String(Number(process.env.E2E_PORT || 3210) + 50)
  const child = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d))
  child.stderr.on('data', (d: Buffer) => (out += d))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 45_000)
    child.on('exit', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  expect(code, out).toBe(1)
  expect(out).toContain('Refusing to start')
  for (const problem of ['PAYLOAD_SECRET is the example placeholder', 'SITE_URL must be', 'DATABASE_URL is missing', 'SMTP_URL is missing', 'Stripe keys are missing', 'HOTEL_API_TOKEN is missing'])
    expect(out).toContain(problem)
})
