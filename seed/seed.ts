/**
 * Idempotent seed of the CMS (issue #2 "Seed"): reference data with the spec's constants, content
 * pages in es and en, navigation, banners, site settings and staff users.
 *
 * Idempotent by natural keys (media file name, isoCode, apiCode, bankId, categoryId, hotel + room code, code, productId, page key, banner
 * name, email): an existing document is left as it is, so a second run changes nothing and never
 * overwrites an editor's work. The one explicit exception is `maintenance`, which sets the flag.
 */
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import pLimit from 'p-limit'
import type pg from 'pg'
import type { CollectionSlug, Payload, RequestContext } from 'payload'
import { hotelToday } from '../src/lib/clock'
import { isDeployment } from '../src/lib/productionConfig'
import { paragraphsToRichText } from '../src/lib/richText'
import { type SeedBlock, seedPages } from './data/pages'
import { seedBanks, seedCurrencies, seedHotels, seedPaymentMethods, seedRoomCategories, seedTaxNote, seedTaxRules, seedUnavailableProducts } from './data/reference'
import { seedBanners, seedFooter, seedHeader, seedSiteSettings, seedStaff } from './data/site'
import { complementData, productData, seedComplements, seedProducts } from './data/shop'
import { seedHotelEngine } from './hotel-engine'
import { seedMedia, seedPageHeroes } from './data/media'
import { seedRoomTypes } from './data/rooms'
import { renderScene } from './art/scenes'

export type SeedOptions = {
  /** `on`/`off` sets the maintenance flag explicitly; undefined leaves it as it is (off when new). */
  maintenance?: 'on' | 'off'
  /** Where to report what was created; passwords of new staff users are printed here once. */
  log?: (line: string) => void
  /** Hotel-local date the engine's 18 months of rates start from; default today in America/Cancun. */
  today?: string
  /** The environment deciding deployment vs dev and the first admin (default process.env). */
  env?: Record<string, string | undefined>
  /**
   * false leaves the hotel engine's schema empty (its ARI follows `today`): the test runs' seeded
   * snapshot (scripts/lib/seed-snapshot.ts) holds only the CMS content, and each server restored from
   * it seeds the engine for its own today. Default true.
   */
  engine?: boolean
}

/**
 * The first admin of a deployment (issue #12): ADMIN_EMAIL and ADMIN_PASSWORD (at least 12
 * characters), required.
 * @throws Error naming what is missing — the seed refuses rather than create a guessable account
 */
export function firstAdmin(env: Record<string, string | undefined>): { email: string; password: string } {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase() ?? ''
  const password = env.ADMIN_PASSWORD ?? ''
  const problems = [!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? 'ADMIN_EMAIL must be an email address' : null, password.length < 12 ? 'ADMIN_PASSWORD must have at least 12 characters' : null].filter(
    Boolean,
  )
  if (problems.length) throw new Error(`seed (deployment): ${problems.join('; ')}`)
  return { email, password }
}

export type SeedReport = { created: Record<string, number>; staffPasswords: Record<string, string> }

// skipEngineSync: the hotels' taxes reach the engine through its own seed (seedHotelEngine), not its admin API
const context: RequestContext = { disableRevalidate: true, skipEngineSync: true }

async function exists(payload: Payload, collection: CollectionSlug, field: string, value: unknown) {
  const found = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs[0] as { id: number | string } | undefined
}

/**
 * Creates a localized document: the `es` values on create, then the `en` and `pt` values as updates
 * (a field without Portuguese reads English: payload.config.ts's fallback).
 * @returns the new document id, or null when a document with the key already existed
 */
