/**
 * The shop catalogue as the server uses it: published `products` with their `complements`, the
 * `unavailable-products` list and the `currencies` rates, read from Payload (Local API, both locales
 * at once) and turned into domain `Product`s through the domain schema. Held in memory for 30 s, or
 * until a products/complements hook calls `invalidateShopCatalog()`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { parseProduct, type Product } from '../domain'
import { isIsoDate, type IsoDate } from '../../../lib/hotel-date'
import { shopCatalogVersion } from './catalog-cache'
import { productInputOf, type ComplementDoc, type ProductDoc } from './cms-mapping'
import { siteImageOf, type MediaDocLike } from '../../../lib/media'
import { currencyDecimals } from '../../../lib/money/format'
import type { ShopImage, ShopLocale } from './types'

export type CatalogProduct = {
  id: number
  sortOrder: number
  /** The domain product per locale (add-on and route names localized). */
  product: Record<ShopLocale, Product>
  content: Record<ShopLocale, { name: string; slug: string; shortDescription: string; description: string; included: string[]; bring: string[]; images: ShopImage[] }>
  closedDates: IsoDate[]
  complementImages: Map<number, ShopImage | null>
}

/** A sale currency: its CMS rate (units per 1 USD) and its ISO 4217 minor-unit digits (`currencyDecimals`). */
export type ShopCurrency = { code: string; rateToUsd: number; decimals: number }

export type ShopCatalog = {
  products: CatalogProduct[]
  byId: Map<number, CatalogProduct>
  /** slug (either locale) → product id */
  bySlug: Map<string, number>
  unavailable: { productId: number; message: Record<ShopLocale, string> }[]
  currencies: Map<string, ShopCurrency>
  /** Enabled payment-method api codes per currency (CMS `payment-methods`, spec §3 "Lists are kept per currency"). */
  paymentMethods: Map<string, Set<string>>
}

const LOCALES: ShopLocale[] = ['es', 'en', 'pt']
const TTL_MS = 30_000

const isLocalized = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k === 'es' || k === 'en' || k === 'pt')

/** Reading order per locale: Portuguese falls back to English (payload.config.ts), es and en to each other. */
const FALLBACKS: Record<ShopLocale, ShopLocale[]> = { es: ['es', 'en'], en: ['en', 'es'], pt: ['pt', 'en', 'es'] }

/** Picks `locale` from every `{es, en, pt}` object of a document read with `locale: 'all'` (fallbacks: FALLBACKS). */
export function localizeDoc<T>(value: unknown, locale: ShopLocale): T {
  if (isLocalized(value)) {
    const v = FALLBACKS[locale].map((l) => value[l]).find((x) => x !== undefined && x !== null) ?? null
    return localizeDoc(v, locale)
  }
  if (Array.isArray(value)) return value.map((v) => localizeDoc(v, locale)) as T
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = localizeDoc(v, locale)
    return out as T
  }
  return value as T
}

type ImageRow = { image?: MediaDocLike | number | null; src?: string | null; alt?: string | null }

/** A product's images: its uploads (Payload's file route, focal point) or, without one, a static path. */
function imagesOf(rows: ImageRow[] | null | undefined, fallbackAlt: string): ShopImage[] {
  return (rows ?? []).flatMap((r) => {
    const media = siteImageOf(typeof r.image === 'object' ? r.image : null, fallbackAlt)
    if (media) return [{ url: media.src, alt: r.alt || media.alt, focalX: media.focalX, focalY: media.focalY }]
    return r.src ? [{ url: r.src, alt: r.alt || fallbackAlt }] : []
  })
}

/** A textarea's lines as list items (blank lines dropped). */
const linesOf = (text: unknown): string[] =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

