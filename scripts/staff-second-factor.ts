/**
 * `npm run staff:second-factor -- reset <email>`: clears a staff member's second factor (lost phone,
 * recovery codes used up or lost), so their next sign-in asks them to enrol again where it is required
 * (admins and ops in a deployment; src/cms/auth/secondFactor.ts). Run by an admin with access to the
 * server's environment (DATABASE_URL, PAYLOAD_SECRET). Exit 0 done, 1 no such staff member, 2 usage.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevDatabase } from './lib/embedded-db'
import { closePayload, loadPayload } from './lib/payload'

const [command, email] = process.argv.slice(2)
if (command !== 'reset' || !email) {
  console.error('usage: npm run staff:second-factor -- reset <email>')
  process.exit(2)
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const db = process.env.DATABASE_URL ? null : await startDevDatabase(root)
if (db) process.env.DATABASE_URL = db.url
const { resetSecondFactor } = await import('../src/cms/auth/secondFactor')
const payload = await loadPayload()
let code = 0
try {
  if (await resetSecondFactor(payload, email)) console.log(`staff:second-factor: reset for ${email}; they enrol again at their next sign-in`)
  else {
    console.error(`staff:second-factor: no staff member with the email ${email}`)
    code = 1
  }
} finally {
  await closePayload(payload)
  await db?.stop()
}
process.exit(code)
