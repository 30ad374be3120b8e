/**
 * One environment schema (issue #12): `.env.example` documents every variable `src/lib/env.ts` reads,
 * and no other module of the app (src/, payload.config.ts) reads `process.env` — except
 * src/instrumentation.ts's `process.env.NEXT_RUNTIME`, Next's runtime flag that the build replaces so
 * the edge bundle drops the server code.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES, parseEnv } from '../../src/lib/env'
import { browserImportTrails, sourceFiles } from '../helpers/browser-imports'

const root = path.resolve(__dirname, '../..')

describe('the environment schema', () => {
  it('.env.example documents every variable of the schema', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8')
    const missing = ENV_VARIABLES.filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example))
    expect(missing).toEqual([])
  })

  it('no module but src/lib/env.ts reads process.env (instrumentation.ts: NEXT_RUNTIME only)', () => {
    const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    const reads = [...sourceFiles(path.join(root, 'src')), path.join(root, 'payload.config.ts')].flatMap((f) => {
      const rel = path.relative(root, f).split(path.sep).join('/')
      if (rel === 'src/lib/env.ts') return []
      return [...code(f).matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*))?/g)].map((m) => `${rel}: ${m[0]}`)
    })
    expect(reads).toEqual(['src/instrumentation.ts: process.env.NEXT_RUNTIME'])
  })

  it('no browser module imports the env schema (it holds secrets and pulls zod into every page)', () => {
    expect(browserImportTrails(path.join(root, 'src', 'lib', 'env.ts'))).toEqual([])
  })

  it('refuses malformed values of the newer fields by name, and derives what the readers need', () => {
    expect(() => parseEnv({ DATABASE_POOL_MAX: '0', HOTEL_API_URL: 'not a url', E2E_ERROR_PROBE: 'yes' })).toThrow(/DATABASE_POOL_MAX[\s\S]*HOTEL_API_URL[\s\S]*E2E_ERROR_PROBE/)
    expect(() => parseEnv({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/)
    const d = parseEnv({ PORT: '3210' })
    expect(d).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      siteUrlGiven: false,
      INTERNAL_ORIGIN: 'http://127.0.0.1:3210',
      PAYLOAD_DISABLE_REVALIDATE: false,
      HOTEL_API_PREFIX_PROJECT: 'HXA',
      STRIPE_SWEEP_EVERY_MS: 300_000,
    })
    expect(parseEnv({ SITE_URL: 'https://www.hotelarte.example', PAYLOAD_DISABLE_REVALIDATE: 'true', LOCAL_PRODUCTION_RUN: '1' })).toMatchObject({
      siteUrlGiven: true,
      PAYLOAD_DISABLE_REVALIDATE: true,
      LOCAL_PRODUCTION_RUN: true,
    })
  })

  it('settings get their defaults, refuse malformed values with their names, and take 0 to turn a sweeper off', () => {
    const d = parseEnv({})
    expect(d).toMatchObject({ SHOP_SWEEP_EVERY_MS: 60_000, RETENTION_EVERY_MS: 3_600_000, ACCOUNT_LOGIN_LIMIT: 10, ORDER_LOOKUP_LIMIT: 20, STOREFRONT_DB_POOL_MAX: 10 })
    expect(parseEnv({ SHOP_SWEEP_EVERY_MS: '0', ACCOUNT_IP_LIMIT: ' 1000 ', ORDER_LOOKUP_LIMIT: '' })).toMatchObject({ SHOP_SWEEP_EVERY_MS: 0, ACCOUNT_IP_LIMIT: 1000, ORDER_LOOKUP_LIMIT: 20 })
    expect(() => parseEnv({ ACCOUNT_IP_LIMIT: '0', STOREFRONT_DB_POOL_MAX: 'ten' })).toThrow(/ACCOUNT_IP_LIMIT.*STOREFRONT_DB_POOL_MAX|STOREFRONT_DB_POOL_MAX.*ACCOUNT_IP_LIMIT/)
  })
})
