/**
 * What the admin's Operations view shows an ops person in the morning, read per
 * request (no cache: the view is rendered for admins and ops only): today's hotel bookings and ticket
 * orders, the payments reconciliation's findings, newsletter sign-ups not yet forwarded, the
 * background jobs' last runs (src/lib/jobRuns.ts), staff accounts under password guessing and whether
 * the hotel API answers (`hotelApiDependency`, over HTTP). Owed refunds and captures are OwedMoney's
 * (src/cms/components/OwedMoney.tsx).
 *
 * The bookings, orders, findings and owed money come from functions their owners export
 * (`OperationsSources`; docs/architecture.md "Who owns which schema"), passed in by `payload.config.ts`
 * as the views' server props (src/operationsSources.ts): cms/ reads no feature's tables. The
 * newsletter (a Payload collection), job runs and login limits are the CMS's and the shared floor's.
 *
 * "Today" is the hotel-local day (America/Cancun, src/lib/hotel-date.ts) of the real instant `now`:
 * the rows' timestamps are real instants, so the test calendar shift (TEST_TODAY) does not apply here.
 * Hotel bookings are the storefront's own record of each reservation it committed: the reservations
 * themselves live behind the hotel API (HOTEL_API_URL), which the admin never reads.
 */
import type pg from 'pg'
import { hotelLocalDate, type IsoDate } from '../../lib/hotel-date'
import { listJobRuns, JOB_NAMES, type JobRun } from '../../lib/jobRuns'
import { STAFF_ACCOUNT_BUDGET, STAFF_ACCOUNT_WIDE_PREFIX, STAFF_BACKOFF_PREFIX } from '../hooks/authGuards'
import type { Check } from '../../lib/health/check'
import { hotelApiStatus } from '../../lib/hotel-api/status'

type Db = Pick<pg.Pool, 'query'>

/** Rows listed per table (the counts are complete). */
export const LIST_LIMIT = 10

export type TodayBooking = { code: string; at: Date; language: string; emailSent: boolean }
export type TodayOrder = { code: string; at: Date; status: 'paid' | 'cancelled'; totalMinor: number; currency: string; decimals: number }
/** Today's activity: the hotel-local `day`, counts and the latest LIST_LIMIT of each, newest first. */
export type TodayActivity = { day: IsoDate; bookings: { count: number; latest: TodayBooking[] }; orders: { count: number; paid: number; latest: TodayOrder[] } }

/** A finding of the latest payments reconciliation (src/features/checkout/server/reconcileJob.ts). */
export type ReconcileFinding = { kind: string; intent: string; record: string | null; detail: string; firstSeenAt: Date; lastSeenAt: Date }

/** A line of "Money that needs a hand": a refund, capture or email owed (amount in minor units, as text). */
export type OwedRow = { kind: string; ref: string; status: string; amount: string | null; currency: string | null; attempts: number | null; error: string | null; since: Date }

/**
 * What each owner contributes to the Operations view and the owed-money list (composed in
 * src/operationsSources.ts, passed in by payload.config.ts). Each reads its own tables on `db`.
 */
export type OperationsSources = {
  /** the hotel booking's bookings claimed on a hotel-local day: count and the latest `limit` */
  bookingsOnDay: (db: Db, day: IsoDate, limit: number) => Promise<{ count: number; latest: TodayBooking[] }>
  /** the ticket shop's orders created on a hotel-local day: count, paid count and the latest `limit` */
  ordersOnDay: (db: Db, day: IsoDate, limit: number) => Promise<{ count: number; paid: number; latest: TodayOrder[] }>
  /** the latest reconciliation's findings, oldest first, at most 100 (checkout) */
  reconcileFindings: (db: Db) => Promise<ReconcileFinding[]>
  /** each owner's owed refunds, captures and emails, oldest first */
  owed: readonly ((db: Db) => Promise<OwedRow[]>)[]
}

