/**
 * The hotel API as a dependency (docs/deploy.md "Health"): whether it answers its booking
 * configuration for one hotel within a time limit. Shown on the ops dashboard and in the internal
 * detail of `/readyz/`; it never decides readiness — an instance whose hotel API is down still serves
 * the content pages, the shop and the accounts, and the hotel pages say availability could not be
 * loaded.
 */
import { timedCheck, type Check } from '../health/check'
import { HotelApiClient } from './client'

/**
 * Asks the hotel API for the booking configuration of `propertyCode` (the CMS hotel's numeric code).
 * Never throws. `propertyCode` null (no hotel in the CMS) → `{ ok: false, error }`.
 * @param timeoutMs the limit in milliseconds (default 3000)
 */
export async function hotelApiStatus(propertyCode: string | number | null, client: Pick<HotelApiClient, 'getBookingConfig'> = new HotelApiClient(), timeoutMs = 3000): Promise<Check> {
  if (propertyCode === null || propertyCode === '') return { ok: false, ms: 0, error: 'no hotel configured in the CMS' }
  const r = await timedCheck(() => client.getBookingConfig(propertyCode, 94, { pageUrl: 'storefront://status', language: 'en' }), timeoutMs)
  return { ok: r.ok, ms: r.ms, ...(r.error ? { error: r.error } : {}) }
}
