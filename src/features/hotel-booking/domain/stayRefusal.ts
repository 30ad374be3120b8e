/**
 * Why a search found no rooms (issue #14 item 5; spec §8 Calendar): when the hotel API refuses the
 * stay itself — minimum or maximum stay, closed to arrival or departure — step 1 shows its reason
 * ('Estancia mínima 3 noches') instead of the generic 'no rooms', as the booking box does.
 */

/** The hotel API's stay-level refusal reasons (design/hotel-api-v1.md `Unavailable[].Reason`). */
export const STAY_REFUSALS = ['MIN_STAY_NOT_MET', 'MAX_STAY_EXCEEDED', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE'] as const

/**
 * The distinct messages (in the API's language, already localized) of the stay-level refusals of an
 * availability answer, in order; [] when the stay itself was not refused (sold out, closed rooms…).
 */
export function stayRefusalMessages(unavailable: readonly { reason: string; message: string }[]): string[] {
  const out: string[] = []
  for (const u of unavailable) if ((STAY_REFUSALS as readonly string[]).includes(u.reason) && u.message && !out.includes(u.message)) out.push(u.message)
  return out
}