async function upsertLocalized(
  payload: Payload,
  collection: CollectionSlug,
  key: { field: string; value: unknown },
  es: Record<string, unknown>,
  en: Record<string, unknown> | null,
  pt: Record<string, unknown> | null = null,
): Promise<number | string | null> {
  if (await exists(payload, collection, key.field, key.value)) return null
  const doc = await payload.create({ collection, data: es as never, locale: 'es', overrideAccess: true, context, draft: false })
  if (en) await payload.update({ collection, id: doc.id, data: en as never, locale: 'en', overrideAccess: true, context })
  if (pt) await payload.update({ collection, id: doc.id, data: pt as never, locale: 'pt', overrideAccess: true, context })
  return doc.id
}

/**
 * Runs the seed against an initialised Payload whose migrations have been applied.
 * @throws whatever Payload raises on a validation error (the seed's own data is wrong)
 */
/**
 * A seed page's blocks as the CMS stores them: content bodies become rich text (issue #18 item 5); the
 * first hero gets the page's photo (issue #19 item 2).
 */
function cmsLayout(blocks: SeedBlock[], heroImage?: number | string) {
  const firstHero = blocks.findIndex((b) => b.blockType === 'hero')
  return blocks.map((b, i) => (b.blockType === 'content' ? { ...b, body: paragraphsToRichText(b.body) } : i === firstHero && heroImage !== undefined ? { ...b, image: heroImage } : b))
}

/**
 * The demo images (issue #19 item 2): each scene of seed/data/media.ts drawn (seed/art/scenes.ts),
 * uploaded once as `{key}.webp` with its alt text in es and en and its focal point. Images are made
 * one per core at a time (sharp runs each on one libvips thread here; drawing and Payload's three
 * sizes are most of the seed's time), so ids follow completion, not the list's order: everything
 * refers to an image by its key. When a file of that name is already on disk (a fresh database over
 * an old media folder), Payload picks the next free name by counting up the last number
 * (`room-ocean-1` → `room-ocean-2`), so the keys of one such family (`room-ocean-1`, `-2`, `-3`) go
 * one after another: two of them choosing a free name at once would both take the same one.
 * @returns media id by key, for the existing and the new uploads
 */
async function seedMediaDocs(payload: Payload, count: (name: string, id: unknown) => void): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  const limit = pLimit(Math.min(4, availableParallelism()))
  const one = async (m: (typeof seedMedia)[number]) => {
    const name = `${m.key}.webp`
    // Payload renames an upload whose file already exists on disk (key-1.webp): either is this image
    const same = new RegExp(`^${m.key}(-\\d+)?\\.webp$`)
    const candidates = await payload.find({ collection: 'media', where: { filename: { like: m.key } }, limit: 50, depth: 0, overrideAccess: true, pagination: false })
    const found = candidates.docs.find((d) => same.test(String(d.filename)))
    if (found) {
      ids.set(m.key, found.id)
      return
    }
    const data = await renderScene(m.scene, m.variant)
    const [focalX, focalY] = m.focal ?? [50, 50]
    const doc = await payload.create({
      collection: 'media',
      locale: 'es',
      data: { alt: m.alt.es, focalX, focalY },
      file: { data, mimetype: 'image/webp', name, size: data.length },
      overrideAccess: true,
      context,
    })
    await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: m.alt.en }, overrideAccess: true, context })
    ids.set(m.key, doc.id)
    count('media', doc.id)
  }
  const families = new Map<string, (typeof seedMedia)[number][]>()
  for (const m of seedMedia) {
    const family = m.key.replace(/-\d+$/, '')
    families.set(family, [...(families.get(family) ?? []), m])
  }
  await Promise.all(
    [...families.values()].map((family) =>
      limit(async () => {
        for (const m of family) await one(m)
      }),
    ),
  )
  return ids
}

