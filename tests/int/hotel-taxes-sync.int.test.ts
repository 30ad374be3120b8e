/**
 * The CMS is where staff keep each hotel's taxes (issue #14 item 16): the seed gives HXA, HXM and
 * LCDLP IVA 16 % and ISH 6 % (included) and the VISITAX note in es and en; saving a hotel's taxes
 * sends them to the built-in engine (`PUT /admin/taxes`, over HTTP) and the next quote itemizes them
 * in both languages; an engine that refuses or cannot be reached fails the save, and the CMS keeps
 * the rules it had.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { reloadEnv } from '../../src/lib/env'
import { addDays, hotelLocalDate } from '../../src/lib/hotel-date'
import { freePort } from '../../scripts/lib/embedded-db'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'
import { testPayload } from '../helpers/payload'

const TOKEN = 'sync-test-token'
const ADMIN = 'sync-test-admin'
let payload: Payload
let engine: EngineServer
const saved = { PORT: process.env.PORT, HOTEL_API_URL: process.env.HOTEL_API_URL, HOTEL_ENGINE_ADMIN_TOKEN: process.env.HOTEL_ENGINE_ADMIN_TOKEN }

type TaxRow = { id?: string; code: string; name: unknown; kind: string; percent?: number | null; amount?: number | null; included?: boolean | null }
type HotelAll = { id: number; taxes: TaxRow[]; taxNote: Record<string, string> }

/** Points the storefront's engine admin calls (`engineAdminConfig`: this server's port) at `port`. */
function engineAt(port: string) {
  process.env.PORT = port
  delete process.env.HOTEL_API_URL
  process.env.HOTEL_ENGINE_ADMIN_TOKEN = ADMIN
  reloadEnv()
}

async function hxa(): Promise<HotelAll> {
  const found = await payload.find({ collection: 'hotels', where: { code: { equals: 'HXA' } }, locale: 'all', depth: 0, overrideAccess: true, limit: 1 })
  return found.docs[0] as unknown as HotelAll
}

/** The engine's items for a seeded HXA stay (some 3-night stay ahead that sells), in `lang`. */
async function engineItems(lang: 'ES' | 'EN' | 'PT') {
  const today = hotelLocalDate(new Date())
  for (let offset = 40; offset < 120; offset += 4) {
    const res = await fetch(`${engine.baseUrl}/availability`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Header: { Channel: 94, ClientId: '0', Language: lang, Country: 'USA', Currency: 'USD' },
        Hotel: { HotelCode: 31453, Habs: 1 },
        Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
        CheckIn: addDays(today, offset),
        CheckOut: addDays(today, offset + 3),
      }),
    })
    const body = await res.json()
    const rate = body.Rooms?.[0]?.RatePlans?.[0]
    if (rate) return rate.Taxes.Items.map((i: { Code: string; Name: string; Percent: number | null; Included: boolean }) => [i.Code, i.Name, i.Percent, i.Included])
  }
  throw new Error('no seeded HXA stay found')
}

/** The rows of a locale-all read as a Spanish update (names in Spanish, same row ids) with `code`'s percent changed. */
const withPercent = (rows: TaxRow[], code: string, percent: number) => rows.map((r) => ({ ...r, name: (r.name as { es: string }).es, ...(r.code === code ? { percent } : {}) }))

beforeAll(async () => {
  payload = await testPayload()
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN, adminBearer: ADMIN })
  engineAt(new URL(engine.baseUrl).port)
})

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  reloadEnv()
  await engine?.close()
})

