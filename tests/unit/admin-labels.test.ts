/**
 * The admin as editors expect (issue #18 item 5): every field staff see in a collection or global
 * carries an explicit label in English and Spanish, every select option too, and every collection,
 * global and nav group is named in both — never Payload's label made from the field name ("Usa",
 * "Mid", "Web Check In Url"). Walks the sanitized Payload config, so a new field without labels fails
 * here. Fields Payload adds itself (ids, timestamps, draft status, time-zone companions, auth and
 * upload fields) and fields hidden from the admin are not checked.
 */
import config from '@payload-config'
import type { Field, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

/** Not checked, for now: none. */
const PENDING = new Set<string>()

const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', '_status'])
const AUTH_FIELDS = new Set([
  'email',
  'username',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  '_verified',
  '_verificationToken',
  'sessions',
  'enableAPIKey',
  'apiKey',
  'apiKeyIndex',
])
const UPLOAD_FIELDS = new Set(['url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes', 'prefix'])

type Labelled = { where: string; label: unknown }

/** True for `{ en, es }` with both texts non-empty (or `false`: deliberately no label). */
const bilingual = (label: unknown) =>
  label === false ||
  (typeof label === 'object' &&
    label !== null &&
    typeof (label as Record<string, unknown>).en === 'string' &&
    typeof (label as Record<string, unknown>).es === 'string' &&
    Boolean((label as Record<string, string>).en.trim() && (label as Record<string, string>).es.trim()))

/** Every label of `fields` (and of their options and sub-fields) that staff read, with where it is. */
function fieldLabels(fields: Field[], where: string, skip: (name: string) => boolean): Labelled[] {
  const out: Labelled[] = []
  for (const f of fields) {
    const name = 'name' in f ? f.name : undefined
    if (name && (skip(name) || SYSTEM_FIELDS.has(name) || name.endsWith('_tz'))) continue
    if (f.type === 'ui' || f.hidden || f.admin?.hidden || f.admin?.disabled) continue
    const at = `${where}.${name ?? `(${f.type})`}`
    if (f.type === 'row') {
      out.push(...fieldLabels(f.fields, where, () => false))
      continue
    }
    if (f.type === 'tabs') {
      for (const tab of f.tabs) {
        out.push({ where: `${at}[tab]`, label: tab.label })
        out.push(...fieldLabels(tab.fields, `${at}[tab]`, () => false))
      }
      continue
    }
    out.push({ where: at, label: f.label })
    if (f.type === 'select' || f.type === 'radio') for (const o of f.options) out.push({ where: `${at}=${typeof o === 'string' ? o : o.value}`, label: typeof o === 'string' ? o : o.label })
    if (f.type === 'array' || f.type === 'group' || f.type === 'collapsible') out.push(...fieldLabels(f.fields, at, () => false))
    if (f.type === 'array') out.push({ where: `${at}[labels.singular]`, label: f.labels?.singular }, { where: `${at}[labels.plural]`, label: f.labels?.plural })
    if (f.type === 'blocks') for (const b of f.blocks) out.push({ where: `${at}<${b.slug}>`, label: b.labels?.singular }, ...fieldLabels(b.fields, `${at}<${b.slug}>`, () => false))
  }
  return out
}

function collectionLabels(c: SanitizedCollectionConfig): Labelled[] {
  const skip = (name: string) => (Boolean(c.auth) && AUTH_FIELDS.has(name)) || (Boolean(c.upload) && UPLOAD_FIELDS.has(name)) || name === '_objectKey'
  return [
    { where: `${c.slug}[labels.singular]`, label: c.labels.singular },
    { where: `${c.slug}[labels.plural]`, label: c.labels.plural },
    { where: `${c.slug}[admin.group]`, label: c.admin.group },
    ...fieldLabels(c.fields, c.slug, skip),
  ]
}

function globalLabels(g: SanitizedGlobalConfig): Labelled[] {
  return [{ where: `${g.slug}[label]`, label: g.label }, { where: `${g.slug}[admin.group]`, label: g.admin.group }, ...fieldLabels(g.fields, g.slug, () => false)]
}

describe('admin labels (issue #18 item 5)', async () => {
  const sanitized = await config
  // Payload's own collections (jobs, preferences, locked documents, migrations) are labelled by Payload
  const collections = sanitized.collections.filter((c) => !c.slug.startsWith('payload-'))
  const globals = sanitized.globals

  it('walks the collections and globals staff edit', () => {
    expect(collections.map((c) => c.slug)).toEqual(expect.arrayContaining(['pages', 'banners', 'currencies', 'products', 'hotels', 'users']))
    expect(globals.map((g) => g.slug).sort()).toEqual(['footer', 'header', 'site-settings'])
    // the walk reaches nested fields and options: a hotel tax's kind and a currency's symbol position
    const where = [...collections.flatMap(collectionLabels), ...globals.flatMap(globalLabels)].map((l) => l.where)
    expect(where).toEqual(
      expect.arrayContaining([
        'hotels.taxes.kind=perStay',
        'currencies.position=I',
        'products.(collapsible).basePricesUsd.adult',
        'footer.columns.links.href',
        'header.navItems.label',
        'pages.layout<hero>',
        'pages.layout<hero>.heading',
      ]),
    )
    // and skips what Payload adds: ids, timestamps, auth fields, the time-zone companion of a banner's dates
    expect(where.filter((w) => /\.(id|createdAt|hash|startsAt_tz|filename)$/.test(w))).toEqual([])
    expect(where).toContain('banners.startsAt')
  })

  it('every collection, its group and every field and option it shows has a label in English and Spanish', () => {
    const missing = collections.flatMap(collectionLabels).filter((l) => !bilingual(l.label) && !PENDING.has(l.where))
    expect(missing.map((l) => `${l.where}: ${JSON.stringify(l.label) ?? typeof l.label}`)).toEqual([])
  })

  it('every global, its group and its fields have a label in English and Spanish', () => {
    const missing = globals.flatMap(globalLabels).filter((l) => !bilingual(l.label) && !PENDING.has(l.where))
    expect(missing.map((l) => `${l.where}: ${JSON.stringify(l.label) ?? typeof l.label}`)).toEqual([])
  })

  it('collections and globals of one nav group share one Spanish name (Payload groups the nav by the translated name)', () => {
    const groups = [...collections.map((c) => c.admin.group), ...sanitized.globals.map((g) => g.admin.group)].filter((g): g is { en: string; es: string } => typeof g === 'object' && g !== null)
    const esByEn = new Map<string, Set<string>>()
    for (const g of groups) esByEn.set(g.en, (esByEn.get(g.en) ?? new Set()).add(g.es))
    for (const [en, es] of esByEn) expect([en, [...es]]).toEqual([en, [[...es][0]]])
    // and no group is a plain string beside its translated twin (site settings joins "Admin")
    expect(sanitized.globals.find((g) => g.slug === 'site-settings')?.admin.group).toEqual({ en: 'Admin', es: 'Administración' })
  })
})