/**
 * Hotel bookings and ticket orders created on the hotel-local day of `now` (00:00–24:00 America/Cancun),
 * from their owners (`sources`).
 * @throws database errors
 */
export async function todayActivity(db: Db, sources: Pick<OperationsSources, 'bookingsOnDay' | 'ordersOnDay'>, now: Date = new Date()): Promise<TodayActivity> {
  const day = hotelLocalDate(now)
  const [bookings, orders] = await Promise.all([sources.bookingsOnDay(db, day, LIST_LIMIT), sources.ordersOnDay(db, day, LIST_LIMIT)])
  return { day, bookings, orders }
}

/**
 * Every owner's owed lines (`sources`), oldest first, at most 100 in all.
 * @throws database errors
 */
export async function owedMoney(db: Db, sources: OperationsSources['owed']): Promise<OwedRow[]> {
  const all = (await Promise.all(sources.map((read) => read(db)))).flat()
  return all.sort((a, b) => new Date(a.since).getTime() - new Date(b.since).getTime()).slice(0, 100)
}

export type ForwardStatus = 'pending' | 'failed' | 'rejected'
/** A sign-up not (yet) at the newsletter service; no email address (ops staff do not read subscribers). */
export type UnforwardedSignup = { id: number; status: ForwardStatus; attempts: number; lastError: string | null; nextAttemptAt: Date | null; createdAt: Date }
/**
 * A sign-up the newsletter service refused (`rejected`: a 4xx, retrying cannot help) or that ran out
 * of retries (`failed`): the visitor saw the thanks page, so someone has to act on it. `email` only
 * for a reader who may read subscriptions (admins), else null; `reason` is the service's last answer.
 */
export type RefusedSignup = { id: number; status: 'failed' | 'rejected'; email: string | null; attempts: number; reason: string | null; since: Date }
export type NewsletterBacklog = { counts: Record<ForwardStatus, number>; latest: UnforwardedSignup[]; refused: RefusedSignup[] }

/**
 * Newsletter sign-ups still pending (retried by the forwarder), failed (gave up) or rejected by the
 * service (src/features/newsletter/domain/forwarding.ts), with the latest LIST_LIMIT of them, and
 * apart the latest LIST_LIMIT refused or failed ones (most recently changed first), which only a
 * person can resolve (correct the service settings or the row, then set it back to pending).
 * @param options.withEmail include the refused ones' addresses (the reader may read subscriptions)
 * @throws database errors
 */
