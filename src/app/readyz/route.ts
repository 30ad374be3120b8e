/**
 * `GET /readyz/`: readiness for a load balancer (issue #12): 200 `{ready: true, checks}` when the
 * database answers, every migration is applied and the hotel API answers; 503 with the failing
 * checks otherwise (src/features/site/server/readiness.ts).
 */
import { readiness } from '@/features/site/server/readiness'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function GET() {
  const r = await readiness()
  return Response.json(r, { status: r.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
