/**
 * Password guessing from many addresses (OWASP Authentication Cheat Sheet, "Protect Against
 * Automated Attacks"):
 * - every limit keyed on the client address keys an IPv6 client on its /64 (src/lib/http/clientIp.ts):
 *   rotating the interface identifier inside one /64 does not reset a budget — proved through the
 *   storefront's login route; the hold caps, the booking and order lookups and sign-ups read the same key;
 * - a staff account has an account-wide budget for attempts from addresses it never signed in from
 *   (src/cms/hooks/authGuards.ts): a pool of fresh addresses is backed off after it, with a back-off
 *   that doubles, while the real staff member's usual address still gets in; the ops dashboard lists
 *   the account (`staffLoginAlerts`). Budgets live in Postgres (`storefront_limits.rate_limits`).
 */
import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ACCOUNT_BUDGET, STAFF_ACCOUNT_WIDE_PREFIX, STAFF_BACKOFF_BASE_SECONDS } from '../../src/cms/hooks/authGuards'
import { staffLoginAlerts } from '../../src/cms/operations/dashboard'
import { addressKey, clientIp } from '../../src/lib/http/clientIp'
import { testPayload } from '../helpers/payload'

type Handler = (req: NextRequest) => Promise<Response>
let payload: Payload
let pool: pg.Pool
let accountLogin: Handler
let POST: (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const staffEmail = `guess-${randomUUID().slice(0, 8)}@hotelarte.example`
const staffPassword = 'guess-staff-password-Bacalar-7'
const usualAddress = '198.51.100.77'

const staffLogin = (password: string, ip: string) =>
  POST(
    new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: staffEmail, password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )

/** A fresh address per attempt: a different IPv4 address and a different IPv6 /64 each time. */
let fresh = 0
const freshAddress = () => (++fresh % 2 ? `203.0.113.${fresh % 250}` : `2001:db8:${fresh.toString(16)}:1::5`)

beforeAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS
  payload = await testPayload()
  pool = (payload.db as unknown as { pool: pg.Pool }).pool
  accountLogin = (await import('../../src/app/account-session/login/route')).POST as Handler
  ;({ POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: typeof POST })
  await payload.create({ collection: 'users', data: { email: staffEmail, password: staffPassword, roles: ['admin'] } as never, overrideAccess: true })
}, 120_000)
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: staffEmail } }, overrideAccess: true })
  await payload.destroy()
})

