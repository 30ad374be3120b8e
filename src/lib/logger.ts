/**
 * Structured JSON logging (architecture §5): one line per event on stderr with application, level,
 * message and context (method, URL, origin, request, response when known).
 *
 * Every line goes through one redaction rule, {@link redactPersonalData}, before it is written: guests'
 * and customers' personal data never reach the logs (GDPR / LFPDPPP data minimisation), whatever a
 * caller passes — a hotel API request body with the guest, a URL with `?Email=`, an error text
 * quoting an address.
 */
type Level = 'info' | 'warn' | 'error'

const APPLICATION = 'hxa-storefront'

/** Keys whose values are personal data, compared lower-cased without `_`/`-` (FirstName, first_name…). */
const PERSONAL_KEYS = new Set([
  'email',
  'guestemail',
  'firstname',
  'lastname',
  'fullname',
  'guestname',
  'holdername',
  'cardholder',
  'phone',
  'phonenumber',
  'telephone',
  'mobile',
  'comments',
  'comment',
  'address',
  'street',
  'birthdate',
  'passport',
  'document',
])
/** An email address inside any text. */
const EMAIL_IN_TEXT = /[^\s@"'<>(),;:/?&=]+@[^\s@"'<>(),;:/?&=]+\.[A-Za-z]{2,}/g
/** A personal query parameter of a URL (`?Email=ana%40…`, `&phone=…`): the value, encoded or not. */
const PERSONAL_PARAM = /([?&](?:e-?mail|guest_?email|first_?name|last_?name|full_?name|phone|telephone|mobile|comments?)=)[^&#\s"']*/gi
export const REDACTED = '[redacted]'

const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''))

/**
 * The value with personal data replaced by `[redacted]`: the value of every personal key (email,
 * names, phone, comments, address… in any casing: the hotel API's `Guest.Email`, a form's `email`),
 * every email address inside a text, and personal query parameters of URLs. Objects and arrays are
 * copied (the caller's value is untouched), to a depth of 8; cycles end as `[circular]`. Never throws.
 */
export function redactPersonalData(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return value.replace(PERSONAL_PARAM, `$1${REDACTED}`).replace(EMAIL_IN_TEXT, REDACTED)
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Error) return redactPersonalData(`${value.name}: ${value.message}`, depth, seen)
  if (value instanceof Date) return value
  if (seen.has(value)) return '[circular]'
  if (depth >= 8) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((v) => redactPersonalData(v, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = isPersonalKey(k) && v !== null && v !== undefined && v !== '' ? REDACTED : redactPersonalData(v, depth + 1, seen)
  return out
}

function write(level: Level, message: string, context: Record<string, unknown> = {}) {
  const safe = redactPersonalData(context) as Record<string, unknown>
  const line = JSON.stringify({ time: new Date().toISOString(), level, application: APPLICATION, message: redactPersonalData(message), ...safe })
  if (level === 'info') process.stdout.write(line + '\n')
  else process.stderr.write(line + '\n')
}

export const logger = {
  info: (message: string, context?: Record<string, unknown>) => write('info', message, context),
  warn: (message: string, context?: Record<string, unknown>) => write('warn', message, context),
  error: (message: string, context?: Record<string, unknown>) => write('error', message, context),
}
