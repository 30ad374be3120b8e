/** `GET /healthz/`: liveness for a load balancer — the process answers (issue #12). No dependency is checked. */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
