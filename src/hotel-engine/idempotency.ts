/**
 * Idempotency keys for commit and cancel (design/hotel-api-v1.md: "idempotency keys are stored with
 * the first response"; Stripe's idempotency semantics). The key row is inserted inside the work's
 * transaction, so concurrent duplicates wait on its unique index and then replay the stored answer;
 * a business refusal is stored after its rollback so a retry gets the same answer — except "not
 * found", which is never stored.
 */
import type pg from 'pg'
import { withTransaction } from './db'
import { EngineError } from './errors'

export type StoredResponse = { status: number; body: unknown; replayed: boolean }

async function stored(pool: pg.Pool, endpoint: string, key: string) {
  const r = await pool.query(`SELECT request_hash, response_status, response_body FROM hotel_engine.idempotency_keys WHERE endpoint = $1 AND key = $2`, [endpoint, key])
  return r.rows[0] as { request_hash: string; response_status: number; response_body: unknown } | undefined
}

function replay(row: { request_hash: string; response_status: number; response_body: unknown }, hash: string): StoredResponse {
  if (row.request_hash !== hash) throw new EngineError('IDEMPOTENCY_KEY_REUSED', 422)
  // a first 201 Created replays as 200 (design doc endpoint 10)
  return { status: row.response_status === 201 ? 200 : row.response_status, body: row.response_body, replayed: true }
}

/**
 * Runs `work` once per (endpoint, key): the first call's response is stored with the request hash;
 * later calls with the same hash get it back (201 → 200); with another hash, 422 IDEMPOTENCY_KEY_REUSED.
 * @param work runs inside a transaction and returns `{status, body}`; an EngineError it throws (other
 *   than 400 validation and 404 not found, which are answered but never stored)
 *   is stored as the key's answer and returned as the response
 * @param errorBody renders a refusal as the body to store
 */
export async function idempotent(
  pool: pg.Pool,
  endpoint: string,
  key: string,
  hash: string,
  work: (client: pg.PoolClient) => Promise<{ status: number; body: unknown }>,
  errorBody: (err: EngineError) => unknown,
): Promise<StoredResponse> {
  const first = await stored(pool, endpoint, key)
  if (first) return replay(first, hash)
  try {
    const out = await withTransaction(pool, async (c) => {
      const ins = await c.query(
        `INSERT INTO hotel_engine.idempotency_keys (endpoint, key, request_hash, response_status, response_body)
         VALUES ($1, $2, $3, 0, 'null'::jsonb) ON CONFLICT DO NOTHING RETURNING 1`,
        [endpoint, key, hash],
      )
      if (ins.rowCount === 0) return null // a concurrent duplicate committed first
      const res = await work(c)
      await c.query(`UPDATE hotel_engine.idempotency_keys SET response_status = $3, response_body = $4 WHERE endpoint = $1 AND key = $2`, [endpoint, key, res.status, JSON.stringify(res.body)])
      return res
    })
    if (out) return { ...out, replayed: false }
  } catch (err) {
    if (!(err instanceof EngineError) || err.status === 400) throw err
    const body = errorBody(err)
    // "Not found" is never the key's answer: whoever knows a key and a code, but
    // not the guest's email, would otherwise occupy the key of the guest's own cancel forever.
    if (err.status === 404) return { status: err.status, body, replayed: false }
    const ins = await pool.query(
      `INSERT INTO hotel_engine.idempotency_keys (endpoint, key, request_hash, response_status, response_body)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [endpoint, key, hash, err.status, JSON.stringify(body)],
    )
    if (ins.rowCount === 1) return { status: err.status, body, replayed: false }
  }
  const row = await stored(pool, endpoint, key)
  if (!row) throw new Error('idempotency key vanished')
  return replay(row, hash)
}