/** Loads and builds the catalogue (no cache). Products that fail the domain schema are skipped and logged. */
export async function loadShopCatalog(): Promise<ShopCatalog> {
  const payload = await getPayload({ config })
  const [products, complements, unavailable, currencies, methods] = await Promise.all([
    payload.find({ collection: 'products', locale: 'all', depth: 1, pagination: false, where: { _status: { equals: 'published' } }, sort: 'sortOrder', overrideAccess: true }),
    payload.find({ collection: 'complements', locale: 'all', depth: 1, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'unavailable-products', locale: 'all', depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'currencies', depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'payment-methods', depth: 1, pagination: false, overrideAccess: true }),
  ])

  const out: ShopCatalog = { products: [], byId: new Map(), bySlug: new Map(), unavailable: [], currencies: new Map(), paymentMethods: new Map() }
  for (const raw of products.docs as unknown[]) {
    const doc = { ...(raw as Record<string, unknown>) }
    const perLocale = {} as CatalogProduct['product']
    const content = {} as CatalogProduct['content']
    const complementImages = new Map<number, ShopImage | null>()
    let ok = true
    for (const locale of LOCALES) {
      const d = localizeDoc<ProductDoc & Record<string, unknown>>(doc, locale)
      const cs = localizeDoc<ComplementDoc[]>(complements.docs, locale)
      const r = parseProduct(productInputOf(d, cs))
      if (!r.ok) {
        payload.logger.warn({ productId: d.id, issues: r.issues }, 'shop: product skipped (does not match the domain schema)')
        ok = false
        break
      }
      perLocale[locale] = r.product
      const name = String(d.name ?? '')
      content[locale] = {
        name,
        slug: String(d.slug ?? d.id),
        shortDescription: String(d.shortDescription ?? ''),
        description: String(d.description ?? ''),
        included: linesOf(d.included),
        bring: linesOf(d.bring),
        images: imagesOf(d.images as ImageRow[], name),
      }
      for (const c of r.product.addOns) complementImages.set(c.id, c.img ? { url: c.img, alt: c.name } : null)
    }
    if (!ok) continue
    const closed = (Array.isArray(doc.closedDates) ? doc.closedDates : []).filter((x): x is string => isIsoDate(x))
    const cp: CatalogProduct = { id: Number(doc.id), sortOrder: Number(doc.sortOrder ?? 0), product: perLocale, content, closedDates: closed, complementImages }
    out.products.push(cp)
    out.byId.set(cp.id, cp)
    for (const l of LOCALES) out.bySlug.set(cp.content[l].slug, cp.id)
  }
  for (const raw of unavailable.docs as unknown as { productId: number; message: unknown }[]) {
    const es = localizeDoc<string>(raw.message, 'es') ?? ''
    const en = localizeDoc<string>(raw.message, 'en') ?? ''
    const pt = localizeDoc<string>(raw.message, 'pt') ?? ''
    out.unavailable.push({ productId: Number(raw.productId), message: { es, en, pt } })
  }
  // minor units from the ISO 4217 table, never the CMS `decimals` (what a PaymentIntent is charged in)
  for (const c of currencies.docs as unknown as { isoCode: string; rateToUsd: number }[])
    out.currencies.set(c.isoCode, { code: c.isoCode, rateToUsd: Number(c.rateToUsd), decimals: currencyDecimals(c.isoCode) })
  for (const m of methods.docs as unknown as { apiCode: string; enabled?: boolean | null; currencies?: (number | { isoCode?: string } | null)[] }[]) {
    if (m.enabled === false) continue
    for (const c of m.currencies ?? []) {
      const iso = typeof c === 'object' && c ? c.isoCode : undefined
      if (!iso) continue
      if (!out.paymentMethods.has(iso)) out.paymentMethods.set(iso, new Set())
      out.paymentMethods.get(iso)!.add(m.apiCode)
    }
  }
  if (!out.currencies.has('USD')) out.currencies.set('USD', { code: 'USD', rateToUsd: 1, decimals: 2 })
  return out
}

let cached: { at: number; version: number; value: Promise<ShopCatalog> } | null = null

/** The catalogue, cached for 30 s and dropped when an editor changes a product or complement. */
export function shopCatalog(): Promise<ShopCatalog> {
  const now = Date.now()
  if (!cached || now - cached.at > TTL_MS || cached.version !== shopCatalogVersion()) {
    const value = loadShopCatalog()
    cached = { at: now, version: shopCatalogVersion(), value }
    value.catch(() => {
      if (cached?.value === value) cached = null
    })
  }
  return cached.value
}
