/**
 * The lease a mail sender holds on an owed-mail row while it sends (booking confirmations, ticket
 * order mails, customer verification mails): no other sender takes the row before it lapses. The SMTP
 * time limits (env schema SMTP_*_TIMEOUT_MS) are bounded by half of it, so a send that hangs fails
 * before the lease lapses and a slow server never gets the same message twice.
 */

/** The lease, in milliseconds (2 minutes). */
export const MAIL_LEASE_MS = 120_000
/** The lease, in seconds (for SQL intervals). */
export const MAIL_LEASE_SECONDS = MAIL_LEASE_MS / 1000
