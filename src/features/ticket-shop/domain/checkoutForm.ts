/**
 * The ticket checkout form (issue #5 "Checkout and after"): one zod schema for the server action.
 * Error messages are dictionary keys under `booking.guest.errors` (shared with the hotel flow's guest
 * form) so each language shows its own text; the values are kept by the page on error.
 * Instalments: 1 (single payment) or the interest-free months a bank offers, up to 12 (spec §9).
 */
import { z } from 'zod'
import { installmentOptions, MAX_INSTALLMENT_MONTHS } from '../../checkout/payments/installments'

export { installmentOptions, MAX_INSTALLMENT_MONTHS }

export const checkoutFormSchema = z.object({
  checkoutId: z.string().trim().min(1, 'SESSION_EXPIRED').max(100, 'SESSION_EXPIRED'),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}$/, 'SESSION_EXPIRED'),
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
  methodCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2,10}$/, 'methodRequired'),
  installments: z.coerce.number().int().min(1).max(MAX_INSTALLMENT_MONTHS).optional().catch(undefined),
  acceptTerms: z.literal('on', { error: 'termsRequired' }),
})

export type CheckoutForm = z.infer<typeof checkoutFormSchema>

/** Field → error key (first issue per field) from a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    out[field] ??= issue.message
  }
  return out
}