export async function newsletterBacklog(db: Db, options: { withEmail?: boolean } = {}): Promise<NewsletterBacklog> {
  const [counts, latest, refused] = await Promise.all([
    db.query<{ status: ForwardStatus; n: number }>(
      `SELECT forwarding_status::text AS status, count(*)::int AS n FROM newsletter_subscriptions WHERE forwarding_status IN ('pending', 'failed', 'rejected') GROUP BY 1`,
    ),
    db.query<{ id: number; status: ForwardStatus; attempts: string; last_error: string | null; next_at: Date | null; created_at: Date }>(
      `SELECT id, forwarding_status::text AS status, forwarding_attempts::text AS attempts, forwarding_last_error AS last_error, forwarding_next_attempt_at AS next_at, created_at
         FROM newsletter_subscriptions WHERE forwarding_status IN ('pending', 'failed', 'rejected') ORDER BY created_at DESC LIMIT ${LIST_LIMIT}`,
    ),
    db.query<{ id: number; status: 'failed' | 'rejected'; email: string; attempts: string; last_error: string | null; since: Date }>(
      `SELECT id, forwarding_status::text AS status, email, forwarding_attempts::text AS attempts, forwarding_last_error AS last_error, updated_at AS since
         FROM newsletter_subscriptions WHERE forwarding_status IN ('failed', 'rejected') ORDER BY updated_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
    ),
  ])
  const out: Record<ForwardStatus, number> = { pending: 0, failed: 0, rejected: 0 }
  for (const r of counts.rows) out[r.status] = r.n
  return {
    counts: out,
    latest: latest.rows.map((r) => ({ id: r.id, status: r.status, attempts: Number(r.attempts), lastError: r.last_error, nextAttemptAt: r.next_at, createdAt: r.created_at })),
    refused: refused.rows.map((r) => ({
      id: r.id,
      status: r.status,
      email: options.withEmail ? r.email : null,
      attempts: Number(r.attempts),
      reason: r.last_error,
      since: r.since,
    })),
  }
}

/** A job's latest run across instances (null: no instance recorded one), and every instance's latest. */
export type JobSummary = { job: string; latest: JobRun | null; instances: JobRun[] }

/**
 * One line per known background job (JOB_NAMES order, then any other recorded name): its most recent
 * run on any instance, and each instance's last run.
 * @throws database errors
 */
export async function jobSummaries(db: Db): Promise<JobSummary[]> {
  const runs = await listJobRuns(db)
  const names = [...JOB_NAMES, ...new Set(runs.map((r) => r.job).filter((j) => !(JOB_NAMES as readonly string[]).includes(j)))]
  return names.map((job) => {
    const instances = runs.filter((r) => r.job === job)
    const latest = instances.reduce<JobRun | null>((a, r) => (!a || r.startedAt > a.startedAt ? r : a), null)
    return { job, latest, instances }
  })
}

/** A staff account whose account-wide login budget ran out (src/cms/hooks/authGuards.ts). */
export type StaffLoginAlert = {
  /** The lower-cased email the attempts named (it may belong to no account: that is shown too). */
  email: string
  /** Back-offs in the last 24 hours. */
  backoffs: number
  /** Until when logins from addresses the account never signed in from are refused; null when that back-off is over. */
  backedOffUntil: Date | null
}

/**
 * Password guessing against staff accounts: every account backed off at least once in the last 24
 * hours, most back-offs first (at most LIST_LIMIT), read from the shared limits table the login
 * throttle writes (`storefront_limits.rate_limits`, rows `<prefix>:<email>`, `expire` in epoch ms).
 * @throws database errors
 */
export async function staffLoginAlerts(db: Db, now: Date = new Date()): Promise<StaffLoginAlert[]> {
  const backoff = `${STAFF_BACKOFF_PREFIX}:`
  const wide = `${STAFF_ACCOUNT_WIDE_PREFIX}:`
  const r = await db.query<{ email: string; backoffs: number; until: string | null }>(
    `SELECT substr(b.key, $2::int + 1) AS email, b.points AS backoffs,
            CASE WHEN w.points > $4 AND w.expire > $1 THEN w.expire::text END AS until
       FROM storefront_limits.rate_limits b
       LEFT JOIN storefront_limits.rate_limits w ON w.key = $3 || substr(b.key, $2::int + 1)
      WHERE left(b.key, $2::int) = $5 AND b.expire > $1 AND b.points > 0
      ORDER BY b.points DESC, b.key LIMIT ${LIST_LIMIT}`,
    [now.getTime(), backoff.length, wide, STAFF_ACCOUNT_BUDGET, backoff],
  )
  return r.rows.map((row) => ({ email: row.email, backoffs: row.backoffs, backedOffUntil: row.until ? new Date(Number(row.until)) : null }))
}

/**
 * The hotel API as a dependency (not part of readiness: docs/deploy.md "Health"): whether it answers
 * the booking configuration of the first CMS hotel within 3 s. Never throws.
 * @param propertyCode reads the numeric property code of the hotel to ask about (null: no hotel)
 */
export async function hotelApiDependency(propertyCode: () => Promise<string | number | null>, check: typeof hotelApiStatus = hotelApiStatus): Promise<Check> {
  let code: string | number | null
  try {
    code = await propertyCode()
  } catch (err) {
    return { ok: false, ms: 0, error: `the hotels could not be read: ${String(err instanceof Error ? err.message : err).slice(0, 150)}` }
  }
  return check(code)
}
