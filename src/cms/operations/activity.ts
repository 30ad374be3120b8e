/**
 * The Operations view's "Activity" list: the latest things staff or the scheduler changed on the live
 * site, newest first — maintenance mode switched on or off (the `audit-log` entries of `site-settings`
 * whose `maintenanceMode` changed, src/cms/hooks/audit.ts), a page or banner published (their
 * published versions: Payload `findVersions`, `version._status = 'published'`) and a scheduled banner
 * going live (a published, visible banner whose `startsAt` passed inside the window).
 *
 * Payload's versions record no user, and pages and banners are not in the audit trail, so a publish
 * names nobody ("—"); the maintenance switch names the staff member from its audit entry.
 *
 * `activityEvents` is the pure merge/sort/label rule; `readActivity` makes the read-only reads.
 * Times are shown in Quintana Roo time, day first (`dd/MM/yyyy HH:mm`, as the admin's date fields:
 * src/cms/fields/adminDateFormat.ts), whatever the admin's language.
 */
import type { Payload } from 'payload'
import { instantToHotelLocalTime } from '../../lib/hotel-date'

/** How far back the list looks, in days. */
export const ACTIVITY_DAYS = 7
/** At most this many events are listed. */
export const ACTIVITY_LIMIT = 20
/** Rows read per source (the merge keeps the latest ACTIVITY_LIMIT of all). */
const READ_LIMIT = 50

export type ActivityLang = 'es' | 'en'

/** A `site-settings` audit entry (any change; only maintenance-mode flips become events). */
export type SettingsAuditEntry = { id: number | string; createdAt: string | Date; userEmail: string | null; changes: unknown }
/** A published version of a page or banner; `title` in the admin's language (may be empty). */
export type PublishedVersion = { collection: 'pages' | 'banners'; versionId: number | string; docId: number | string; title: string | null; at: string | Date }
/** A published, visible banner whose display window opened at `startsAt`. */
export type BannerGoLive = { docId: number | string; name: string | null; startsAt: string | Date }

export type ActivityInputs = { settingsAudit: SettingsAuditEntry[]; publishes: PublishedVersion[]; goLives: BannerGoLive[] }

export type ActivityKind = 'maintenance-on' | 'maintenance-off' | 'page-published' | 'banner-published' | 'banner-live'
/** One line of the list: `who` is an email or "—", `when` is `dd/MM/yyyy HH:mm` Quintana Roo time, `href` an admin path. */
export type ActivityEvent = { kind: ActivityKind; at: Date; when: string; who: string; what: string; href: string }

const LABELS: Record<ActivityLang, Record<ActivityKind, (title: string) => string>> = {
  es: {
    'maintenance-on': () => 'Modo de mantenimiento activado',
    'maintenance-off': () => 'Modo de mantenimiento desactivado',
    'page-published': (title) => `Página publicada: ${title}`,
    'banner-published': (title) => `Banner publicado: ${title}`,
    'banner-live': (title) => `Banner programado en línea: ${title}`,
  },
  en: {
    'maintenance-on': () => 'Maintenance mode turned on',
    'maintenance-off': () => 'Maintenance mode turned off',
    'page-published': (title) => `Page published: ${title}`,
    'banner-published': (title) => `Banner published: ${title}`,
    'banner-live': (title) => `Scheduled banner went live: ${title}`,
  },
}

const NOBODY = '—'

/** `at` as the admin writes a date and time: `dd/MM/yyyy HH:mm`, Quintana Roo time. */
export function adminDateTime(at: Date): string {
  const [day, time] = instantToHotelLocalTime(at).split('T')
  const [y, m, d] = day.split('-')
  return `${d}/${m}/${y} ${time}`
}

/** The maintenance-mode value an audit entry switched to, or null when the entry did not switch it. */
function maintenanceAfter(changes: unknown): boolean | null {
  const c = (changes as Record<string, { before?: unknown; after?: unknown } | undefined> | null)?.maintenanceMode
  if (!c || typeof c !== 'object' || Boolean(c.before) === Boolean(c.after)) return null
  return Boolean(c.after)
}

/**
 * The activity list from the raw reads: maintenance flips (other site-settings changes are left
 * out), publishes and scheduled go-lives merged, only those at or after `since` and not after `now`,
 * newest first (ties: the order above), at most `limit`, labelled in `lang`. `adminRoute` is
 * Payload's admin route (`/admin`); links go to the version (a publish), the document (a go-live)
 * or the settings' audit entry (a maintenance flip).
 */
