/**
 * Reference data of the hotel engine's seed (issue #3 "Data the seed loads"): three hotels (spec §9:
 * HXA = 31453, HXM = 74213, LCDLP = 79260), room types with the room codes of spec §9 grouped into the
 * four categories of `seedRoomCategories`, unit counts (some 1–3 so low stock and sold-out happen),
 * occupancy, rate plans with es/en/pt texts and policies, promo codes (names and texts in Spanish, English
 * and Brazilian Portuguese). Prices are USD per night.
 * Pure data: no imports beyond types.
 */

export type EngineSeedHotel = { code: string; alias: 'HXA' | 'HXM' | 'LCDLP'; name: string; lowStock: number }

export const engineHotels: EngineSeedHotel[] = [
  { code: '31453', alias: 'HXA', name: 'Hotel Arte', lowStock: 3 },
  { code: '74213', alias: 'HXM', name: 'Hotel México', lowStock: 3 },
  { code: '79260', alias: 'LCDLP', name: 'La Casa de la Playa', lowStock: 2 },
]

/** A room type: `units` per night, `base` = USD for 2 adults on a regular weeknight of the flexible rate. */
export type EngineSeedRoom = {
  hotel: string
  code: string
  es: string
  en: string
  /** the room type's name in Brazilian Portuguese */
  pt: string
  units: number
  base: number
  maxAdults: number
  maxChildren: number
  maxOccupancy: number
}

const r = (hotel: string, code: string, es: string, en: string, pt: string, units: number, base: number, occ: [number, number, number]): EngineSeedRoom => ({
  hotel,
  code,
  es,
  en,
  pt,
  units,
  base,
  maxAdults: occ[0],
  maxChildren: occ[1],
  maxOccupancy: occ[2],
})

const SUITE: [number, number, number] = [3, 2, 4]
const JUNIOR: [number, number, number] = [3, 2, 4]
const SWIM: [number, number, number] = [2, 1, 3]
const MASTER: [number, number, number] = [4, 3, 6]

