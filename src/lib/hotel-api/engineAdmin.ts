/**
 * The storefront's side of the built-in reference engine's admin endpoint `PUT /admin/taxes`
 * (docs/hotel-api.md "Taxes", contract 1.1): the CMS is where staff keep each
 * hotel's taxes and fees, and the engine, a separate context reached only over HTTP, gets them from
 * here to itemize its quotes. Not part of the hotel API a real provider offers: with an external
 * `HOTEL_API_URL` there is no admin endpoint (`engineAdminConfig()` is null) and nothing is sent.
 */
import { withDeadline } from '../http/deadline'
import { logger } from '../logger'
import { engineAdminConfig, type EngineAdminConfig } from './config'
import { HotelApiError } from './client'
import { ErrorBodyWire } from './wire'

/** A tax or fee as the CMS keeps it (storefront terms; the wire's names stay in this file). */
export type TaxRuleInput = {
  code: string
  name: { es: string; en: string; pt?: string }
  kind: 'percent' | 'perRoomNight' | 'perStay'
  /** percent of the net room rate (kind `percent`) */
  percent?: number | null
  /** fixed amount in the hotel's price currency (the other kinds), decimal */
  amount?: number | null
  /** true: part of the published rate; false: charged on top of it */
  included: boolean
}

const KIND = { percent: 'PERCENT', perRoomNight: 'PER_ROOM_NIGHT', perStay: 'PER_STAY' } as const

/** The body of `PUT /admin/taxes` for a hotel (numeric property code) and its rules, in order. */
export function taxRulesBody(hotelCode: string | number, rules: readonly TaxRuleInput[]) {
  return {
    HotelCode: String(hotelCode),
    Taxes: rules.map((r) => ({
      Code: r.code.trim().toUpperCase(),
      Name: { ES: r.name.es, EN: r.name.en || r.name.es, ...(r.name.pt ? { PT: r.name.pt } : {}) },
      Kind: KIND[r.kind],
      ...(r.kind === 'percent' ? { Percent: r.percent ?? 0 } : { Amount: r.amount ?? 0 }),
      Included: r.included,
    })),
  }
}

/**
 * Replaces a hotel's taxes and fees in the built-in engine.
 * @param config the engine's admin endpoint (default: this server's, from env); null → nothing is sent
 * @returns 'sent', or 'skipped' with an external hotel API
 * @throws HotelApiError with the engine's code (400 VALIDATION_ERROR, 404 HOTEL_NOT_FOUND, …) or
 *   NETWORK_ERROR when the engine cannot be reached
 */
export async function putEngineTaxRules(hotelCode: string | number, rules: readonly TaxRuleInput[], config: EngineAdminConfig | null = engineAdminConfig()): Promise<'sent' | 'skipped'> {
  if (!config) return 'skipped'
  const url = `${config.baseUrl.replace(/\/+$/, '')}/admin/taxes/`
  const body = taxRulesBody(hotelCode, rules)
  let res: { status: number; ok: boolean; text: string }
  try {
    res = await withDeadline(config.timeoutMs, async (signal) => {
      const r = await fetch(url, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        cache: 'no-store',
        signal,
      })
      return { status: r.status, ok: r.ok, text: await r.text() }
    })
  } catch (err) {
    logger.error('hotel engine tax rules not sent', { url, error: String(err) })
    throw new HotelApiError('NETWORK_ERROR', 'The hotel engine could not be reached', 0, { method: 'PUT', url })
  }
  if (res.status === 204 || res.ok) return 'sent'
  const text = res.text
  let parsed: ReturnType<typeof ErrorBodyWire.safeParse> | null = null
  try {
    parsed = ErrorBodyWire.safeParse(JSON.parse(text))
  } catch {
    parsed = null
  }
  const e = parsed?.success ? parsed.data.Error : { Code: `HTTP_${res.status}`, Message: text.slice(0, 200), Details: undefined }
  logger.error('hotel engine refused tax rules', { url, status: res.status, request: body, response: parsed?.success ? parsed.data : text.slice(0, 2000) })
  throw new HotelApiError(e.Code, e.Message, res.status, { method: 'PUT', url, details: e.Details })
}
