/**
 * Each Postgres schema has one owner folder (docs/architecture.md "Who owns which schema"): only code in
 * that folder writes SQL naming the schema's tables. Other code reaches the data through functions the
 * owner exports (the payment-flow port of features/checkout, the retention rules, the operations
 * counts), and the hotel engine's tables only through its HTTP API.
 *
 * The walk reads every TypeScript file of src/, scripts/, seed/, migrations/ and the root config files,
 * drops comments, and looks for `<schema>.<table>` where the table is one created in that schema (the
 * `CREATE TABLE` statements found in the same files), so `shop.add(…)` in code is not SQL. tests/ are
 * not walked: tests observe the tables directly to assert outcomes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

/** The owner folder of each schema. */
const SCHEMA_OWNERS: Record<string, string> = {
  shop: 'src/features/ticket-shop/',
  storefront_booking: 'src/features/hotel-booking/',
  hotel_engine: 'src/hotel-engine/',
  payments: 'src/features/checkout/',
}

/** Files or folders outside an owner that may name its tables, with the reason. */
const ALLOWED: { prefix: string; schemas: string[]; reason: string }[] = [
  { prefix: 'migrations/', schemas: Object.keys(SCHEMA_OWNERS), reason: "the schema's history: each migration creates or alters one owner's tables" },
  { prefix: 'seed/hotel-engine/', schemas: ['hotel_engine'], reason: "loads the reference engine's demo inventory, the engine's own seed" },
  { prefix: 'seed/data/reference.ts', schemas: ['hotel_engine'], reason: "the engine's reference tax rules, seeded with its demo data" },
]

const WALKED = ['src', 'scripts', 'seed', 'migrations']
const ROOT_FILES = ['payload.config.ts', 'next.config.ts', 'vitest.config.ts']

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else if (/\.(ts|tsx|mts|cts|js|mjs)$/.test(name)) out.push(p)
  }
  return out
}

/** The source without block and line comments (a `//` after `:` or inside a word is a URL, kept). */
function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:\w'"`\\])\/\/.*$/gm, '$1')
}

type Hit = { file: string; line: number; name: string }

/** Every `<schema>.<table>` of `tables` in `files` outside the schema's owner and the allowed list. */
function foreignSchemaUses(files: { file: string; text: string }[], tables: Set<string>): Hit[] {
  const hits: Hit[] = []
  const re = new RegExp(`\\b(${Object.keys(SCHEMA_OWNERS).join('|')})\\.([a-z_][a-z0-9_]*)\\b`, 'g')
  for (const { file, text } of files) {
    const lines = stripComments(text).split('\n')
    lines.forEach((line, i) => {
      for (const m of line.matchAll(re)) {
        const [name, schema] = [m[0], m[1]!]
        if (!tables.has(name)) continue
        if (file.startsWith(SCHEMA_OWNERS[schema]!)) continue
        if (ALLOWED.some((a) => file.startsWith(a.prefix) && a.schemas.includes(schema))) continue
        hits.push({ file, line: i + 1, name })
      }
    })
  }
  return hits
}

/** Tables created in the owned schemas, from the `CREATE TABLE` statements of `files`. */
function ownedTables(files: { text: string }[]): Set<string> {
  const out = new Set<string>()
  const re = new RegExp(`CREATE\\s+(?:UNLOGGED\\s+)?TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?((?:${Object.keys(SCHEMA_OWNERS).join('|')})\\.[a-z_][a-z0-9_]*)`, 'gi')
  for (const { text } of files) for (const m of text.matchAll(re)) out.add(m[1]!.toLowerCase())
  return out
}

describe('schema ownership', () => {
  const files = [...WALKED.flatMap((d) => walk(path.join(root, d), [])), ...ROOT_FILES.map((f) => path.join(root, f))]
    .filter((f) => {
      try {
        return statSync(f).isFile()
      } catch {
        return false
      }
    })
    .map((f) => ({ file: path.relative(root, f).split(path.sep).join('/'), text: readFileSync(f, 'utf8') }))
  const tables = ownedTables(files)

  it('finds the tables of every owned schema', () => {
    for (const schema of Object.keys(SCHEMA_OWNERS))
      expect(
        [...tables].some((t) => t.startsWith(`${schema}.`)),
        schema,
      ).toBe(true)
    expect(tables.has('shop.orders') && tables.has('storefront_booking.refunds') && tables.has('hotel_engine.sessions') && tables.has('payments.stripe_events')).toBe(true)
  })

  it('flags a table named outside its owner, and not a method call or a comment', () => {
    const t = new Set(['shop.orders'])
    const sample = [
      { file: 'src/lib/x.ts', text: "// shop.orders in a comment\nawait q(`SELECT 1 FROM shop.orders`)\nshop.add(cart)\n/* shop.orders */ fetch('http://x/')" },
      { file: 'src/features/ticket-shop/server/y.ts', text: '`UPDATE shop.orders SET x = 1`' },
    ]
    expect(foreignSchemaUses(sample, t)).toEqual([{ file: 'src/lib/x.ts', line: 2, name: 'shop.orders' }])
  })

  it('no SQL names a schema outside its owner folder', () => {
    const hits = foreignSchemaUses(files, tables).map((h) => `${h.file}:${h.line} ${h.name} (owner ${SCHEMA_OWNERS[h.name.split('.')[0]!]})`)
    expect(hits).toEqual([])
  })
})
