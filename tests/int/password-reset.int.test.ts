/**
 * Customer password reset (issue #6) against the real Postgres, through the real route handlers
 * (`/account-session/forgot/`, `/account-session/reset/`): the neutral answer for known and unknown
 * addresses, the localized email on disk with the storefront link, the token flow (new password
 * works, old one refused, token single use, expired token refused), other sessions ended by the
 * reset, an unconfirmed account confirmed by it, field errors and the rate limit.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signUp, verifyCustomerEmail } from '../../src/features/account/server/accounts'
import type { StoredMail } from '../../src/features/account/server/mailer'
import { readMails } from '../helpers/mail'
import { isResetTokenUsable } from '../../src/features/account/server/passwordReset'
import { currentCustomer, loginWithPassword } from '../../src/features/account/server/session'
import { testPayload } from '../helpers/payload'
import { reloadEnv } from '../../src/lib/env'

// Next's `after`: the work a route defers until its answer is sent, run here when the test says so.
const deferred = vi.hoisted(() => [] as (() => Promise<unknown>)[])
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: (task: () => Promise<unknown>) => void deferred.push(task) }))
async function runAfterResponse() {
  while (deferred.length) await deferred.shift()!()
}

type Handler = (req: NextRequest) => Promise<Response>
let payload: Payload
let mailDir: string
let forgot: Handler
let reset: Handler
const ORIGIN = 'http://127.0.0.1:3999'
const PASSWORD = 'Customer-pass-2026'
const NEW_PASSWORD = 'Brand-new-pass-77'
const unique = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
let ipCounter = 0
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const post = (handler: Handler, route: string, body: unknown, ip: string) =>
  handler(new NextRequest(`${ORIGIN}/account-session/${route}/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) }))

const mailsTo = (email: string): StoredMail[] => readMails(mailDir, email)
const resetTokenIn = (mail: StoredMail) => /\/(?:cuenta\/restablecer|account\/reset)\/\?token=([a-f0-9]{40})/.exec(mail.html)?.[1] ?? ''
const cookieHeaders = (token: string) => new Headers({ cookie: `hxa-customer=${token}` })
const sessionCookie = (res: Response) => /hxa-customer=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? ''

async function customer(lang: 'es' | 'en', verify = true) {
  const email = unique()
  expect((await signUp(payload, { firstName: 'Ana', lastName: 'Ruiz', email, password: PASSWORD, locale: lang })).ok).toBe(true)
  if (verify) {
    const token = /[?&]token=([a-f0-9]+)/.exec(mailsTo(email).at(-1)!.html)![1]!
    expect(await verifyCustomerEmail(payload, token)).toBe(true)
  }
  return email
}

async function requestLink(email: string, lang: 'es' | 'en') {
  const res = await post(forgot, 'forgot', { email, locale: lang }, freshIp())
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ ok: true, data: { sent: true } })
  await runAfterResponse()
  const mail = mailsTo(email).at(-1)!
  return { mail, token: resetTokenIn(mail) }
}

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(os.tmpdir(), 'hxa-reset-mail-'))
  process.env.MAIL_DIR = mailDir
  process.env.SITE_URL = ORIGIN
  reloadEnv() // the environment is read once; this file sets it late
  payload = await testPayload()
  forgot = (await import('../../src/app/account-session/forgot/route')).POST as Handler
  reset = (await import('../../src/app/account-session/reset/route')).POST as Handler
})

afterAll(async () => {
  await payload.destroy()
})

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and only the known one gets a localized email', async () => {
    const es = await customer('es')
    const known = await post(forgot, 'forgot', { email: es.toUpperCase(), locale: 'es' }, freshIp())
    const unknownEmail = unique()
    const unknown = await post(forgot, 'forgot', { email: unknownEmail, locale: 'es' }, freshIp())
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const [a, b] = [await known.json(), await unknown.json()]
    expect(a).toEqual({ ok: true, data: { sent: true } })
    expect(b).toEqual(a)
    // Both answers were sent before anything depended on the address (issue #13 item 3, no timing
    // oracle): the lookup, token and email of each are one deferred task, run after the answer.
    expect(mailsTo(es)).toHaveLength(1) // the sign-up confirmation only
    expect(deferred).toHaveLength(2)
    await runAfterResponse()
    expect(mailsTo(unknownEmail)).toHaveLength(0)
    const mail = mailsTo(es).at(-1)!
    expect(mail.subject).toBe('Restablece tu contraseña de Hotel Arte')
    expect(mail.html).toMatch(/http:\/\/127\.0\.0\.1:3999\/es\/cuenta\/restablecer\/\?token=[a-f0-9]{40}/)
    expect(mail.html).not.toContain('/admin')

    const en = await customer('en')
    const { mail: enMail, token } = await requestLink(en, 'en')
    expect(enMail.subject).toBe('Reset your Hotel Arte password')
    expect(enMail.html).toContain(`${ORIGIN}/en/account/reset/?token=${token}`)
  })

  it('refuses a malformed email with INVALID_EMAIL and rate limits one address', async () => {
    const bad = await post(forgot, 'forgot', { email: 'ana@', locale: 'en' }, freshIp())
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ ok: false, code: 'INVALID_EMAIL' })
    const ip = freshIp()
    const email = unique()
    for (let i = 0; i < 3; i++) expect((await post(forgot, 'forgot', { email, locale: 'en' }, ip)).status).toBe(200)
    const limited = await post(forgot, 'forgot', { email, locale: 'es' }, ip)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ ok: false, code: 'RATE_LIMITED', message: expect.stringMatching(/\S/) })
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(deferred).toHaveLength(3) // the limited request deferred nothing
    await runAfterResponse()
  })
})

describe('reset with the token', () => {
  it('sets the new password, logs in, ends the other sessions and is single use', async () => {
    const email = await customer('en')
    const s1 = await loginWithPassword(payload, { email, password: PASSWORD, remember: true, lang: 'en' })
    const s2 = await loginWithPassword(payload, { email, password: PASSWORD, remember: false, lang: 'en' })
    if (!s1.ok || !s2.ok) throw new Error('login failed')
    expect(await currentCustomer(payload, cookieHeaders(s1.token))).not.toBeNull()
    const { token } = await requestLink(email, 'en')
    expect(await isResetTokenUsable(payload, token)).toBe(true)

    const mismatch = await post(reset, 'reset', { token, password: NEW_PASSWORD, passwordConfirm: 'something-else', locale: 'en' }, freshIp())
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({ ok: false, code: 'PASSWORD_MISMATCH', fieldErrors: { passwordConfirm: 'PASSWORD_MISMATCH' } })
    const short = await post(reset, 'reset', { token, password: 'short', passwordConfirm: 'short', locale: 'en' }, freshIp())
    expect(await short.json()).toMatchObject({ ok: false, code: 'PASSWORD_TOO_SHORT' })

    const res = await post(reset, 'reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, locale: 'en' }, freshIp())
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, data: { firstName: 'Ana' } })
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(res.headers.get('set-cookie')).not.toMatch(/Max-Age/i)
    const fresh = sessionCookie(res)
    expect((await currentCustomer(payload, cookieHeaders(fresh)))?.email).toBe(email)
    // Both earlier sessions ended server-side.
    expect(await currentCustomer(payload, cookieHeaders(s1.token))).toBeNull()
    expect(await currentCustomer(payload, cookieHeaders(s2.token))).toBeNull()

    expect(await loginWithPassword(payload, { email, password: PASSWORD, remember: false, lang: 'en' })).toEqual({ ok: false, code: 'INCORRECT_LOGIN' })
    expect((await loginWithPassword(payload, { email, password: NEW_PASSWORD, remember: false, lang: 'en' })).ok).toBe(true)

    expect(await isResetTokenUsable(payload, token)).toBe(false)
    const again = await post(reset, 'reset', { token, password: 'Another-pass-99', passwordConfirm: 'Another-pass-99', locale: 'en' }, freshIp())
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ ok: false, code: 'RESET_TOKEN_INVALID' })
  })

  it('refuses an expired, unknown or malformed token', async () => {
    const email = await customer('es')
    const { token } = await requestLink(email, 'es')
    const row = (await payload.db.findOne({ collection: 'customers', where: { email: { equals: email } } })) as { id: number }
    await payload.db.updateOne({ collection: 'customers', id: row.id, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() }, returning: false })
    expect(await isResetTokenUsable(payload, token)).toBe(false)
    const expired = await post(reset, 'reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, locale: 'es' }, freshIp())
    expect(expired.status).toBe(400)
    expect(await expired.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' })
    expect((await loginWithPassword(payload, { email, password: PASSWORD, remember: false, lang: 'es' })).ok).toBe(true)
    const unknown = await post(reset, 'reset', { token: 'f'.repeat(40), password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, locale: 'es' }, freshIp())
    expect(await unknown.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' })
    const malformed = await post(reset, 'reset', { token: "' or 1=1 --", password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, locale: 'es' }, freshIp())
    expect(malformed.status).toBe(400)
    expect(await isResetTokenUsable(payload, 'not-a-token')).toBe(false)
  })

  it('confirms an unconfirmed account, since the link proves the mailbox', async () => {
    const email = await customer('en', false)
    const { token } = await requestLink(email, 'en')
    const res = await post(reset, 'reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, locale: 'en' }, freshIp())
    expect(res.status).toBe(200)
    expect((await loginWithPassword(payload, { email, password: NEW_PASSWORD, remember: false, lang: 'en' })).ok).toBe(true)
  })
})