export const engineRooms: EngineSeedRoom[] = [
  // HXA — Hotel Arte (the main booking flow, spec §1)
  r('31453', 'SW', 'Suite Vista Jardín', 'Garden View Suite', 'Suíte Vista Jardim', 14, 240, SUITE),
  r('31453', 'OV', 'Suite Vista al Mar', 'Ocean View Suite', 'Suíte Vista Mar', 8, 310, SUITE),
  r('31453', 'GV', 'Suite Gran Vista', 'Grand View Suite', 'Suíte Grande Vista', 6, 265, SUITE),
  r('31453', 'PR', 'Suite Privilege', 'Privilege Suite', 'Suíte Privilege', 2, 420, SUITE),
  r('31453', 'JS', 'Junior Suite', 'Junior Suite', 'Suíte Júnior', 10, 200, JUNIOR),
  r('31453', 'J2', 'Junior Suite Dos Camas', 'Junior Suite Two Beds', 'Suíte Júnior Duas Camas', 3, 215, JUNIOR),
  r('31453', 'WG', 'Swim Up Jardín', 'Swim Up Garden', 'Swim Up Jardim', 4, 380, SWIM),
  r('31453', 'WD', 'Swim Up Deluxe', 'Swim Up Deluxe', 'Swim Up Deluxe', 1, 450, SWIM),
  r('31453', 'M1', 'Master Suite', 'Master Suite', 'Suíte Master', 3, 520, MASTER),
  r('31453', 'MW', 'Master Suite Vista al Mar', 'Ocean View Master Suite', 'Suíte Master Vista Mar', 2, 610, MASTER),
  r('31453', 'FG', 'Master Suite Familiar Grand', 'Grand Family Master Suite', 'Suíte Master Família Grand', 1, 700, MASTER),
  // HXM — Hotel México
  r('74213', 'OW', 'Suite Frente al Mar', 'Oceanfront Suite', 'Suíte Frente ao Mar', 10, 230, SUITE),
  r('74213', 'OF', 'Suite Océano Familiar', 'Ocean Family Suite', 'Suíte Família Oceano', 6, 280, SUITE),
  r('74213', 'BF', 'Suite Frente a la Playa', 'Beachfront Suite', 'Suíte Frente à Praia', 4, 300, SUITE),
  r('74213', 'RV', 'Suite Vista al Río', 'River View Suite', 'Suíte Vista Rio', 5, 250, SUITE),
  r('74213', 'R2', 'Suite Río Dos Camas', 'River Suite Two Beds', 'Suíte Rio Duas Camas', 2, 270, SUITE),
  r('74213', 'J5', 'Junior Suite Superior', 'Superior Junior Suite', 'Suíte Júnior Superior', 8, 190, JUNIOR),
  r('74213', 'WF', 'Swim Up Familiar', 'Swim Up Family', 'Swim Up Família', 3, 360, SWIM),
  r('74213', 'M2', 'Master Suite Dos Niveles', 'Two-Level Master Suite', 'Suíte Master Dois Níveis', 2, 540, MASTER),
  r('74213', 'MO', 'Master Suite Océano', 'Ocean Master Suite', 'Suíte Master Oceano', 1, 650, MASTER),
  // LCDLP — La Casa de la Playa
  r('79260', 'FW', 'Suite Frente al Agua', 'Waterfront Suite', 'Suíte Frente à Água', 8, 260, SUITE),
  r('79260', 'FF', 'Suite Familiar', 'Family Suite', 'Suíte Família', 5, 290, SUITE),
  r('79260', 'FA', 'Suite Artesanal', 'Artisan Suite', 'Suíte Artesanal', 4, 275, SUITE),
  r('79260', 'PO', 'Suite con Piscina', 'Pool Suite', 'Suíte com Piscina', 2, 340, SUITE),
  r('79260', 'PF', 'Suite Piscina Familiar', 'Family Pool Suite', 'Suíte Família com Piscina', 1, 380, SUITE),
  r('79260', 'G5', 'Suite Jardín Superior', 'Superior Garden Suite', 'Suíte Jardim Superior', 6, 245, SUITE),
  r('79260', 'R5', 'Suite Río Superior', 'Superior River Suite', 'Suíte Rio Superior', 3, 255, SUITE),
  r('79260', 'WG', 'Swim Up Jardín', 'Swim Up Garden', 'Swim Up Jardim', 2, 390, SWIM),
  r('79260', 'MF', 'Master Suite Familiar', 'Family Master Suite', 'Suíte Master Família', 2, 560, MASTER),
  r('79260', 'MR', 'Master Suite Residencia', 'Residence Master Suite', 'Suíte Master Residência', 1, 600, MASTER),
]

/** A rate plan; `factor` multiplies the flexible price. Policies: see rate_plans columns. */
export type EngineSeedRate = {
  code: string
  factor: number
  name: { es: string; en: string; pt: string }
  desc: { es: string; en: string; pt: string }
  policies: { es: string; en: string; pt: string }
  legal: { es: string; en: string; pt: string }
  freeCancelDays: number | null
  cancelPenaltyNights: number
  depositPct: number | null
  partialMinDays: number
  balanceDueDays: number
  hotels: string[]
}

const LEGAL: { es: string; en: string; pt: string } = {
  es: 'Tarifas por habitación por noche en {currency}, impuestos incluidos. Sujeto a disponibilidad. El cargo aparecerá a nombre de Grupo Arte Resorts.',
  en: 'Rates per room per night in {currency}, taxes included. Subject to availability. The charge will appear under Grupo Arte Resorts.',
  pt: 'Tarifas por quarto por noite em {currency}, impostos incluídos. Sujeitas a disponibilidade. A cobrança aparecerá em nome de Grupo Arte Resorts.',
}

