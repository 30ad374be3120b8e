/**
 * Guest and payment form of step 2 BOOK: one zod schema used by the form (to show
 * errors) and the server action (to enforce): the checkouts' contact and payment-choice fields
 * (src/features/checkout/domain/contactForm.ts) plus the arrival notes and the deposit choice.
 * Error messages are dictionary keys under `booking.errors` so each language shows its own text.
 */
import { z } from 'zod'
import { contactFields, paymentChoiceFields } from '../../checkout/domain/contactForm'

export const GuestFormSchema = z.object({
  ...contactFields,
  notes: z.string().trim().max(500, 'tooLong').optional().default(''),
  methodCode: paymentChoiceFields.methodCode,
  // the deposit ('on') or the full amount ('off') when the rates take a deposit; absent = the full amount
  partialPayment: z.enum(['on', 'off']).optional(),
  acceptTerms: paymentChoiceFields.acceptTerms,
})

export type GuestForm = z.infer<typeof GuestFormSchema>
