/**
 * Error and notice texts of the engine in ES and EN, and PT for the notices a traveller reads (EN
 * otherwise; design/hotel-api-v1.md: `Header.Language` selects texts and error messages; PT is
 * contract 1.2, docs/hotel-api.md). The spec's exact messages (spec §5, §8) are used verbatim:
 * LAST_ROOM_TAKEN, LOW_STOCK, MIN_STAY_NOT_MET and PROMO_INVALID. The storefront words the codes it
 * shows its visitors in its own catalogue (`hotelMessages`, es/en/pt); tests/unit/hotel-messages-parity.test.ts
 * holds the ES, EN and PT texts of those codes here equal to its es, en and pt.
 */

/** A request's language: Spanish, English or Portuguese (contract 1.2, docs/hotel-api.md). */
export type Lang = 'ES' | 'EN' | 'PT'

/** A text in every language of the API (room, rate, tax names): PT is the English text where none is written. */
export type Texts = { ES: string; EN: string; PT: string }

/** `Texts` from a row's columns: an empty or missing Portuguese text falls back to the English one. */
export function texts(es: string, en: string, pt?: string | null): Texts {
  return { ES: es, EN: en, PT: pt ? pt : en }
}

/** Every code has ES and EN; PT where it is written, EN otherwise. */
type Catalog = Record<string, { ES: string; EN: string; PT?: string }>

const catalog = {
  // spec §8 "Room"
  LAST_ROOM_TAKEN: {
    ES: 'La última habitación disponible se ha reservado. Por favor, elige fechas alternativas para tu reserva o una categoría distinta.',
    EN: 'The last available room has been reserved. Please choose alternative dates for your booking or a different category.',
    PT: 'O último quarto disponível acabou de ser reservado. Escolha outras datas para sua reserva ou uma categoria diferente.',
  },
  LOW_STOCK: { ES: 'Solo quedan {quantity} habitaciones', EN: 'Only {quantity} rooms left', PT: 'Restam apenas {quantity} quartos' },
  // the same notice for one room, in the singular
  LOW_STOCK_ONE: { ES: 'Solo queda 1 habitación', EN: 'Only 1 room left', PT: 'Resta apenas 1 quarto' },
  // spec §8 "Calendar"
  MIN_STAY_NOT_MET: { ES: 'Estancia mínima {nights} noches', EN: 'Minimum stay {nights} nights', PT: 'Estadia mínima de {nights} noites' },
  // spec §5 "Promo code"
  PROMO_INVALID: { ES: 'Código promocional no válido', EN: 'Invalid promotional code', PT: 'Código promocional inválido' },
  PROMO_APPLIED: { ES: 'Código promocional aplicado', EN: 'Promotional code applied', PT: 'Código promocional aplicado' },
  PROMO_EXPIRED: { ES: 'El código promocional ha expirado', EN: 'The promotional code has expired', PT: 'O código promocional expirou' },
  PROMO_NOT_APPLICABLE: {
    ES: 'El código promocional no aplica a esta estancia o habitación',
    EN: 'The promotional code does not apply to this stay or room',
    PT: 'O código promocional não se aplica a esta estadia ou quarto',
  },
  PROMO_EXHAUSTED: { ES: 'El código promocional ya no tiene usos disponibles', EN: 'The promotional code has no uses left', PT: 'O código promocional não tem mais usos disponíveis' },
  MAX_STAY_EXCEEDED: { ES: 'Estancia máxima {nights} noches', EN: 'Maximum stay {nights} nights', PT: 'Estadia máxima de {nights} noites' },
  CLOSED_TO_ARRIVAL: { ES: 'No se permiten llegadas en la fecha elegida', EN: 'Arrival is not allowed on the selected date', PT: 'Não são permitidas chegadas na data escolhida' },
  CLOSED_TO_DEPARTURE: { ES: 'No se permiten salidas en la fecha elegida', EN: 'Departure is not allowed on the selected date', PT: 'Não são permitidas saídas na data escolhida' },
  CLOSED: { ES: 'Habitación no disponible en las fechas elegidas', EN: 'Room not available on the selected dates' },
  NO_AVAILABILITY: {
    ES: 'No hay disponibilidad para las fechas seleccionadas',
    EN: 'There is no availability for the selected dates',
    PT: 'Não há disponibilidade para as datas selecionadas',
  },
  NO_RATE: { ES: 'Tarifa no disponible para la ocupación elegida', EN: 'Rate not available for the selected occupancy', PT: 'Tarifa indisponível para a ocupação escolhida' },
  OCCUPANCY_EXCEEDED: {
    ES: 'La ocupación elegida excede la capacidad de la habitación',
    EN: 'The selected occupancy exceeds the room capacity',
    PT: 'A ocupação escolhida excede a capacidade do quarto',
  },
  VALIDATION_ERROR: { ES: 'La solicitud contiene datos no válidos', EN: 'The request contains invalid data' },
  CHECKIN_IN_PAST: { ES: 'La fecha de llegada no puede estar en el pasado', EN: 'The check-in date cannot be in the past', PT: 'A data de chegada não pode estar no passado' },
  UNAUTHORIZED: { ES: 'Credencial no válida', EN: 'Invalid credential' },
  FORBIDDEN: { ES: 'Acceso denegado', EN: 'Access denied' },
  ROUTE_NOT_FOUND: { ES: 'Recurso no encontrado', EN: 'Resource not found' },
  METHOD_NOT_ALLOWED: { ES: 'Método no permitido', EN: 'Method not allowed' },
  PAYLOAD_TOO_LARGE: { ES: 'La solicitud es demasiado grande', EN: 'The request is too large' },
  HOTEL_NOT_FOUND: { ES: 'Hotel no encontrado', EN: 'Hotel not found' },
  SESSION_NOT_FOUND: { ES: 'Sesión de reserva no encontrada', EN: 'Booking session not found' },
  SESSION_EXPIRED: { ES: 'La sesión de reserva ha expirado', EN: 'The booking session has expired' },
  SESSION_NOT_OPEN: { ES: 'La sesión de reserva ya no admite cambios', EN: 'The booking session can no longer be changed' },
  VERSION_CONFLICT: {
    ES: 'La reserva fue modificada en otra ventana; recarga para continuar',
    EN: 'The booking was changed elsewhere; reload to continue',
  },
  ROOMS_REQUIRED: { ES: 'Elige una habitación y una tarifa para cada habitación', EN: 'Choose a room and a rate for every room' },
  PARTIAL_PAYMENT_NOT_ALLOWED: {
    ES: 'El pago parcial no está disponible para esta tarifa o fecha de llegada',
    EN: 'Partial payment is not available for this rate or arrival date',
  },
  RESERVATION_NOT_FOUND: { ES: 'Reserva no encontrada', EN: 'Reservation not found' },
  PAYMENT_AMOUNT_MISMATCH: {
    ES: 'El importe autorizado no coincide con el importe de la reserva',
    EN: 'The authorized amount does not match the booking amount',
  },
  PAYMENT_REFERENCE_USED: { ES: 'La referencia de pago ya fue utilizada', EN: 'The payment reference was already used' },
  SESSION_ALREADY_CONFIRMED: { ES: 'Esta sesión ya tiene una reserva confirmada', EN: 'This session already has a confirmed reservation' },
  IDEMPOTENCY_KEY_REQUIRED: { ES: 'Falta el encabezado Idempotency-Key', EN: 'The Idempotency-Key header is required' },
  IDEMPOTENCY_KEY_REUSED: {
    ES: 'La clave de idempotencia ya se usó con otra solicitud',
    EN: 'The idempotency key was already used with a different request',
  },
  ALREADY_CANCELLED: { ES: 'La reserva ya está cancelada', EN: 'The reservation is already cancelled' },
  CANCEL_NOT_ALLOWED: { ES: 'Esta reserva no admite cancelación', EN: 'This reservation cannot be cancelled' },
  INTERNAL_ERROR: { ES: 'Error interno', EN: 'Internal Error' },
} satisfies Catalog

