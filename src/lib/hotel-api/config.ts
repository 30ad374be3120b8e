/**
 * Where and how the storefront reaches the hotel API v1 (spec §6, §7; docs/hotel-api.md).
 *
 * - `HOTEL_API_URL`: base URL; unset → the project's reference engine on this server
 *   (`http://127.0.0.1:${PORT}/hotel-api/v1`).
 * - `HOTEL_API_TOKEN`: the fixed bearer credential; `HOTEL_API_PREFIX_PROJECT`: the project prefix.
 * - `HOTEL_API_TRAILING_SLASH`: append `/` to paths (default on for the built-in engine, whose Next
 *   mount redirects slash-less paths; off for an external API).
 * Dev and test have working defaults; a production server requires HOTEL_API_TOKEN.
 */
import { env, type Env } from '../env'
export type HotelApiConfig = { baseUrl: string; token: string; prefixProject: string; trailingSlash: boolean; timeoutMs: number }

export const DEV_HOTEL_API_TOKEN = 'dev-hotel-api-token-not-for-production'

/** @throws Error when a production server has no HOTEL_API_TOKEN */
export function hotelApiConfig(
  e: Pick<Env, 'HOTEL_API_URL' | 'HOTEL_API_TOKEN' | 'HOTEL_API_PREFIX_PROJECT' | 'HOTEL_API_TRAILING_SLASH' | 'HOTEL_API_TIMEOUT_MS' | 'PORT' | 'NODE_ENV'> = env,
): HotelApiConfig {
  const external = Boolean(e.HOTEL_API_URL)
  const baseUrl = (e.HOTEL_API_URL || `http://127.0.0.1:${e.PORT}/hotel-api/v1`).replace(/\/+$/, '')
  const token = e.HOTEL_API_TOKEN || (e.NODE_ENV === 'production' && external ? '' : DEV_HOTEL_API_TOKEN)
  if (!token) throw new Error('HOTEL_API_TOKEN is required when HOTEL_API_URL points at an external API')
  return {
    baseUrl,
    token,
    prefixProject: e.HOTEL_API_PREFIX_PROJECT,
    trailingSlash: e.HOTEL_API_TRAILING_SLASH ? e.HOTEL_API_TRAILING_SLASH === 'true' : !external,
    timeoutMs: e.HOTEL_API_TIMEOUT_MS,
  }
}
