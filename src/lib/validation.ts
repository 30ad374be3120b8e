/**
 * Field errors of a failed zod parse, the one helper every form uses: the first
 * issue's message per top-level field (`form` for an issue without a path). Messages are dictionary
 * keys or codes the form's language turns into text.
 */
import type { z } from 'zod'

/** `{ email: 'emailInvalid', … }`: field → the first issue's message. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message
  return out
}
