/**
 * Payload email adapter (the one email adapter, architecture §3) on nodemailer.
 * - `SMTP_URL` set: messages go out through SMTP, with the connection, greeting and socket time limits
 *   of the env schema (SMTP_*_TIMEOUT_MS, below the senders' 2-minute lease: src/lib/mailLease.ts;
 *   nodemailer's own defaults are 2 minutes to connect and 10 minutes of socket silence).
 * - otherwise (dev, tests, CI): nodemailer's JSON transport renders each message, which is logged on
 *   the console and written as one JSON file under `MAIL_DIR` (default `.data/mail/`), so tests read
 *   the verification link from disk. `@payloadcms/email-nodemailer` is not used: its 3.90.1 peer pins
 *   payload 3.90.1 exactly and this app runs 3.90.2.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { env, type Env } from '../../../lib/env'

/** One stored message as tests read it. */
export type StoredMail = {
  to: string
  from: string
  subject: string
  html: string
  text: string
  date: string
  /** attachments: text ones (the .ics) as sent, binary ones (QR PNGs) in base64 with `encoding`; `cid` for inline images */
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64'; cid?: string }[]
}

/** Directory the file transport writes to (MAIL_DIR, default .data/mail). */
export function mailDir(): string {
  return path.resolve(env.MAIL_DIR || path.join(process.cwd(), '.data', 'mail'))
}

const addressOf = (v: unknown): string => {
  if (typeof v === 'string') return v
  if (Array.isArray(v)) return v.map(addressOf).join(', ')
  if (v && typeof v === 'object' && 'address' in v) return String((v as { address: unknown }).address)
  return ''
}

/**
 * nodemailer's SMTP options for `url`: the URL's own settings, with the env schema's time limits in
 * milliseconds (`connectionTimeout`, `greetingTimeout`, `socketTimeout`) where the URL sets none.
 */
export function smtpOptions(
  url: string,
  e: Pick<Env, 'SMTP_CONNECTION_TIMEOUT_MS' | 'SMTP_GREETING_TIMEOUT_MS' | 'SMTP_SOCKET_TIMEOUT_MS'> = env,
): { url: string; connectionTimeout: number; greetingTimeout: number; socketTimeout: number } {
  return { url, connectionTimeout: e.SMTP_CONNECTION_TIMEOUT_MS, greetingTimeout: e.SMTP_GREETING_TIMEOUT_MS, socketTimeout: e.SMTP_SOCKET_TIMEOUT_MS }
}

/**
 * Builds the adapter for `buildConfig({ email })`.
 * @param opts default sender; `SMTP_URL` and `MAIL_DIR` are read from the environment
 */
export function mailAdapter(opts: { fromAddress: string; fromName: string }): EmailAdapter<{ messageId: string; file?: string }> {
  return () => {
    const smtp = env.SMTP_URL
    const transport = smtp ? nodemailer.createTransport(smtpOptions(smtp)) : nodemailer.createTransport({ jsonTransport: true })
    return {
      name: smtp ? 'smtp' : 'file',
      defaultFromAddress: opts.fromAddress,
      defaultFromName: opts.fromName,
      async sendEmail(message: SendEmailOptions) {
        const from = message.from ?? `"${opts.fromName}" <${opts.fromAddress}>`
        const info = await transport.sendMail({ ...message, from } as SendMailOptions)
        if (smtp) return { messageId: String(info.messageId) }
        const stored: StoredMail = {
          to: addressOf(message.to),
          from: addressOf(from),
          subject: String(message.subject ?? ''),
          html: typeof message.html === 'string' ? message.html : '',
          text: typeof message.text === 'string' ? message.text : '',
          date: new Date().toISOString(),
          ...(Array.isArray(message.attachments) && message.attachments.length
            ? {
                // nodemailer's JSON transport has already turned binary contents into base64 strings (encoding 'base64')
                attachments: message.attachments.map((a: { filename?: unknown; contentType?: unknown; content?: unknown; cid?: unknown; encoding?: unknown }) => ({
                  filename: String(a.filename ?? ''),
                  contentType: String(a.contentType ?? ''),
                  ...(a.content instanceof Uint8Array
                    ? { content: Buffer.from(a.content).toString('base64'), encoding: 'base64' as const }
                    : { content: typeof a.content === 'string' ? a.content : '', ...(a.encoding === 'base64' ? { encoding: 'base64' as const } : {}) }),
                  ...(typeof a.cid === 'string' ? { cid: a.cid } : {}),
                })),
              }
            : {}),
        }
        const dir = mailDir()
        mkdirSync(dir, { recursive: true })
        const safeTo = stored.to.replace(/[^a-z0-9@._-]+/gi, '_').slice(0, 120)
        const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.json`)
        writeFileSync(file, JSON.stringify(stored, null, 2))
        process.stdout.write(`${JSON.stringify({ level: 'info', application: 'hxa-storefront', message: 'email written', to: stored.to, subject: stored.subject, file })}\n`)
        return { messageId: String(info.messageId), file }
      },
    }
  }
}
