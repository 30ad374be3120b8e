/**
 * Mount of the reference hotel engine at `/hotel-api/v1/…` (design/hotel-api-v1.md).
 * A thin adapter: the engine is a framework-agnostic Fetch handler on its own Postgres schema. The
 * storefront never imports it; it calls this URL over HTTP like any other hotel API.
 *
 * Credentials: the storefront's bearer is `HOTEL_API_TOKEN` (dev default shared with the client);
 * the admin endpoints (ARI, taxes) take `HOTEL_ENGINE_ADMIN_TOKEN`. Clock: `calendarNow()` (`src/lib/clock.ts`:
 * the real time, shifted by whole days to `TEST_TODAY` in test runs; the engine uses it for every
 * rule and expiry alike, so they stay consistent). Retention: the engine prunes its own old rows every
 * RETENTION_EVERY_MS (src/hotel-engine/retention.ts), as the storefront's retention never touches them.
 */
import { processPool } from '@/lib/db'
import { createHotelEngine } from '@/hotel-engine'
import { DEV_HOTEL_API_TOKEN, DEV_HOTEL_ENGINE_ADMIN_TOKEN } from '@/lib/hotel-api/config'
import { calendarNow } from '@/lib/clock'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Engine = ReturnType<typeof createHotelEngine>
const globalEngine = globalThis as unknown as { __hotelEngine?: Engine }

function engine(): Engine {
  if (!globalEngine.__hotelEngine) {
    const production = env.NODE_ENV === 'production'
    const bearer = env.HOTEL_API_TOKEN || (production ? '' : DEV_HOTEL_API_TOKEN)
    const adminBearer = env.HOTEL_ENGINE_ADMIN_TOKEN || (production ? '' : DEV_HOTEL_ENGINE_ADMIN_TOKEN)
    if (!bearer || !adminBearer) throw new Error('HOTEL_API_TOKEN and HOTEL_ENGINE_ADMIN_TOKEN are required in production')
    // the engine's own pool (src/lib/dbBudget.ts), opened by the first engine request
    const pool = processPool('hotel engine', () => ({ max: env.HOTEL_ENGINE_POOL_MAX }))()
    globalEngine.__hotelEngine = createHotelEngine({
      pool,
      bearer,
      adminBearer,
      basePath: '/hotel-api/v1',
      now: () => calendarNow(),
      catalogTtlMs: env.HOTEL_ENGINE_CATALOG_TTL_MS,
      retentionEveryMs: env.RETENTION_EVERY_MS,
    })
  }
  return globalEngine.__hotelEngine
}

const handle = (req: Request) => engine().handle(req)

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH }
