/**
 * Audit hooks: record a change to an audited collection or global in `audit-log`
 * with the staff user of the request, and the before/after value of each top-level field that
 * changed. The entry is written with the change's `req`, so it is part of the same transaction: a
 * change rolled back leaves no entry, and no change is saved without one. The saved document is read
 * back whole (depth 0, every field, whatever the editor may read) so both sides compare alike; secrets
 * (password hashes, tokens, sessions, any `…secret…`/`…token…`/`…password…` field) are never copied —
 * a changed secret shows as '[hidden]' on both sides; a value longer than MAX_VALUE_CHARS is cut and marked.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig, PayloadRequest } from 'payload'

/** Fields never compared or copied: bookkeeping, and every auth secret Payload keeps on a user. */
const IGNORED = new Set([
  'updatedAt',
  'createdAt',
  'id',
  'globalType',
  'collection',
  '_strategy',
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  '_verificationToken',
])
const MAX_VALUE_CHARS = 4000
const SECRET_KEY = /secret|password|token|apikey|privatekey|^hash$|^salt$/i

/**
 * JSON with object keys sorted and empty (null or absent) keys left out, so two equal documents
 * compare equal whatever their key order, and a field never written equals one read back as null
 * (a group field added after the document was saved comes back null once the document is saved again).
 */
export function stableJson(v: unknown): string {
  return JSON.stringify(v ?? null, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .filter((k) => (x as Record<string, unknown>)[k] != null)
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  )
}

/** `v` with the value of every secret-looking key replaced by '[hidden]' (empty ones stay empty). */
function masked(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(masked)
  if (v && typeof v === 'object' && !(v instanceof Date)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET_KEY.test(k) && x != null && x !== '' ? '[hidden]' : masked(x)]))
  return v
}

export type AuditChanges = Record<string, { before: unknown; after: unknown }>

const clip = (v: unknown): unknown => {
  const json = JSON.stringify(v ?? null)
  return json.length > MAX_VALUE_CHARS ? { truncated: true, start: json.slice(0, MAX_VALUE_CHARS) } : (v ?? null)
}

/** The top-level fields whose value differs between `before` and `after` (JSON equality), secrets left out. */
export function auditChanges(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): AuditChanges {
  const out: AuditChanges = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const k of keys) {
    if (IGNORED.has(k)) continue
    const b = before?.[k]
    const a = after?.[k]
    if (stableJson(b) === stableJson(a)) continue
    out[k] = SECRET_KEY.test(k) ? { before: '[hidden]', after: '[hidden]' } : { before: clip(masked(b)), after: clip(masked(a)) }
  }
  return out
}

/** 'site-settings: maintenanceMode false → true' — the first changed fields, for the admin list. */
export function auditSummary(target: string, action: 'create' | 'update' | 'delete', changes: AuditChanges): string {
  if (action !== 'update') return `${target}: ${action}`
  const short = (v: unknown) => {
    const s = typeof v === 'string' ? v : JSON.stringify(v ?? null)
    return s.length > 40 ? `${s.slice(0, 39)}…` : s
  }
  const parts = Object.entries(changes).map(([k, c]) => `${k} ${short(c.before)} → ${short(c.after)}`)
  const text = `${target}: ${parts.slice(0, 3).join('; ')}${parts.length > 3 ? ` (+${parts.length - 3})` : ''}`
  return text.length > 250 ? `${text.slice(0, 249)}…` : text
}

async function record(req: PayloadRequest, target: string, action: 'create' | 'update' | 'delete', docId: string | number | null, changes: AuditChanges): Promise<void> {
  if (action === 'update' && Object.keys(changes).length === 0) return
  const user = req.user && req.user.collection === 'users' ? req.user : null
  await req.payload.create({
    collection: 'audit-log',
    data: { summary: auditSummary(target, action, changes), action, target, docId: docId == null ? null : String(docId), user: user?.id ?? null, userEmail: user?.email ?? 'system', changes },
    req,
    overrideAccess: true,
  })
}

const collectionAfterChange =
  (slug: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const saved = await req.payload.findByID({ collection: slug as 'users', id: doc.id, req, overrideAccess: true, depth: 0, draft: true, showHiddenFields: false })
    await record(req, slug, operation, doc.id, auditChanges(operation === 'create' ? {} : previousDoc, saved as unknown as Record<string, unknown>))
    return doc
  }

const collectionAfterDelete =
  (slug: string): CollectionAfterDeleteHook =>
  async ({ doc, id, req }) => {
    await record(req, slug, 'delete', id, auditChanges(doc, {}))
  }

const globalAfterChange =
  (slug: string): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const saved = await req.payload.findGlobal({ slug: slug as 'site-settings', req, overrideAccess: true, depth: 0 })
    await record(req, slug, 'update', null, auditChanges(previousDoc, saved as unknown as Record<string, unknown>))
    return doc
  }

/** The collection with its changes recorded in the audit trail (its own hooks run first). */
export function audited(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), collectionAfterChange(collection.slug)],
      afterDelete: [...(hooks.afterDelete ?? []), collectionAfterDelete(collection.slug)],
    },
  }
}

/** The global with its changes recorded in the audit trail (its own hooks run first). */
export function auditedGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), globalAfterChange(global.slug)] } }
}
