/**
 * The contact and payment-choice fields both checkouts ask for (one contact schema;
 * spec §3 guest data): name, email, phone and country, the payment method and the terms. The hotel's
 * guest form (`GuestFormSchema`) and the shop's checkout form (`checkoutFormSchema`) extend these with
 * their own fields. Error messages are dictionary keys under `booking.guest.errors`, so each language
 * shows its own text. The method code is only shaped here (2–10 capitals: a card's apiCode or a
 * financing code like `UPUSD`); each flow then checks it is one it offers for the currency.
 */
import { z } from 'zod'

export const contactFields = {
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
}

export const paymentChoiceFields = {
  methodCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2,10}$/, 'methodRequired'),
  acceptTerms: z.literal('on', { error: 'termsRequired' }),
}
