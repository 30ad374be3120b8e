/**
 * The backup drill's "the site reads it" (tests/int/backup-restore.int.test.ts): Payload against
 * DATABASE_URL, as the site starts — pending migrations applied (none after a restore of a current
 * backup) — then the reads every page makes: site settings, a content page, hotels, products.
 * Prints one JSON line.
 */
import { closePayload, loadPayload, migrate } from '../../scripts/lib/payload'

const payload = await loadPayload()
const pool = (payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: { n: number }[] }> } }).pool
try {
  const before = await pool.query('SELECT count(*)::int AS n FROM payload_migrations')
  await migrate(payload)
  const after = await pool.query('SELECT count(*)::int AS n FROM payload_migrations')
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const pages = await payload.find({ collection: 'pages', locale: 'es', limit: 100, depth: 0 })
  const hotels = await payload.find({ collection: 'hotels', limit: 10, depth: 0 })
  const products = await payload.find({ collection: 'products', limit: 100, depth: 0 })
  console.log(
    JSON.stringify({
      migrationsBefore: before.rows[0]!.n,
      migrationsAfter: after.rows[0]!.n,
      phones: (settings as { phones?: unknown }).phones ?? null,
      pageSlugs: pages.docs.map((p) => (p as { slug?: string }).slug).sort(),
      hotels: hotels.docs.map((h) => (h as { code?: string }).code).sort(),
      products: products.totalDocs,
    }),
  )
} finally {
  await closePayload(payload)
}
process.exit(0)
