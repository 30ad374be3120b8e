import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv, reloadEnv } from '../../../lib/env'
import { MAIL_LEASE_MS } from '../../../lib/mailLease'
import { mailAdapter, smtpOptions } from './mailer'

describe('SMTP time limits stay below the mail senders’ lease', () => {
  it('defaults and every accepted value are below the 2-minute lease (nodemailer’s own: 2 min to connect, 10 min of silence)', () => {
    const e = parseEnv({})
    const o = smtpOptions('smtp://mail.example.com:587', e)
    for (const t of [o.connectionTimeout, o.greetingTimeout, o.socketTimeout]) expect(t).toBeLessThan(MAIL_LEASE_MS)
    expect(o).toMatchObject({ connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    for (const name of ['SMTP_CONNECTION_TIMEOUT_MS', 'SMTP_GREETING_TIMEOUT_MS', 'SMTP_SOCKET_TIMEOUT_MS']) {
      expect(() => parseEnv({ [name]: String(MAIL_LEASE_MS) }), name).toThrow(name)
      expect(() => parseEnv({ [name]: '600000' }), name).toThrow(name)
      expect(parseEnv({ [name]: '20000' })[name as 'SMTP_SOCKET_TIMEOUT_MS']).toBe(20_000)
    }
  })

  describe('a mail server that accepts the connection and never greets', () => {
    let server: net.Server
    let port = 0
    const sockets: net.Socket[] = []
    const saved = { url: process.env.SMTP_URL, greeting: process.env.SMTP_GREETING_TIMEOUT_MS }
    beforeAll(async () => {
      server = net.createServer((s) => void sockets.push(s)) // silent: no 220 greeting
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      port = (server.address() as net.AddressInfo).port
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
      process.env.SMTP_GREETING_TIMEOUT_MS = '1000'
      reloadEnv()
    })
    afterAll(async () => {
      for (const s of sockets) s.destroy()
      await new Promise((r) => server.close(r))
      for (const [k, v] of [
        ['SMTP_URL', saved.url],
        ['SMTP_GREETING_TIMEOUT_MS', saved.greeting],
      ] as const)
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      reloadEnv()
    })

    it('fails the send within the configured greeting limit, long before a lease could lapse', async () => {
      const adapter = mailAdapter({ fromAddress: 'no-reply@hotelarte.example', fromName: 'Hotel Arte' })({ payload: {} as never })
      const started = Date.now()
      await expect(adapter.sendEmail({ to: 'ana@example.com', subject: 's', text: 't' })).rejects.toThrow(/greeting|timeout/i)
      expect(Date.now() - started).toBeLessThan(5_000)
    }, 15_000)
  })
})