export function activityEvents(inputs: ActivityInputs, opts: { lang: ActivityLang; adminRoute: string; now: Date; since: Date; limit?: number }): ActivityEvent[] {
  const labels = LABELS[opts.lang]
  const titled = (t: string | null | undefined, id: number | string) => (t && t.trim() ? t : `#${id}`)
  const events: ActivityEvent[] = []
  const push = (kind: ActivityKind, at: Date, who: string, title: string, href: string) => {
    if (Number.isNaN(at.getTime()) || at < opts.since || at > opts.now) return
    events.push({ kind, at, when: adminDateTime(at), who, what: labels[kind](title), href })
  }
  for (const e of inputs.settingsAudit) {
    const after = maintenanceAfter(e.changes)
    if (after === null) continue
    push(after ? 'maintenance-on' : 'maintenance-off', new Date(e.createdAt), e.userEmail || NOBODY, '', `${opts.adminRoute}/collections/audit-log/${e.id}`)
  }
  for (const v of inputs.publishes) {
    push(
      v.collection === 'pages' ? 'page-published' : 'banner-published',
      new Date(v.at),
      NOBODY,
      titled(v.title, v.docId),
      `${opts.adminRoute}/collections/${v.collection}/${v.docId}/versions/${v.versionId}`,
    )
  }
  for (const b of inputs.goLives) push('banner-live', new Date(b.startsAt), NOBODY, titled(b.name, b.docId), `${opts.adminRoute}/collections/banners/${b.docId}`)
  // Array#sort is stable: equal instants keep the order above
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, opts.limit ?? ACTIVITY_LIMIT)
}

/**
 * The reads behind the list, all read-only, for the ACTIVITY_DAYS before `now`: the site-settings
 * audit entries, the pages' and banners' published versions (titles in `lang`), and the published,
 * visible banners whose `startsAt` falls in the window. Access is the caller's to check (the view
 * lets only admins and ops in; versions are read with `overrideAccess`, as ops may not read them).
 * @throws database errors
 */
export async function readActivity(payload: Payload, lang: ActivityLang, now: Date = new Date()): Promise<ActivityInputs & { since: Date }> {
  const since = new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000)
  const window = { greater_than_equal: since.toISOString(), less_than_equal: now.toISOString() }
  const versions = (collection: 'pages' | 'banners') =>
    payload.findVersions({
      collection,
      where: { and: [{ 'version._status': { equals: 'published' } }, { updatedAt: window }] },
      sort: '-updatedAt',
      limit: READ_LIMIT,
      depth: 0,
      locale: lang,
      // a page with no title in the admin's language shows its Spanish (default-language) title
      fallbackLocale: 'es',
      overrideAccess: true,
      pagination: false,
    })
  const [audit, pages, banners, live] = await Promise.all([
    payload.find({ collection: 'audit-log', where: { and: [{ target: { equals: 'site-settings' } }, { createdAt: window }] }, sort: '-createdAt', limit: READ_LIMIT, depth: 0, overrideAccess: true }),
    versions('pages'),
    versions('banners'),
    payload.find({
      collection: 'banners',
      where: { and: [{ _status: { equals: 'published' } }, { visible: { equals: true } }, { startsAt: window }] },
      sort: '-startsAt',
      limit: READ_LIMIT,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const publishes = (collection: 'pages' | 'banners', docs: { id: number | string; parent: unknown; updatedAt: string; version: Record<string, unknown> }[]): PublishedVersion[] =>
    docs.map((d) => ({
      collection,
      versionId: d.id,
      docId: typeof d.parent === 'object' && d.parent ? (d.parent as { id: number | string }).id : (d.parent as number | string),
      title: String((collection === 'pages' ? d.version.title : d.version.name) ?? ''),
      at: d.updatedAt,
    }))
  return {
    since,
    settingsAudit: audit.docs.map((d) => ({ id: d.id, createdAt: d.createdAt, userEmail: (d as { userEmail?: string | null }).userEmail ?? null, changes: (d as { changes?: unknown }).changes })),
    publishes: [...publishes('pages', pages.docs as never), ...publishes('banners', banners.docs as never)],
    goLives: live.docs.map((b) => ({ docId: b.id, name: b.name ?? null, startsAt: (b as { startsAt?: string | null }).startsAt ?? '' })),
  }
}
