/**
 * GraphQL depth limit as well as complexity (issue #13 "Proof"): through the app's real GraphQL route,
 * a query nested deeper than GRAPHQL_MAX_DEPTH (10) is refused with a 4xx-style GraphQL error before
 * it runs; the site's own documents (6 levels) still work.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

let payload: Payload
let GQL: (req: Request) => Promise<Response>
beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: GQL } = (await import('../../src/app/(payload)/api/graphql/route')) as unknown as { POST: typeof GQL })
}, 120_000)
afterAll(async () => {
  await payload.destroy()
})

const ask = async (query: string) => {
  const res = await GQL(
    new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' }, body: JSON.stringify({ query }) }),
  )
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string }[] } }
}

describe('GraphQL depth limit', () => {
  it('refuses a query 14 levels deep before it runs; a shallow one is answered', async () => {
    expect((await ask('{ Pages(limit: 1) { docs { id slug } } }')).body.errors).toBeUndefined()
    // the depth rule judges the document's shape: 12 more levels of selections under Pages.docs
    let selection = 'id'
    for (let i = 0; i < 12; i++) selection = `n${i} { ${selection} }`
    const res = await ask(`query Deep { Pages { docs { ${selection} } } }`)
    expect(res.status).toBeLessThan(500)
    expect(res.body.data ?? null).toBeNull()
    expect(res.body.errors?.map((e) => e.message).join(' | ')).toMatch(/exceeds maximum operation depth of 10/)
  })
})
