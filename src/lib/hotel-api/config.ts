/**
 * Where and how the storefront reaches the hotel API v1 (spec §6, §7; docs/hotel-api.md).
 *
 * - `HOTEL_API_URL`: base URL; unset → the project's reference engine on this server
 *   (`http://127.0.0.1:${PORT}/hotel-api/v1`).
 * - `HOTEL_API_TOKEN`: the fixed bearer credential; `HOTEL_API_PREFIX_PROJECT`: the project prefix.
 * - `HOTEL_API_TRAILING_SLASH`: append `/` to paths (default on for the built-in engine, whose Next
 *   mount redirects slash-less paths; off for an external API).
 * - `HOTEL_API_PORTUGUESE`: the API answers `Header.Language` PT (contract 1.2; default on for the
 *   built-in engine, off for an external API, which Portuguese pages then ask in English).
 * Dev and test have working defaults; a production server requires HOTEL_API_TOKEN.
 */
import { env, type Env } from '../env'
export type HotelApiConfig = {
  baseUrl: string
  token: string
  prefixProject: string
  trailingSlash: boolean
  timeoutMs: number
  /** The API speaks Portuguese (contract 1.2; unset: it does); false: Portuguese pages ask in English. */
  portuguese?: boolean
  /**
   * The built-in engine on this server (no HOTEL_API_URL): its answers are asked for uncompressed —
   * the same process would gzip them and gunzip them again (up to 130 KB of JSON
   * per search, on the one thread that renders the pages).
   */
  loopback?: boolean
}

export const DEV_HOTEL_API_TOKEN = 'dev-hotel-api-token-not-for-production'

/** The built-in engine's admin credential outside production when HOTEL_ENGINE_ADMIN_TOKEN is unset. */
export const DEV_HOTEL_ENGINE_ADMIN_TOKEN = 'dev-hotel-engine-admin-token'

/** Where the storefront reaches the built-in engine's admin endpoints (PUT /admin/taxes). */
export type EngineAdminConfig = { baseUrl: string; token: string; timeoutMs: number }

/**
 * The built-in reference engine's admin endpoints on this server, or null when `HOTEL_API_URL` points
 * at an external hotel API (which has no such endpoint: its quotes carry its own taxes).
 * @throws Error when a production server has no HOTEL_ENGINE_ADMIN_TOKEN
 */
export function engineAdminConfig(e: Pick<Env, 'HOTEL_API_URL' | 'HOTEL_ENGINE_ADMIN_TOKEN' | 'HOTEL_API_TIMEOUT_MS' | 'PORT' | 'NODE_ENV'> = env): EngineAdminConfig | null {
  if (e.HOTEL_API_URL) return null
  const token = e.HOTEL_ENGINE_ADMIN_TOKEN || (e.NODE_ENV === 'production' ? '' : DEV_HOTEL_ENGINE_ADMIN_TOKEN)
  if (!token) throw new Error('HOTEL_ENGINE_ADMIN_TOKEN is required in production for the built-in hotel engine')
  return { baseUrl: `http://127.0.0.1:${e.PORT}/hotel-api/v1`, token, timeoutMs: e.HOTEL_API_TIMEOUT_MS }
}

/** @throws Error when a production server has no HOTEL_API_TOKEN */
export function hotelApiConfig(
  e: Pick<Env, 'HOTEL_API_URL' | 'HOTEL_API_TOKEN' | 'HOTEL_API_PREFIX_PROJECT' | 'HOTEL_API_TRAILING_SLASH' | 'HOTEL_API_PORTUGUESE' | 'HOTEL_API_TIMEOUT_MS' | 'PORT' | 'NODE_ENV'> = env,
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
    portuguese: e.HOTEL_API_PORTUGUESE ? e.HOTEL_API_PORTUGUESE === 'true' : !external,
    loopback: !external,
  }
}
