/**
 * `GET /readyz/`: readiness for a load balancer (src/features/site/server/readiness.ts): 200 when
 * this instance's database answers and every migration is applied, 503 otherwise (or while
 * draining). The public body is `{ ready, checks: { database: { ok }, migrations: { ok } } }`; with
 * `Authorization: Bearer <INTERNAL_STATUS_TOKEN>` it also carries the checks' error texts, timings and
 * pending migration names, and the dependencies' state (`dependencies.hotelApi`), which never
 * decides readiness. Not cached.
 */
import { dependencies, publicReadiness, readiness } from '@/features/site/server/readiness'
import { isInternalStatusRequest } from '@/lib/health/internalToken'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function GET(request: Request) {
  const internal = isInternalStatusRequest(request.headers.get('authorization'))
  const r = await readiness()
  const body = internal ? { ...r, dependencies: await dependencies() } : publicReadiness(r)
  return Response.json(body, { status: r.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
