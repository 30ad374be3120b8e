/**
 * An SMTP outage does not stop sign-ups, and the verification email goes out once the mail server is
 * back (src/features/account/server/verificationMail.ts): the account is committed and the answer
 * given without the mail; the email is owed in `storefront_account.verification_mails`, its failed
 * attempt counted and backed off, and the sweep sends it later, once, with a working link.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUp, verifyCustomerEmail } from '../../src/features/account/server/accounts'
import { sendOwedVerifications } from '../../src/features/account/server/verificationMail'
import { reloadEnv } from '../../src/lib/env'
import { readMails, uniqueEmail } from '../helpers/mail'
import { testPayload } from '../helpers/payload'

let payload: Payload
let mailDir: string
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(os.tmpdir(), 'hxa-mail-'))
  process.env.MAIL_DIR = mailDir
  process.env.SITE_URL = 'http://127.0.0.1:3999'
  reloadEnv()
  payload = await testPayload()
})
afterAll(async () => {
  await db.end()
})

/** Every send through Payload's email adapter fails as an unreachable SMTP server does, until restored. */
function smtpDown(p: Payload): () => void {
  const email = p.email as unknown as { sendEmail: (m: unknown) => Promise<unknown> }
  const before = { adapter: email.sendEmail, payload: p.sendEmail }
  const refuse = async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.25:587'), { code: 'ESOCKET' })
  }
  email.sendEmail = refuse
  p.sendEmail = refuse as typeof p.sendEmail
  return () => {
    email.sendEmail = before.adapter
    p.sendEmail = before.payload
  }
}

describe('sign-up while the mail server is down', () => {
  it('succeeds at once, and the verification email is sent by the sweep when SMTP is back', async () => {
    const email = uniqueEmail('smtp-down')
    const restore = smtpDown(payload)
    let result
    try {
      result = await signUp(payload, { firstName: 'Ana', lastName: 'Ruiz', email, password: 'Customer-pass-2026', locale: 'en' })
    } finally {
      restore()
    }
    expect(result).toEqual({ ok: true, data: { email } })
    const account = (await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    expect(account).toBeTruthy()
    expect(readMails(mailDir, email)).toHaveLength(0)
    const owed = await db.query(`SELECT sent_at, attempts, last_error FROM storefront_account.verification_mails WHERE customer_id = $1`, [account.id])
    expect(owed.rows[0]).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') })

    // the back-off passes; the sweep (SMTP back) sends it once
    await db.query(`UPDATE storefront_account.verification_mails SET claimed_until = now() - interval '1 second', recorded_at = now() - interval '5 minutes' WHERE customer_id = $1`, [account.id])
    expect(await sendOwedVerifications(20, 60)).toBeGreaterThanOrEqual(1)
    const mails = readMails(mailDir, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Confirm your Hotel Arte account')
    const token = /[?&]token=([a-f0-9]{40})/.exec(mails[0]!.html)?.[1]
    expect(token).toBeTruthy()
    await sendOwedVerifications(20, 0) // sent rows are not owed any more
    expect(readMails(mailDir, email)).toHaveLength(1)
    expect(await verifyCustomerEmail(payload, token!)).toBe(true)
  })

  it('a working mail server gets the email during the sign-up, once', async () => {
    const email = uniqueEmail('smtp-up')
    expect(await signUp(payload, { firstName: 'Ana', lastName: 'Ruiz', email, password: 'Customer-pass-2026', locale: 'es' })).toEqual({ ok: true, data: { email } })
    expect(readMails(mailDir, email)).toHaveLength(1)
    await sendOwedVerifications(20, 0)
    expect(readMails(mailDir, email)).toHaveLength(1)
  })
})
