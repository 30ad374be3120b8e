/**
 * The ticket checkout form: one zod schema for the server action —
 * the checkouts' contact and payment-choice fields (src/features/checkout/domain/contactForm.ts) plus
 * the checkout, its idempotency key and the instalments.
 * Error messages are dictionary keys under `booking.guest.errors` (shared with the hotel flow's guest
 * form) so each language shows its own text; the values are kept by the page on error.
 * Instalments: 1 (single payment) or the interest-free months a bank offers, up to 12 (spec §9).
 */
import { z } from 'zod'
import { contactFields, paymentChoiceFields } from '../../checkout/domain/contactForm'
import { installmentOptions, MAX_INSTALLMENT_MONTHS } from '../../checkout/payments/installments'

export { installmentOptions, MAX_INSTALLMENT_MONTHS }

export const checkoutFormSchema = z.object({
  checkoutId: z.string().trim().min(1, 'SESSION_EXPIRED').max(100, 'SESSION_EXPIRED'),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}$/, 'SESSION_EXPIRED'),
  ...contactFields,
  methodCode: paymentChoiceFields.methodCode,
  installments: z.coerce.number().int().min(1).max(MAX_INSTALLMENT_MONTHS).optional().catch(undefined),
  acceptTerms: paymentChoiceFields.acceptTerms,
})

export type CheckoutForm = z.infer<typeof checkoutFormSchema>