describe('hotel taxes in the CMS', () => {
  it('are seeded for HXA, HXM and LCDLP: IVA 16 % and ISH 6 % included, with the VISITAX note, in es, en and pt', async () => {
    const all = await payload.find({ collection: 'hotels', locale: 'all', depth: 0, overrideAccess: true, sort: 'code', limit: 10 })
    const seeded = (all.docs as unknown as (HotelAll & { code: string })[]).filter((h) => ['HXA', 'HXM', 'LCDLP'].includes(h.code))
    expect(seeded).toHaveLength(3)
    for (const h of seeded) {
      expect(h.taxes.map((t) => [t.code, t.name, t.kind, t.percent, t.included])).toEqual([
        ['IVA', { es: 'IVA', en: 'VAT (IVA)', pt: 'IVA (imposto sobre valor agregado)' }, 'percent', 16, true],
        ['ISH', { es: 'ISH (impuesto sobre hospedaje)', en: 'State lodging tax (ISH)', pt: 'ISH (imposto estadual sobre hospedagem)' }, 'percent', 6, true],
      ])
      expect(h.taxNote.es).toMatch(/^No incluye el VISITAX/)
      expect(h.taxNote.en).toMatch(/^Not included: VISITAX/)
      expect(h.taxNote.pt).toMatch(/^Não inclui o VISITAX/)
    }
    expect(await engineItems('EN')).toEqual([
      ['IVA', 'VAT (IVA)', 16, true],
      ['ISH', 'State lodging tax (ISH)', 6, true],
    ])
    // the engine answers the Portuguese names (contract 1.2)
    expect(await engineItems('PT')).toEqual([
      ['IVA', 'IVA (imposto sobre valor agregado)', 16, true],
      ['ISH', 'ISH (imposto estadual sobre hospedagem)', 6, true],
    ])
  })

  it('a save sends the changed rules to the engine, whose next quote itemizes them in every language', async () => {
    const before = await hxa()
    try {
      await payload.update({ collection: 'hotels', id: before.id, locale: 'es', overrideAccess: true, data: { taxes: withPercent(before.taxes, 'ISH', 5) as never } })
      expect(await engineItems('ES')).toEqual([
        ['IVA', 'IVA', 16, true],
        ['ISH', 'ISH (impuesto sobre hospedaje)', 5, true],
      ])
      expect((await engineItems('EN'))[1]).toEqual(['ISH', 'State lodging tax (ISH)', 5, true])
      // the Portuguese names travel with the rules (PT of PUT /admin/taxes)
      expect((await engineItems('PT'))[1]).toEqual(['ISH', 'ISH (imposto estadual sobre hospedagem)', 5, true])
    } finally {
      await payload.update({ collection: 'hotels', id: before.id, locale: 'es', overrideAccess: true, data: { taxes: withPercent(before.taxes, 'ISH', 6) as never } })
    }
    expect((await engineItems('EN'))[1]).toEqual(['ISH', 'State lodging tax (ISH)', 6, true])
    expect((await hxa()).taxes.map((t) => t.name)).toEqual(before.taxes.map((t) => t.name))
  })

  it('an engine that cannot be reached or refuses fails the save, and the CMS keeps its rules', async () => {
    const before = await hxa()
    engineAt(String(await freePort())) // nobody listens there
    try {
      await expect(payload.update({ collection: 'hotels', id: before.id, locale: 'es', overrideAccess: true, data: { taxes: withPercent(before.taxes, 'ISH', 5) as never } })).rejects.toThrow(
        /did not take these taxes \(NETWORK_ERROR\)/,
      )
    } finally {
      engineAt(new URL(engine.baseUrl).port)
    }
    expect((await hxa()).taxes.map((t) => t.percent)).toEqual([16, 6])
    // a hotel the engine does not know: its taxes cannot be applied, so they are not saved
    await expect(
      payload.create({
        collection: 'hotels',
        overrideAccess: true,
        draft: false,
        data: {
          code: 'TAXTEST',
          name: 'Tax test',
          propertyCode: 987654,
          brand: 'b',
          domain: 'tax.example',
          flowId: 99,
          channel: 94,
          clientId: 0,
          timezone: 'America/Cancun',
          taxes: [{ code: 'IVA', name: 'IVA', kind: 'percent', percent: 16, included: true }],
        },
      }),
    ).rejects.toThrow(/HOTEL_NOT_FOUND/)
    expect((await payload.find({ collection: 'hotels', where: { code: { equals: 'TAXTEST' } }, overrideAccess: true })).totalDocs).toBe(0)
    // without taxes nothing is sent (the engine is not asked about hotels it does not sell)
    const plain = await payload.create({
      collection: 'hotels',
      overrideAccess: true,
      draft: false,
      data: { code: 'TAXTEST2', name: 'Plain', propertyCode: 987655, brand: 'b', domain: 'plain.example', flowId: 98, channel: 94, clientId: 0, timezone: 'America/Cancun' },
    })
    await payload.delete({ collection: 'hotels', id: plain.id, overrideAccess: true })
  })
})