export async function runSeed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => {})
  const created: Record<string, number> = {}
  const count = (name: string, id: unknown) => {
    if (id !== null && id !== undefined) created[name] = (created[name] ?? 0) + 1
  }

  const media = await seedMediaDocs(payload, count)
  const mediaId = (key: string) => media.get(key)

  // Currencies (spec §9): 17, with display conventions.
  const currencyIds = new Map<string, number | string>()
  for (const c of seedCurrencies) {
    const id = await upsertLocalized(
      payload,
      'currencies',
      { field: 'isoCode', value: c.isoCode },
      {
        isoCode: c.isoCode,
        isoNumber: c.isoNumber,
        name: c.name.es,
        symbol: c.symbol,
        presentationSymbol: c.presentationSymbol,
        flag: c.flag,
        position: c.position,
        decimalSeparator: c.decimalSeparator,
        thousandSeparator: c.thousandSeparator,
        decimals: c.decimals,
        rateToUsd: c.rateToUsd,
        sortOrder: c.id,
      },
      { name: c.name.en },
      { name: c.name.pt },
    )
    count('currencies', id)
    currencyIds.set(c.isoCode, id ?? (await exists(payload, 'currencies', 'isoCode', c.isoCode))!.id)
  }

  // Payment methods per currency (spec §9).
  for (const [i, m] of seedPaymentMethods.entries()) {
    const id = await upsertLocalized(
      payload,
      'payment-methods',
      { field: 'apiCode', value: m.apiCode },
      {
        apiCode: m.apiCode,
        name: m.name.es,
        kind: m.kind,
        currencies: m.currencies.map((iso) => currencyIds.get(iso)),
        languages: m.languages,
        upCodes: m.upCodes ?? [],
        enabled: true,
        sortOrder: i + 1,
      },
      { name: m.name.en },
      { name: m.name.pt },
    )
    count('payment-methods', id)
  }

  for (const b of seedBanks) {
    const id = await upsertLocalized(
      payload,
      'banks',
      { field: 'bankId', value: b.id },
      { bankId: b.id, name: b.name, description: b.description.es, msiBreakdown: b.msiBreakdown },
      { description: b.description.en },
      { description: b.description.pt },
    )
    count('banks', id)
  }

  for (const [i, rc] of seedRoomCategories.entries()) {
    const id = await upsertLocalized(
      payload,
      'room-categories',
      { field: 'categoryId', value: rc.key },
      { categoryId: rc.key, name: rc.name.es, roomCodes: rc.roomCodes, hotelCodes: rc.hotelCodes, sortOrder: i + 1 },
      { name: rc.name.en },
      { name: rc.name.pt },
    )
    count('room-categories', id)
  }

  // Room types' photos and facts (issue #19 item 4), one per room type of the engine.
  for (const rt of seedRoomTypes) {
    const taken = await payload.find({
      collection: 'room-types',
      where: { and: [{ hotelCode: { equals: rt.hotelCode } }, { roomCode: { equals: rt.roomCode } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (taken.docs.length) continue
    const doc = await payload.create({
      collection: 'room-types',
      locale: 'es',
      data: {
        name: rt.name.es,
        hotelCode: rt.hotelCode,
        roomCode: rt.roomCode,
        gallery: rt.gallery.map(mediaId).filter((id): id is number => typeof id === 'number'),
        sizeM2: rt.sizeM2,
        maxGuests: rt.maxGuests,
        maxAdults: rt.maxAdults,
        bed: rt.bed,
        view: rt.view,
        amenities: rt.amenities,
      },
      overrideAccess: true,
      context,
    })
    await payload.update({ collection: 'room-types', id: doc.id, locale: 'en', data: { name: rt.name.en }, overrideAccess: true, context })
    await payload.update({ collection: 'room-types', id: doc.id, locale: 'pt', data: { name: rt.name.pt }, overrideAccess: true, context })
    count('room-types', doc.id)
  }

  // Hotels with their taxes (IVA and ISH, included in the rates) and the VISITAX note (issue #14 item 16):
  // the English names go onto the same tax rows (by id), so both languages share one rule.
  const taxRows = (lang: 'es' | 'en' | 'pt') =>
    seedTaxRules.map((t) => ({ code: t.code, name: t.name[lang], kind: t.kind, percent: t.percent ?? null, amount: t.amount ?? null, included: t.included }))
  for (const h of seedHotels) {
    if (await exists(payload, 'hotels', 'code', h.code)) continue
    const doc = await payload.create({
      collection: 'hotels',
      locale: 'es',
      overrideAccess: true,
      context,
      data: {
        code: h.code,
        name: h.name,
        propertyCode: h.propertyCode,
        brand: h.brand,
        domain: h.domain,
        flowId: h.flowId,
        channel: h.channel,
        clientId: h.clientId,
        timezone: h.timezone,
        isDefault: h.isDefault,
        address: h.address,
        checkInTime: h.checkInTime,
        checkOutTime: h.checkOutTime,
        taxes: taxRows('es'),
        taxNote: seedTaxNote.es,
      },
    })
    await payload.update({
      collection: 'hotels',
      id: doc.id,
      locale: 'en',
      overrideAccess: true,
      context,
      data: { taxes: taxRows('en').map((row, i) => ({ ...row, id: doc.taxes?.[i]?.id })), taxNote: seedTaxNote.en },
    })
    await payload.update({
      collection: 'hotels',
      id: doc.id,
      locale: 'pt',
      overrideAccess: true,
      context,
      data: { taxes: taxRows('pt').map((row, i) => ({ ...row, id: doc.taxes?.[i]?.id })), taxNote: seedTaxNote.pt },
    })
    count('hotels', doc.id)
  }

  for (const u of seedUnavailableProducts) {
    const id = await upsertLocalized(
      payload,
      'unavailable-products',
      { field: 'productId', value: u.productId },
      { productId: u.productId, message: u.message.es },
      { message: u.message.en },
      { message: u.message.pt },
    )
    count('unavailable-products', id)
  }

  // Ticket shop catalogue (issue #5): add-ons first, then the products that reference them.
  for (const c of seedComplements) {
    const photo = mediaId(`addon-${c.img.replace(/^.*addon-|\.svg$/g, '')}`)
    const id = await upsertLocalized(payload, 'complements', { field: 'id', value: c.id }, complementData(c, 'es', photo), complementData(c, 'en'), complementData(c, 'pt'))
    count('complements', id)
  }
  for (const p of seedProducts) {
    const photo = mediaId(p.image.media)
    const id = await upsertLocalized(payload, 'products', { field: 'id', value: p.id }, productData(p, 'es', photo), productData(p, 'en', photo), productData(p, 'pt', photo))
    count('products', id)
  }

  // Content pages, published in both languages.
  for (const p of seedPages) {
    const hero = mediaId(seedPageHeroes[p.key] ?? 'hero-terrace')
    const id = await upsertLocalized(
      payload,
      'pages',
      { field: 'key', value: p.key },
      { key: p.key, title: p.title.es, slug: p.slug.es, layout: cmsLayout(p.layout.es, hero), meta: p.meta.es, _status: 'published' },
      { title: p.title.en, slug: p.slug.en, layout: cmsLayout(p.layout.en, hero), meta: p.meta.en, _status: 'published' },
    )
    // Portuguese keeps the English slug (its URLs are the English paths under /pt/, issue #14 item 17)
    if (id !== null && p.pt)
      await payload.update({
        collection: 'pages',
        id,
        data: { title: p.pt.title, slug: p.slug.en, layout: cmsLayout(p.pt.layout, hero), meta: p.pt.meta, _status: 'published' } as never,
        locale: 'pt',
        overrideAccess: true,
        context,
      })
    count('pages', id)
  }

  for (const b of seedBanners) {
    const id = await upsertLocalized(
      payload,
      'banners',
      { field: 'name', value: b.name },
      { name: b.name, kind: b.kind, visible: b.visible, heading: b.heading.es, text: b.text.es, linkLabel: b.linkLabel.es, linkHref: b.linkHref.es, _status: 'published' },
      { heading: b.heading.en, text: b.text.en, linkLabel: b.linkLabel.en, linkHref: b.linkHref.en, _status: 'published' },
    )
    // published: banners have drafts (issue #18 item 2); the seed's are live content, switched by `visible`
    const pt = { heading: b.heading.pt, text: b.text.pt, linkLabel: b.linkLabel.pt, linkHref: b.linkHref.pt, _status: 'published' }
    if (id !== null) await payload.update({ collection: 'banners', id, data: pt as never, locale: 'pt', overrideAccess: true, context })
    count('banners', id)
  }

  // Globals: written once (a never-saved global has no createdAt); maintenance only when asked.
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  if (!settings.createdAt) {
    await payload.updateGlobal({ slug: 'site-settings', data: seedSiteSettings, overrideAccess: true, context })
    count('site-settings', 1)
  }
  if (options.maintenance) {
    const want = options.maintenance === 'on'
    const current = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
    if (Boolean(current.maintenanceMode) !== want) {
      await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: want }, overrideAccess: true, context })
      log(`maintenance mode ${options.maintenance}`)
    }
  }
  const header = await payload.findGlobal({ slug: 'header', overrideAccess: true, depth: 0 })
  if (!header.createdAt) {
    await payload.updateGlobal({ slug: 'header', data: { navItems: seedHeader.es }, locale: 'es', overrideAccess: true, context })
    await payload.updateGlobal({ slug: 'header', data: { navItems: seedHeader.en }, locale: 'en', overrideAccess: true, context })
    await payload.updateGlobal({ slug: 'header', data: { navItems: seedHeader.pt }, locale: 'pt', overrideAccess: true, context })
    count('header', 1)
  }
  const footer = await payload.findGlobal({ slug: 'footer', overrideAccess: true, depth: 0 })
  if (!footer.createdAt) {
    await payload.updateGlobal({ slug: 'footer', data: { columns: seedFooter.es }, locale: 'es', overrideAccess: true, context })
    await payload.updateGlobal({ slug: 'footer', data: { columns: seedFooter.en }, locale: 'en', overrideAccess: true, context })
    await payload.updateGlobal({ slug: 'footer', data: { columns: seedFooter.pt }, locale: 'pt', overrideAccess: true, context })
    count('footer', 1)
  }

  // Staff users. A deployment (production, not a local run): only the first admin, from ADMIN_EMAIL /
  // ADMIN_PASSWORD, once, never printed; no example accounts (issue #12). Dev and tests: the example
  // staff with passwords from env, else generated and printed once (on creation only).
  const staffPasswords: Record<string, string> = {}
  const deployment = isDeployment(options.env ?? process.env)
  if (deployment) {
    const anyStaff = await payload.count({ collection: 'users', overrideAccess: true })
    if (anyStaff.totalDocs === 0) {
      const { email, password } = firstAdmin(options.env ?? process.env)
      await payload.create({ collection: 'users', data: { email, name: 'Admin', roles: ['admin'], password }, overrideAccess: true, context })
      count('users', 1)
      log(`first admin ${email} created (password from ADMIN_PASSWORD, not printed)`)
    }
  }
  for (const s of deployment ? [] : seedStaff) {
    if (await exists(payload, 'users', 'email', s.email)) continue
    const password = process.env[s.passwordEnv] || randomBytes(12).toString('base64url')
    await payload.create({
      collection: 'users',
      data: { email: s.email, name: s.name, roles: [...s.roles], password },
      overrideAccess: true,
      context,
    })
    staffPasswords[s.email] = password
    count('users', 1)
    log(`staff user ${s.email} (${s.roles.join(', ')}) password: ${password}`)
  }

  // The reference hotel engine's inventory, rates and restrictions (its own schema, same database).
  if (options.engine !== false) {
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    const engineRows = await seedHotelEngine(pool, options.today ?? hotelToday())
    for (const [table, rows] of Object.entries(engineRows)) if (rows > 0) created[`hotel_engine.${table}`] = rows
  }

  return { created, staffPasswords }
}
