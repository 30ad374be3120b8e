/**
 * Keeps the built-in hotel engine's taxes equal to the CMS's (docs/hotel-api.md
 * "Taxes"): the hotels collection's afterChange hook, wired in payload.config.ts. Staff keep each
 * hotel's taxes and fees in the CMS; the engine — a separate context reached over HTTP only — gets the
 * whole rule set through its admin endpoint `PUT /admin/taxes` whenever a save changes them, and
 * itemizes them in every quote from then on. A refusal (engine unreachable, unknown hotel, a rule it
 * cannot take) fails the save with the engine's reason, and Payload rolls the change back: the CMS
 * never shows rules the quotes do not apply. With an external hotel API nothing is sent (its quotes
 * carry its own taxes). The seed passes `context.skipEngineSync` (it seeds the engine itself).
 */
import { APIError, type CollectionAfterChangeHook } from 'payload'
import { HotelApiError, putEngineTaxRules, type TaxRuleInput } from '../../../lib/hotel-api'

/** A `taxes` row of a hotel document: `name` is a string in one locale, or `{ es, en }` when read with `locale: 'all'`. */
export type TaxRowDoc = {
  code?: string | null
  name?: string | Record<string, string | null | undefined> | null
  kind?: string | null
  percent?: number | null
  amount?: number | null
  included?: boolean | null
}

const KINDS = ['percent', 'perRoomNight', 'perStay'] as const

/**
 * The rules of a hotel document read with `locale: 'all'` (a missing English name falls back to the
 * Spanish one; a missing Portuguese name is left out, and the engine answers the English one).
 */
export function taxRulesOfDoc(rows: readonly TaxRowDoc[] | null | undefined): TaxRuleInput[] {
  return (rows ?? []).map((r) => {
    const names = typeof r.name === 'string' ? { es: r.name, en: r.name, pt: '' } : { es: r.name?.es ?? '', en: r.name?.en ?? '', pt: r.name?.pt ?? '' }
    const kind = KINDS.find((k) => k === r.kind) ?? 'percent'
    return {
      code: (r.code ?? '').trim().toUpperCase(),
      name: { es: names.es || names.en, en: names.en || names.es, ...(names.pt ? { pt: names.pt } : {}) },
      kind,
      ...(kind === 'percent' ? { percent: r.percent ?? 0 } : { amount: r.amount ?? 0 }),
      included: r.included !== false,
    }
  })
}

/** What a quote depends on in one locale's document: the hotel's property code and its rules. */
const fingerprint = (doc: { propertyCode?: number | null; taxes?: TaxRowDoc[] | null } | null | undefined) =>
  JSON.stringify([doc?.propertyCode ?? null, (doc?.taxes ?? []).map((r) => [r.code, r.name, r.kind, r.kind === 'percent' ? r.percent : r.amount, r.included !== false])])

/**
 * afterChange of `hotels`: sends the hotel's rules (every language) to the engine when the save
 * changed them (or the property code); nothing otherwise.
 * @throws APIError 400 with the engine's code and message when the engine refuses or cannot be reached
 */
export const syncHotelTaxes: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context?.skipEngineSync) return doc
  const before = operation === 'create' ? { propertyCode: doc.propertyCode, taxes: [] } : previousDoc
  if (fingerprint(before) === fingerprint(doc)) return doc
  const all = (await req.payload.findByID({ collection: 'hotels', id: doc.id, locale: 'all', depth: 0, overrideAccess: true, req })) as { taxes?: TaxRowDoc[] | null }
  try {
    await putEngineTaxRules(doc.propertyCode, taxRulesOfDoc(all.taxes))
  } catch (err) {
    if (err instanceof HotelApiError) throw new APIError(`The hotel engine did not take these taxes (${err.code}): ${err.message}`, 400, undefined, true)
    throw err
  }
  return doc
}
