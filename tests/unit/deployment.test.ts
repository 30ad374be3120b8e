/**
 * The deployment users run (issue #12, docker-compose.yml + deploy/Caddyfile), checked as files —
 * no Docker engine here. Two replicas of one image behind the proxy; migrations once, not per
 * replica; every secret required (compose refuses to start without it); exactly one trusted proxy
 * hop; the proxy balances only to ready replicas and hides /internal/.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Service = {
  image?: string
  build?: string
  environment?: Record<string, string>
  deploy?: { replicas?: number }
  depends_on?: Record<string, { condition: string }>
  command?: string[]
  ports?: string[]
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service> }
const caddy = readFileSync('deploy/Caddyfile', 'utf8')

describe('docker-compose.yml', () => {
  const { app, migrate, db, proxy } = compose.services
  it('runs the app as 2 replicas of the image the one-shot migrate service builds', () => {
    expect(app?.deploy?.replicas).toBeGreaterThanOrEqual(2)
    expect(app?.image).toBe(migrate?.image)
    expect(migrate?.build).toBe('.')
    expect(app?.depends_on?.migrate?.condition).toBe('service_completed_successfully')
    expect(migrate?.command?.join(' ')).toMatch(/scripts\/migrate\.ts.*seed\/index\.ts/)
    expect(app?.environment?.PAYLOAD_RUN_MIGRATIONS_ON_START).toBe('false')
    expect(db?.image).toBe('postgres:17')
  })

  it('requires every secret (no placeholder defaults) and trusts exactly the proxy', () => {
    const env = app!.environment!
    for (const name of ['PAYLOAD_SECRET', 'SITE_URL', 'HOTEL_API_TOKEN', 'HOTEL_ENGINE_ADMIN_TOKEN']) expect(env[name], name).toMatch(/^\$\{[A-Z_]+:\?/)
    expect(env.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?')
    expect(JSON.stringify(compose)).not.toMatch(/change-me/)
    expect(env.TRUSTED_PROXY_HOPS).toBe('1')
    expect(app?.ports).toBeUndefined() // only the proxy is reachable
    expect(proxy?.ports).toEqual(['80:80', '443:443'])
  })
})

describe('deploy/Caddyfile', () => {
  it('balances over every replica, only to ready ones, and never forwards /internal/', () => {
    expect(caddy).toMatch(/dynamic a app 3000/)
    expect(caddy).toMatch(/health_uri \/readyz\//)
    expect(caddy).toMatch(/@internal path \/internal\/\*\s+respond @internal 404/)
  })

  it('compresses the responses, and the replicas therefore do not (BEHIND_COMPRESSING_PROXY)', () => {
    expect(caddy).toMatch(/^\s*encode zstd gzip\s*$/m)
    expect(compose.services.app?.environment?.BEHIND_COMPRESSING_PROXY).toBe('1')
  })
})
