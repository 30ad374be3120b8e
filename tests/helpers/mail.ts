/**
 * Emails the app wrote with the file mail adapter (MAIL_DIR): one JSON file per email, named so that
 * sorting the names sorts by time. Shared by the integration and end-to-end tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { StoredMail } from '../../src/features/account/server/mailer'

export type { StoredMail }

/** Every email in `dir` addressed to `to`, oldest first ([] when the folder does not exist yet). */
export function readMails(dir: string, to: string): StoredMail[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail)
    .filter((m) => m.to === to)
}

/** A unique example.com address for one test run (`tag` first, for reading logs). */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
