/**
 * Guest and payment form of step 2 BOOK (issue #4): one zod schema used by the form (to show
 * errors) and the server action (to enforce). Error messages are dictionary keys under
 * `booking.errors` so each language shows its own text.
 */
import { z } from 'zod'

export const GuestFormSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(100, 'tooLong'),
  lastName: z.string().trim().min(1, 'lastNameRequired').max(100, 'tooLong'),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'tooLong').pipe(z.email('emailInvalid')),
  phone: z
    .string()
    .trim()
    .min(1, 'phoneRequired')
    .max(40, 'tooLong')
    .regex(/^\+?[0-9 ()-]{7,}$/, 'phoneInvalid'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'countryRequired'),
  notes: z.string().trim().max(500, 'tooLong').optional().default(''),
  methodCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'methodRequired'),
  partialPayment: z.enum(['on']).optional(),
  acceptTerms: z.literal('on', { error: 'termsRequired' }),
})

export type GuestForm = z.infer<typeof GuestFormSchema>

/** Field → error key (first issue per field) from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    out[field] ??= issue.message
  }
  return out
}
