/**
 * The internal status token (`INTERNAL_STATUS_TOKEN`, env schema): a request that presents it as
 * `Authorization: Bearer <token>` gets the detail of `/readyz/` (error texts, pending migration names,
 * the dependencies' state). Unset → no request gets the detail. Server only.
 */
import { timingSafeEqual } from 'node:crypto'
import { env } from '../env'

/**
 * Constant-time check of an `Authorization` header against INTERNAL_STATUS_TOKEN.
 * @param authorization the raw header value (null when absent)
 * @param token the expected token (default: the env schema's; undefined = none configured → false)
 */
export function isInternalStatusRequest(authorization: string | null, token: string | undefined = env.INTERNAL_STATUS_TOKEN): boolean {
  if (!token || !authorization) return false
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  if (!m) return false
  const a = Buffer.from(m[1])
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}
