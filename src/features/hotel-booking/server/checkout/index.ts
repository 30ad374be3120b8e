/**
 * The production hotel checkout: the hotel API client, the configured payment provider, the cached
 * CMS reads, the maintenance flag of the site settings (read fresh: `moneyClosedMessage`), the caller's hold budget, the storefront's
 * database (attempts, owed confirmations, owed captures) and the crash points. Built per call (cheap:
 * closures over process-wide pools and clients).
 */
import { getBanks, getHotels, getPaymentMethods } from '../../../../cms/reads/reference'
import { crashPoint } from '../../../../lib/crashPoints'
import { HotelApiClient } from '../../../../lib/hotel-api'
import { allowHold } from '../../../../lib/holdLimits'
import { paymentProvider } from '../../../checkout/payments'
import { storefrontPool } from '../../../../lib/db'
import { moneyClosedMessage } from '../../../checkout/server/maintenance'
import { insertOwedConfirmation } from '../owedConfirmation'
import { bookingAttempts } from './attempts'
import { createHotelCheckout, type HotelCheckout } from './service'

/** The checkout with production parts. */
export function hotelCheckout(): HotelCheckout {
  return createHotelCheckout({
    engine: new HotelApiClient(),
    payments: paymentProvider,
    paymentMethods: (lang) => getPaymentMethods(lang),
    banks: (lang) => getBanks(lang),
    hotels: async () => (await getHotels()).map((h) => ({ code: h.code, propertyCode: h.propertyCode, channel: h.channel, clientId: h.clientId })),
    maintenance: moneyClosedMessage,
    allowHold: () => allowHold('hotel-hold'),
    attempts: bookingAttempts(storefrontPool),
    recordOwedConfirmation: (code, email, locale) => insertOwedConfirmation(storefrontPool(), code, email, locale),
    paymentsDb: storefrontPool,
    crash: crashPoint,
  })
}

export { createHotelCheckout, type BookInput, type BookOutcome, type HotelCheckoutDeps } from './service'
export { bookingAttempts, resolveOpenAttempts } from './attempts'