export const engineRates: EngineSeedRate[] = [
  {
    code: 'FLEX',
    factor: 1,
    name: { es: 'Tarifa Flexible', en: 'Flexible Rate', pt: 'Tarifa Flexível' },
    desc: { es: 'Todo incluido con cancelación gratuita.', en: 'All-fun-inclusive with free cancellation.', pt: 'All-Fun Inclusive com cancelamento gratuito.' },
    policies: {
      es: 'Cancelación gratuita hasta 3 días antes de la llegada. Después, o en caso de no presentarse, se cobra la primera noche.',
      en: 'Free cancellation up to 3 days before arrival. After that, or in case of no-show, the first night is charged.',
      pt: 'Cancelamento gratuito até 3 dias antes da chegada. Depois disso, ou em caso de não comparecimento, é cobrada a primeira diária.',
    },
    legal: LEGAL,
    freeCancelDays: 3,
    cancelPenaltyNights: 1,
    depositPct: null,
    partialMinDays: 0,
    balanceDueDays: 0,
    hotels: ['31453', '74213', '79260'],
  },
  {
    code: 'NR',
    factor: 0.85,
    name: { es: 'No Reembolsable', en: 'Non-Refundable', pt: 'Não Reembolsável' },
    desc: { es: 'El mejor precio, pago total al reservar.', en: 'Our best price, paid in full when booking.', pt: 'Nosso melhor preço, com pagamento integral na reserva.' },
    policies: {
      es: 'Esta tarifa no admite cambios ni cancelaciones; no hay reembolso.',
      en: 'This rate cannot be changed or cancelled; no refund.',
      pt: 'Esta tarifa não permite alterações nem cancelamentos; não há reembolso.',
    },
    legal: LEGAL,
    freeCancelDays: null,
    cancelPenaltyNights: 0,
    depositPct: null,
    partialMinDays: 0,
    balanceDueDays: 0,
    hotels: ['31453', '74213', '79260'],
  },
  {
    code: 'DEP',
    factor: 0.95,
    name: { es: 'Reserva con Depósito', en: 'Book with a Deposit', pt: 'Reserva com Depósito' },
    desc: {
      es: 'Reserva hoy con el 30 % y paga el resto antes de tu llegada.',
      en: 'Book today with 30 % and pay the rest before you arrive.',
      pt: 'Reserve hoje com 30 % e pague o restante antes da sua chegada.',
    },
    policies: {
      es: 'Pago parcial disponible para llegadas con 21 días o más de anticipación; el saldo vence 14 días antes de la llegada. Cancelación gratuita hasta 15 días antes; después se cobra la primera noche.',
      en: 'Partial payment available for arrivals 21 or more days ahead; the balance is due 14 days before arrival. Free cancellation up to 15 days before; after that the first night is charged.',
      pt: 'Pagamento parcial disponível para chegadas com 21 dias ou mais de antecedência; o saldo vence 14 dias antes da chegada. Cancelamento gratuito até 15 dias antes; depois disso, é cobrada a primeira diária.',
    },
    legal: LEGAL,
    freeCancelDays: 15,
    cancelPenaltyNights: 1,
    depositPct: 30,
    partialMinDays: 21,
    balanceDueDays: 14,
    hotels: ['31453', '79260'],
  },
]

/** Promo codes (issue #3: one valid, one expired, one for a single room category, one exhausted). Day offsets from the seed's `today`. */
export const enginePromos = [
  { code: 'BIENVENIDO15', hotel: '31453', pct: 15, stay: [0, 547], book: [-30, 365], category: null, maxUses: null, uses: 0, es: 'Bienvenida 15 %', en: 'Welcome 15 %', pt: 'Boas-vindas 15 %' },
  {
    code: 'VERANO2026',
    hotel: '31453',
    pct: 20,
    stay: [0, 300],
    book: [-200, -1],
    category: null,
    maxUses: null,
    uses: 0,
    es: 'Verano 20 % (vencido)',
    en: 'Summer 20 % (expired)',
    pt: 'Verão 20 % (expirado)',
  },
  { code: 'SWIMUP10', hotel: '31453', pct: 10, stay: [0, 547], book: [-10, 365], category: 'swimup', maxUses: null, uses: 0, es: 'Swim Up 10 %', en: 'Swim Up 10 %', pt: 'Swim Up 10 %' },
  {
    code: 'FLASH50',
    hotel: '31453',
    pct: 50,
    stay: [0, 547],
    book: [-10, 365],
    category: null,
    maxUses: 20,
    uses: 20,
    es: 'Flash 50 % (agotado)',
    en: 'Flash 50 % (used up)',
    pt: 'Flash 50 % (esgotado)',
  },
  { code: 'MEXICO10', hotel: '74213', pct: 10, stay: [0, 547], book: [-30, 365], category: null, maxUses: 500, uses: 12, es: 'México 10 %', en: 'Mexico 10 %', pt: 'México 10 %' },
  { code: 'PLAYA12', hotel: '79260', pct: 12, stay: [0, 547], book: [-30, 365], category: null, maxUses: null, uses: 0, es: 'Playa 12 %', en: 'Beach 12 %', pt: 'Praia 12 %' },
] as const