export type MessageCode = keyof typeof catalog

/** True when `code` has a text in the catalog. */
export function hasMessage(code: string): code is MessageCode {
  return Object.hasOwn(catalog, code)
}

/**
 * The text of `code` in `lang`, with `{name}` placeholders replaced from `params`
 * (`message('LOW_STOCK', 'EN', {quantity: 2})` → 'Only 2 rooms left').
 */
export function message(code: MessageCode, lang: Lang, params: Record<string, string | number> = {}): string {
  const texts: { ES: string; EN: string; PT?: string } = catalog[code]
  return (texts[lang] ?? texts.EN).replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole))
}

/**
 * The low-stock notice for `quantity` rooms left (spec §5 'Only {quantity} rooms left'), agreeing in
 * number: one room → 'Only 1 room left' / 'Solo queda 1 habitación'.
 */
export function lowStockMessage(quantity: number, lang: Lang): string {
  return quantity === 1 ? message('LOW_STOCK_ONE', lang) : message('LOW_STOCK', lang, { quantity })
}

/**
 * The language of a request: `Header.Language` of the body, else `?Language=`, else the first ES/EN/PT
 * of Accept-Language; EN when none (spec §2: unknown languages give en).
 */
export function pickLanguage(bodyLanguage: unknown, queryLanguage: string | null, acceptLanguage: string | null): Lang {
  for (const v of [bodyLanguage, queryLanguage]) {
    if (typeof v === 'string') {
      const up = v.trim().toUpperCase()
      if (up === 'ES' || up === 'EN' || up === 'PT') return up
    }
  }
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
      if (tag === 'es') return 'ES'
      if (tag === 'en') return 'EN'
      if (tag === 'pt') return 'PT'
    }
  }
  return 'EN'
}
