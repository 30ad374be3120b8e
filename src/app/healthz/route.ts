/** `GET /healthz/`: liveness for a load balancer — the process answers. No dependency is checked. */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