describe('an IPv6 client is its /64', () => {
  it('the limit key: one /64 is one client; IPv4-mapped addresses are their IPv4 address', () => {
    const h = (xff: string) => new Headers({ 'x-forwarded-for': xff })
    expect(clientIp(h('2001:db8:aa:bb:1:2:3:4'), 1)).toBe(clientIp(h('2001:db8:aa:bb:ffff:ffff:ffff:ffff'), 1))
    expect(clientIp(h('2001:db8:aa:bb::1'), 1)).not.toBe(clientIp(h('2001:db8:aa:bc::1'), 1))
    expect(addressKey('[2001:db8:aa:bb::9]:443')).toBe(addressKey('2001:db8:aa:bb::1'))
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9')
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
  })

  it("rotating addresses inside one /64 does not reset the storefront login's budget", async () => {
    const limit = 10 // ACCOUNT_LOGIN_LIMIT's default: attempts per address + email per 15 minutes
    const email = `v6-${randomUUID().slice(0, 8)}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < limit + 2; i++) {
      const res = await accountLogin(
        new NextRequest('http://localhost:3000/account-session/login/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `2001:db8:6464:1:${(i + 1).toString(16)}:0:0:${(i * 7 + 1).toString(16)}` },
          body: JSON.stringify({ email, password: 'wrong-password-1', remember: false, locale: 'en' }),
        }),
      )
      statuses.push(res.status)
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(limit)).toEqual([429, 429])
  })
})

describe('a staff account has an account-wide budget with back-off, not a lock', () => {
  it('a pool of fresh addresses is backed off; the usual address still signs in; ops sees the alert', async () => {
    // the real admin signs in from their usual address first
    expect((await staffLogin(staffPassword, usualAddress)).status).toBe(200)

    // a guesser with a fresh address for every attempt: each address's own budgets are never spent
    for (let i = 0; i < STAFF_ACCOUNT_BUDGET; i++) expect((await staffLogin(`guess-${i}`, freshAddress())).status).toBe(401)
    const backedOff = await staffLogin('guess-next', freshAddress())
    expect(backedOff.status).toBe(429)
    expect(JSON.stringify(await backedOff.json())).toMatch(/Try again in 15 minute/)
    // even the right password from yet another fresh address waits (the guesser cannot test it)
    expect((await staffLogin(staffPassword, freshAddress())).status).toBe(429)
    // the admin's usual address is not backed off
    expect((await staffLogin(staffPassword, usualAddress)).status).toBe(200)

    const alerts = await staffLoginAlerts(pool)
    const mine = alerts.find((a) => a.email === staffEmail)
    expect(mine).toMatchObject({ backoffs: 1 })
    const until = mine!.backedOffUntil!.getTime() - Date.now()
    expect(until).toBeGreaterThan((STAFF_BACKOFF_BASE_SECONDS - 60) * 1000)
    expect(until).toBeLessThanOrEqual(STAFF_BACKOFF_BASE_SECONDS * 1000)
  })

  it('the next back-off within a day is twice as long', async () => {
    // the first back-off runs out (its row in the shared table expires)
    await pool.query(`UPDATE storefront_limits.rate_limits SET expire = $2 WHERE key = $1`, [`${STAFF_ACCOUNT_WIDE_PREFIX}:${staffEmail}`, Date.now() - 1000])
    expect((await staffLoginAlerts(pool)).find((a) => a.email === staffEmail)?.backedOffUntil).toBeNull()
    for (let i = 0; i < STAFF_ACCOUNT_BUDGET; i++) expect((await staffLogin(`again-${i}`, freshAddress())).status).toBe(401)
    const res = await staffLogin('again-next', freshAddress())
    expect(res.status).toBe(429)
    expect(JSON.stringify(await res.json())).toMatch(/Try again in 30 minute/)
    expect((await staffLoginAlerts(pool)).find((a) => a.email === staffEmail)).toMatchObject({ backoffs: 2 })
  })

  it('a successful login from a new address gives its point back (only failures count)', async () => {
    const other = `guess-ok-${randomUUID().slice(0, 8)}@hotelarte.example`
    await payload.create({ collection: 'users', data: { email: other, password: staffPassword, roles: ['editor'] } as never, overrideAccess: true })
    try {
      const login = (password: string) =>
        POST(
          new Request('http://localhost:3000/api/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
            body: JSON.stringify({ email: other, password }),
          }),
          { params: Promise.resolve({ slug: ['users', 'login'] }) },
        )
      for (let i = 0; i < STAFF_ACCOUNT_BUDGET + 3; i++) expect((await login(staffPassword)).status).toBe(200)
      expect((await staffLoginAlerts(pool)).find((a) => a.email === other)).toBeUndefined()
    } finally {
      await payload.delete({ collection: 'users', where: { email: { equals: other } }, overrideAccess: true })
    }
  })

  it('successful logins from one address do not spend its budget: a shared office address signs in all day (only failures count)', async () => {
    const office = '198.51.100.90'
    const desk = `guess-desk-${randomUUID().slice(0, 8)}@hotelarte.example`
    await payload.create({ collection: 'users', data: { email: desk, password: staffPassword, roles: ['editor'] } as never, overrideAccess: true })
    const login = (password: string) =>
      POST(
        new Request('http://localhost:3000/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': office },
          body: JSON.stringify({ email: desk, password }),
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    try {
      // more than the address's 30 attempts per 15 minutes, every one of them the right password
      for (let i = 0; i < 35; i++) expect((await login(staffPassword)).status, `login ${i + 1}`).toBe(200)
      // failures still count: the address+account budget (5 per 15 minutes) throttles a guesser there
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await login('wrong-password-Tulum')).status)
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true)
      expect(statuses[5]).toBe(429)
    } finally {
      await payload.delete({ collection: 'users', where: { email: { equals: desk } }, overrideAccess: true })
    }
  })
})
