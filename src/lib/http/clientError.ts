/**
 * Turns an error a framework handler throws for bad input (Payload's `APIError` with a 4xx status,
 * e.g. "Invalid JSON") into that 4xx response, in GraphQL's error shape (`{ errors: [{ message }] }`).
 * Anything else (5xx, unknown errors) is rethrown: a real failure stays a failure. Bad input never
 * becomes a 500.
 * @throws the error itself when it is not a client error
 */
export function clientErrorAsResponse(err: unknown): Response {
  const status = (err as { status?: unknown })?.status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = err instanceof Error && err.message ? err.message : 'Bad request'
    return new Response(JSON.stringify({ errors: [{ message, extensions: { statusCode: status } }] }), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })
  }
  throw err
}
