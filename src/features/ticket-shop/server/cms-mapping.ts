/**
 * Maps Payload `products` / `complements` documents (src/cms/collections/Products.ts, Complements.ts)
 * to the ticket-shop domain input (`ProductInput`, `Complement`) — used by the collection's validation
 * hook (so editors get the domain schema's errors) and by the server catalogue loader. Pure.
 *
 * Units as stored by editors: prices USD cents (4499 = US$44.99), percents 0..100, ages years,
 * heights cm, weights kg.
 */
import { parseProduct, type Complement, type ProductInput } from '../domain'

type Num = number | null | undefined
/** The shape of a `products` document as read with depth 0 in one locale (loose on purpose). */
export type ProductDoc = {
  id: number
  kind?: string | null
  businessUnitCode?: string | null
  basePricesUsd?: { adult?: Num; minor?: Num } | null
  childDiscountPct?: Num
  childAgeBand?: { min?: Num; max?: Num } | null
  infantFreeMaxAge?: Num
  adultMinAge?: Num
  minimumAge?: Num
  visitorsMultipleOf?: Num
  requiresParkAdmission?: boolean | null
  admissionProductIds?: Num[] | null
  openTicket?: { enabled?: boolean | null; validityMonths?: Num } | null
  presaleMode?: 'default' | 'custom' | 'none' | null
  presaleTiers?: { minDaysAhead?: Num; discountPct?: Num }[] | null
  schedules?: { scheduleId?: string | null; time?: string | null; dailyCapacity?: Num }[] | null
  dailyCapacity?: Num
  ferryRoutes?: { routeId?: string | null; name?: string | null; adultUsd?: Num; minorUsd?: Num }[] | null
  addOns?: (number | { id: number } | null)[] | null
  physicalLimits?: { minHeightCm?: Num; maxHeightCm?: Num; minWeightKg?: Num; maxWeightKg?: Num } | null
  deposit?: { amountUsd?: Num; per?: 'person' | 'booking' | null; label?: string | null } | null
}

export type ComplementDoc = {
  id: number
  idUpgrade?: Num
  name?: string | null
  nameUpgrade?: string | null
  businessUnit?: string | null
  businessUnitCode?: string | null
  img?: string | null
  /** the add-on's uploaded photo (populated at depth 1), preferred over `img` */
  image?: { filename?: string | null } | number | null
  code?: string | null
  price?: Num
  priceUpgrade?: Num
  infoDetails?: string | null
  kind?: string | null
  pricing?: 'perPerson' | 'perBooking' | null
}

const opt = (v: Num) => (v === null || v === undefined ? undefined : v)
const nul = (v: Num) => (v === null || v === undefined ? null : v)

/** Ids of the add-ons a product document names (relationship ids or populated docs). */
export function addOnIdsOf(doc: Pick<ProductDoc, 'addOns'>): number[] {
  return (doc.addOns ?? []).flatMap((a) => (a == null ? [] : typeof a === 'number' ? [a] : [a.id]))
}

/** A complement document → the domain `Complement` input (validated later by `complementSchema`). */
export function complementInputOf(doc: ComplementDoc): Record<string, unknown> {
  return {
    id: doc.id,
    idUpgrade: nul(doc.idUpgrade),
    name: doc.name ?? '',
    nameUpgrade: doc.nameUpgrade ?? null,
    businessUnit: doc.businessUnit ?? '',
    businessUnitCode: doc.businessUnitCode,
    img: typeof doc.image === 'object' && doc.image?.filename ? `/api/media/file/${encodeURIComponent(doc.image.filename)}` : (doc.img ?? null),
    code: doc.code ?? '',
    price: nul(doc.price),
    priceUpgrade: nul(doc.priceUpgrade),
    infoDetails: doc.infoDetails ?? null,
    kind: doc.kind,
    pricing: doc.pricing ?? 'perPerson',
  } satisfies Partial<Record<keyof Complement, unknown>>
}

/**
 * A product document → the domain `ProductInput` (defaults of the domain schema fill what is
 * unset). `complements` are the product's add-on documents in the same locale (missing ones are
 * skipped).
 */
export function productInputOf(doc: ProductDoc, complements: readonly ComplementDoc[] = []): ProductInput {
  const ids = addOnIdsOf(doc)
  const band = doc.childAgeBand ?? {}
  const limits = doc.physicalLimits ?? {}
  return {
    id: doc.id,
    kind: doc.kind as ProductInput['kind'],
    businessUnitCode: doc.businessUnitCode as ProductInput['businessUnitCode'],
    basePricesUsd: { adult: nul(doc.basePricesUsd?.adult), minor: nul(doc.basePricesUsd?.minor) },
    childDiscountPct: opt(doc.childDiscountPct),
    childAgeBand: { min: opt(band.min), max: opt(band.max) },
    infantFreeMaxAge: opt(doc.infantFreeMaxAge),
    adultMinAge: opt(doc.adultMinAge),
    minimumAge: nul(doc.minimumAge),
    visitorsMultipleOf: opt(doc.visitorsMultipleOf),
    requiresParkAdmission: doc.requiresParkAdmission ?? false,
    admissionProductIds: (doc.admissionProductIds ?? []).filter((x): x is number => typeof x === 'number'),
    openTicket: { enabled: doc.openTicket?.enabled ?? false, validityMonths: opt(doc.openTicket?.validityMonths) },
    presaleTiers:
      doc.presaleMode === 'none'
        ? []
        : doc.presaleMode === 'custom'
          ? (doc.presaleTiers ?? []).map((t) => ({ minDaysAhead: t.minDaysAhead as number, discountPct: t.discountPct as number }))
          : undefined,
    schedules: (doc.schedules ?? []).map((s) => ({ id: s.scheduleId ?? '', time: s.time ?? '', dailyCapacity: nul(s.dailyCapacity) })),
    dailyCapacity: nul(doc.dailyCapacity),
    ferryRoutes: (doc.ferryRoutes ?? []).map((r) => ({
      id: r.routeId ?? '',
      name: r.name ?? '',
      basePricesUsd: { adult: nul(r.adultUsd), minor: nul(r.minorUsd) },
    })),
    addOns: ids.flatMap((id) => {
      const c = complements.find((x) => x.id === id)
      return c ? [complementInputOf(c) as never] : []
    }),
    physicalLimits: {
      minHeightCm: nul(limits.minHeightCm),
      maxHeightCm: nul(limits.maxHeightCm),
      minWeightKg: nul(limits.minWeightKg),
      maxWeightKg: nul(limits.maxWeightKg),
    },
    deposit: doc.deposit?.amountUsd != null && doc.deposit.amountUsd > 0 ? { amountUsd: doc.deposit.amountUsd, per: doc.deposit.per ?? 'person', label: doc.deposit.label ?? 'Deposit' } : null,
  }
}

/**
 * The domain's issues with a product document about to be saved (the products collection's
 * beforeValidate hook, wired in payload.config.ts): `productSchema` run on the document without its
 * add-ons, each issue as a field path and message; [] when valid.
 */
export function productDocIssues(doc: Record<string, unknown>): { path: string; message: string }[] {
  const r = parseProduct({ ...productInputOf(doc as ProductDoc), addOns: [] })
  if (r.ok) return []
  return r.issues.map((issue) => {
    const [path, ...rest] = issue.split(': ')
    return { path: path === '(root)' ? 'id' : path!, message: rest.join(': ') || issue }
  })
}
