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
export type HotelApiConfig = { baseUrl: string; token: string; prefixProject: string; trailingSlash: boolean; timeoutMs: number }

export const DEV_HOTEL_API_TOKEN = 'dev-hotel-api-token-not-for-production'

/** @throws Error when a production server has no HOTEL_API_TOKEN */
export function hotelApiConfig(env: NodeJS.ProcessEnv = process.env): HotelApiConfig {
  const external = Boolean(env.HOTEL_API_URL)
  const baseUrl = (env.HOTEL_API_URL || `http://127.0.0.1:${env.PORT || 3000}/hotel-api/v1`).replace(/\/+$/, '')
  const token = env.HOTEL_API_TOKEN || (env.NODE_ENV === 'production' && external ? '' : DEV_HOTEL_API_TOKEN)
  if (!token) throw new Error('HOTEL_API_TOKEN is required when HOTEL_API_URL points at an external API')
  return {
    baseUrl,
    token,
    prefixProject: env.HOTEL_API_PREFIX_PROJECT || 'HXA',
    trailingSlash: env.HOTEL_API_TRAILING_SLASH ? env.HOTEL_API_TRAILING_SLASH === 'true' : !external,
    timeoutMs: Number(env.HOTEL_API_TIMEOUT_MS || 10_000),
  }
}
