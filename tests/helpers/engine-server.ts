/**
 * Serves the reference hotel engine over real HTTP on a free loopback port for integration tests
 * (the storefront's client talks to it exactly as to a remote hotel API).
 */
import http from 'node:http'
import pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { freePort } from '../../scripts/lib/embedded-db'

export type EngineServer = { baseUrl: string; requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[]; close: () => Promise<void> }

export async function startEngineServer(opts: { databaseUrl: string; bearer: string; adminBearer?: string; now?: () => Date }): Promise<EngineServer> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
  const engine = createHotelEngine({ pool, bearer: opts.bearer, adminBearer: opts.adminBearer ?? 'admin-test-token', now: opts.now, basePath: '/hotel-api/v1' })
  const port = await freePort()
  const requests: EngineServer['requests'] = []
  const server = http.createServer(async (req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers })
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const response = await engine.handle(new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined }))
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${port}/hotel-api/v1`,
    requests,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pool.end()
    },
  }
}
