/**
 * The paid items of an order line, as the order page, the e-tickets and the confirmation email show
 * them: the tickets (one amount for the visitors), each add-on (transport, food, photo pass: name,
 * quantity, unit price, amount and what the visitor needs to use it — the complement's `infoDetails`,
 * spec §3) and the refundable deposit (spec §9). The amounts are the quote lines charged at checkout,
 * so `ticketsMinor + Σ addOns.amountMinor + deposit.amountMinor` is the line's total and the lines of
 * an order add up to what was paid.
 *
 * An add-on's name and details are kept with the order when it is placed (`OrderAddOnSnapshot`, in
 * every text language), so a later edit of the catalogue does not change what a paid order says.
 * Pure: no I/O.
 */
import type { ComplementKind, Product } from './catalog'
import type { AddOnChoice, QuoteLine } from './pricing'

/** The text languages an order is read in (es, en; pt falls back to en where a text is missing). */
export type OrderTextLocale = 'es' | 'en' | 'pt'

/**
 * An add-on as sold, kept with the order line: the quote line it priced (`key`, 'addon:<id>'), the
 * complement charged (`complementId`, the upgrade's id when upgraded), its kind and pricing, and its
 * name and details per language (the upgrade's name when upgraded; details null when the CMS has none).
 */
export type OrderAddOnSnapshot = {
  key: string
  complementId: number
  kind: ComplementKind
  pricing: 'perPerson' | 'perBooking'
  names: Partial<Record<OrderTextLocale, string>>
  details: Partial<Record<OrderTextLocale, string | null>>
}

/**
 * The snapshots of the add-ons `choices` picks on a product, read from the product as localized per
 * language (`products.es`, `products.en`, `products.pt`: the shop catalogue's per-locale products).
 * Choices naming no add-on of the product are skipped (the quote refuses them before an order exists).
 */
export function addOnSnapshots(products: Partial<Record<OrderTextLocale, Product>>, choices: readonly AddOnChoice[]): OrderAddOnSnapshot[] {
  const out: OrderAddOnSnapshot[] = []
  for (const choice of choices) {
    const per = Object.entries(products).flatMap(([lang, p]) => {
      const c = p?.addOns.find((a) => a.id === choice.complementId)
      return c ? [[lang as OrderTextLocale, c] as const] : []
    })
    const first = per[0]?.[1]
    if (!first) continue
    const upgrade = choice.upgrade === true && first.idUpgrade !== null
    const names: OrderAddOnSnapshot['names'] = {}
    const details: OrderAddOnSnapshot['details'] = {}
    for (const [lang, c] of per) {
      names[lang] = (upgrade ? c.nameUpgrade : null) ?? c.name
      details[lang] = c.infoDetails
    }
    out.push({ key: `addon:${first.id}`, complementId: upgrade ? (first.idUpgrade as number) : first.id, kind: first.kind, pricing: first.pricing, names, details })
  }
  return out
}

/** One paid add-on of an order line, in the reader's language; money in minor units of the order's currency. */
export type OrderAddOnItem = {
  complementId: number
  kind: ComplementKind | null
  name: string
  /** What the visitor needs to use it (route, zone, pickup…: the complement's details); null = none. */
  details: string | null
  quantity: number
  unitMinor: number
  amountMinor: number
}

/** The paid items of one order line (see the module doc); money in minor units of the order's currency. */
export type OrderLineItems = {
  /** The tickets of all the line's visitors (after their discounts). */
  ticketsMinor: number
  addOns: OrderAddOnItem[]
  deposit: { quantity: number; unitMinor: number; amountMinor: number } | null
}

/** What the current catalogue says of an add-on a line holds no snapshot of (orders placed before snapshots were kept). */
export type AddOnFallback = (complementId: number) => { name: string; details: string | null; kind: ComplementKind } | null

const textIn = <V>(m: Partial<Record<OrderTextLocale, V>>, locale: OrderTextLocale): V | undefined => m[locale] ?? m.en ?? m.es

/**
 * The items of an order line from the quote lines it was charged (`quoteLines`) and the add-ons kept
 * with it (`snapshots`), in `locale`. An add-on line without a snapshot is named by `fallback`, else
 * '#<complementId>' — never dropped: every charged amount appears.
 */
export function orderLineItems(quoteLines: readonly QuoteLine[], snapshots: readonly OrderAddOnSnapshot[] | undefined, locale: OrderTextLocale, fallback: AddOnFallback = () => null): OrderLineItems {
  let ticketsMinor = 0
  const addOns: OrderAddOnItem[] = []
  let deposit: OrderLineItems['deposit'] = null
  for (const l of quoteLines) {
    if (l.kind === 'ticket') ticketsMinor += l.amount
    else if (l.kind === 'deposit') deposit = { quantity: l.quantity, unitMinor: l.unitAmount, amountMinor: l.amount }
    else {
      const id = l.complementId ?? Number(l.key.replace(/^addon:/, ''))
      const snap = snapshots?.find((s) => s.key === l.key)
      const known = snap ? null : fallback(id)
      addOns.push({
        complementId: id,
        kind: snap?.kind ?? known?.kind ?? null,
        name: (snap ? textIn(snap.names, locale) : known?.name) ?? `#${id}`,
        details: (snap ? textIn(snap.details, locale) : known?.details) ?? null,
        quantity: l.quantity,
        unitMinor: l.unitAmount,
        amountMinor: l.amount,
      })
    }
  }
  return { ticketsMinor, addOns, deposit }
}
