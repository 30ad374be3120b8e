/**
 * `npm run dev`: embedded Postgres (unless DATABASE_URL), migrations, seed, then `next dev`.
 * Data lives in .data/ between runs; a second dev server reuses the running cluster and takes the
 * next free port (PORT is exported so the built-in hotel API client calls this server).
 */
import net from 'node:net'
import { prepareDatabase, projectRoot } from './lib/prepare'
import { startGroup } from './lib/proc'

/** First free TCP port from `from` upwards (the built-in hotel API client calls this same port). */
async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = net
        .createServer()
        .once('error', () => resolve(false))
        .once('listening', () => srv.close(() => resolve(true)))
      srv.listen(port, '0.0.0.0')
    })
    if (free) return port
  }
  throw new Error(`no free port from ${from}`)
}

const db = await prepareDatabase('dev')
const port = process.env.PORT || String(await firstFreePort(3000))
process.env.PORT = port
console.log(`storefront: http://localhost:${port}/es/ · admin: http://localhost:${port}/admin`)
startGroup('npx', ['next', 'dev', '-p', port, ...process.argv.slice(2)], { cwd: projectRoot, env: process.env }, async (code) => {
  await db?.stop()
  process.exit(code)
})
