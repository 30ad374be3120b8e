/**
 * Which hotel a search targets (spec §1: HXA is the main flow; HXM and LCDLP configured; spec §9:
 * site code HXA, client id 0, channel 94, HXA property code 31453). Pure.
 */
export type HotelSetting = { code: string; name: string; propertyCode: number; channel: number; clientId: number; isDefault: boolean | null }

/**
 * The hotel for a `hotel` URL value (alias like HXA or numeric property code); unknown or missing
 * values give the default hotel.
 * @throws Error when no hotel is configured at all
 */
export function resolveHotel<H extends HotelSetting>(hotels: H[], requested: string | null): H {
  const want = requested?.toUpperCase()
  const found = want ? hotels.find((h) => h.code.toUpperCase() === want || String(h.propertyCode) === want) : undefined
  const chosen = found ?? hotels.find((h) => h.isDefault) ?? hotels[0]
  if (!chosen) throw new Error('no hotel is configured in the CMS')
  return chosen
}
