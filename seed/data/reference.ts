// Reference data for the hotel booking site (Mexico), its visible texts in es, en and pt (Brazilian Portuguese).
// Pure data module: no imports, no helpers.

// Source: spec section 9 (currencies).
export type SeedCurrency = {
  id: number
  name: { es: string; en: string; pt: string }
  symbol: string
  isoNumber: string
  isoCode: string
  presentationSymbol: string
  flag: string
  position: 'I' | 'D'
  decimalSeparator: string
  thousandSeparator: string
  decimals: number
  rateToUsd: number
}

// Source: spec section 9 (currencies; rates are approximate mid-market units per 1 USD).
export const seedCurrencies: SeedCurrency[] = [
  {
    id: 1,
    name: { es: 'Dólar estadounidense', en: 'US dollar', pt: 'Dólar americano' },
    symbol: '$',
    isoNumber: '840',
    isoCode: 'USD',
    presentationSymbol: 'US$',
    flag: '🇺🇸',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 1,
  },
  {
    id: 2,
    name: { es: 'Peso mexicano', en: 'Mexican peso', pt: 'Peso mexicano' },
    symbol: '$',
    isoNumber: '484',
    isoCode: 'MXN',
    presentationSymbol: 'MX$',
    flag: '🇲🇽',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 18.5,
  },
  {
    id: 3,
    name: { es: 'Dólar canadiense', en: 'Canadian dollar', pt: 'Dólar canadense' },
    symbol: '$',
    isoNumber: '124',
    isoCode: 'CAD',
    presentationSymbol: 'CA$',
    flag: '🇨🇦',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 1.37,
  },
  {
    id: 4,
    name: { es: 'Euro', en: 'Euro', pt: 'Euro' },
    symbol: '€',
    isoNumber: '978',
    isoCode: 'EUR',
    presentationSymbol: '€',
    flag: '🇪🇺',
    position: 'D',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimals: 2,
    rateToUsd: 0.86,
  },
  {
    id: 5,
    name: { es: 'Peso colombiano', en: 'Colombian peso', pt: 'Peso colombiano' },
    symbol: '$',
    isoNumber: '170',
    isoCode: 'COP',
    presentationSymbol: 'COL$',
    flag: '🇨🇴',
    position: 'I',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimals: 2,
    rateToUsd: 4000,
  },
  {
    id: 6,
    name: { es: 'Quetzal guatemalteco', en: 'Guatemalan quetzal', pt: 'Quetzal guatemalteco' },
    symbol: 'Q',
    isoNumber: '320',
    isoCode: 'GTQ',
    presentationSymbol: 'Q',
    flag: '🇬🇹',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 7.67,
  },
  {
    id: 7,
    name: { es: 'Libra esterlina', en: 'Pound sterling', pt: 'Libra esterlina' },
    symbol: '£',
    isoNumber: '826',
    isoCode: 'GBP',
    presentationSymbol: '£',
    flag: '🇬🇧',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 0.74,
  },
  {
    id: 8,
    name: { es: 'Peso argentino', en: 'Argentine peso', pt: 'Peso argentino' },
    symbol: '$',
    isoNumber: '032',
    isoCode: 'ARS',
    presentationSymbol: 'ARS$',
    flag: '🇦🇷',
    position: 'I',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimals: 2,
    rateToUsd: 1500,
  },
  {
    id: 9,
    name: { es: 'Peso chileno', en: 'Chilean peso', pt: 'Peso chileno' },
    symbol: '$',
    isoNumber: '152',
    isoCode: 'CLP',
    presentationSymbol: 'CLP$',
    flag: '🇨🇱',
    position: 'I',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimals: 0,
    rateToUsd: 940,
  },
  {
    id: 10,
    name: { es: 'Sol peruano', en: 'Peruvian sol', pt: 'Sol peruano' },
    symbol: 'S/',
    isoNumber: '604',
    isoCode: 'PEN',
    presentationSymbol: 'S/',
    flag: '🇵🇪',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 3.55,
  },
  {
    id: 11,
    name: { es: 'Peso uruguayo', en: 'Uruguayan peso', pt: 'Peso uruguaio' },
    symbol: '$',
    isoNumber: '858',
    isoCode: 'UYU',
    presentationSymbol: '$U',
    flag: '🇺🇾',
    position: 'I',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimals: 2,
    rateToUsd: 40,
  },
  {
    id: 12,
    name: { es: 'Colón costarricense', en: 'Costa Rican colón', pt: 'Colón costarriquenho' },
    symbol: '₡',
    isoNumber: '188',
    isoCode: 'CRC',
    presentationSymbol: '₡',
    flag: '🇨🇷',
    position: 'I',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimals: 2,
    rateToUsd: 505,
  },
  {
    id: 13,
    name: { es: 'Rublo ruso', en: 'Russian ruble', pt: 'Rublo russo' },
    symbol: '₽',
    isoNumber: '643',
    isoCode: 'RUB',
    presentationSymbol: '₽',
    flag: '🇷🇺',
    position: 'D',
    decimalSeparator: ',',
    thousandSeparator: '\u00a0',
    decimals: 2,
    rateToUsd: 80,
  },
  {
    id: 14,
    name: { es: 'Dólar australiano', en: 'Australian dollar', pt: 'Dólar australiano' },
    symbol: '$',
    isoNumber: '036',
    isoCode: 'AUD',
    presentationSymbol: 'A$',
    flag: '🇦🇺',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 1.52,
  },
  {
    id: 15,
    name: { es: 'Yuan chino', en: 'Chinese yuan', pt: 'Yuan chinês' },
    symbol: '¥',
    isoNumber: '156',
    isoCode: 'CNY',
    presentationSymbol: 'CN¥',
    flag: '🇨🇳',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 2,
    rateToUsd: 7.15,
  },
  {
    id: 16,
    name: { es: 'Yen japonés', en: 'Japanese yen', pt: 'Iene japonês' },
    symbol: '¥',
    isoNumber: '392',
    isoCode: 'JPY',
    presentationSymbol: '¥',
    flag: '🇯🇵',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 0,
    rateToUsd: 150,
  },
  {
    id: 17,
    name: { es: 'Won surcoreano', en: 'South Korean won', pt: 'Won sul-coreano' },
    symbol: '₩',
    isoNumber: '410',
    isoCode: 'KRW',
    presentationSymbol: '₩',
    flag: '🇰🇷',
    position: 'I',
    decimalSeparator: '.',
    thousandSeparator: ',',
    decimals: 0,
    rateToUsd: 1400,
  },
]

// Source: spec section 9 (payment methods).
export type SeedPaymentMethod = {
  apiCode: 'VI' | 'MC' | 'AX' | 'PP' | 'DN' | 'DS' | 'JC' | 'CB' | 'UP'
  name: { es: string; en: string; pt: string }
  kind: 'card' | 'wallet' | 'financing'
  currencies: string[]
  languages: ('es' | 'en')[]
  upCodes?: { currency: string; code: string }[]
}

// Source: spec section 9 (payment methods per currency and language).
export const seedPaymentMethods: SeedPaymentMethod[] = [
  {
    apiCode: 'VI',
    name: { es: 'Visa', en: 'Visa', pt: 'Visa' },
    kind: 'card',
    currencies: ['USD', 'MXN', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'MC',
    name: { es: 'Mastercard', en: 'Mastercard', pt: 'Mastercard' },
    kind: 'card',
    currencies: ['USD', 'MXN', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'AX',
    name: { es: 'American Express', en: 'American Express', pt: 'American Express' },
    kind: 'card',
    currencies: ['USD', 'MXN', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'DN',
    name: { es: 'Diners Club', en: 'Diners Club', pt: 'Diners Club' },
    kind: 'card',
    currencies: ['USD', 'MXN', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'DS',
    name: { es: 'Discover', en: 'Discover', pt: 'Discover' },
    kind: 'card',
    currencies: ['USD', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'JC',
    name: { es: 'JCB', en: 'JCB', pt: 'JCB' },
    kind: 'card',
    currencies: ['USD', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'CB',
    name: { es: 'Carte Bleue', en: 'Carte Bleue', pt: 'Carte Bleue' },
    kind: 'card',
    currencies: ['EUR'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'PP',
    name: { es: 'PayPal', en: 'PayPal', pt: 'PayPal' },
    kind: 'wallet',
    currencies: ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'JPY'],
    languages: ['es', 'en'],
  },
  {
    apiCode: 'UP',
    name: { es: 'Paga mensualmente', en: 'Pay monthly', pt: 'Pague mensalmente' },
    kind: 'financing',
    currencies: ['USD', 'CAD'],
    languages: ['en'],
    upCodes: [
      { currency: 'USD', code: 'UPUSD' },
      { currency: 'CAD', code: 'UPCAD' },
    ],
  },
]

// Source: spec section 9 (currency → payment method apiCodes, order VI, MC, AX, DN, DS, JC, CB, PP, UP).
export const methodsByCurrency: Record<string, string[]> = {
  USD: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'PP', 'UP'],
  MXN: ['VI', 'MC', 'AX', 'DN'],
  CAD: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'PP', 'UP'],
  EUR: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'CB', 'PP'],
  COP: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  GTQ: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  GBP: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'PP'],
  ARS: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  CLP: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  PEN: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  UYU: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  CRC: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  RUB: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  AUD: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'PP'],
  CNY: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  JPY: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'PP'],
  KRW: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
}

// Source: spec section 9 (banks offering "Meses sin intereses").
export type SeedBank = {
  id: number
  name: string
  description: { es: string; en: string; pt: string }
  msiBreakdown: number[]
}

// Source: spec section 9 (banks and their interest-free instalment months).
export const seedBanks: SeedBank[] = [
  {
    id: 1,
    name: 'BBVA México',
    description: {
      es: 'Paga tu reservación a 3, 6, 9 o 12 meses sin intereses con tarjetas de crédito BBVA México.',
      en: 'Pay for your booking in 3, 6, 9 or 12 interest-free monthly instalments with BBVA México credit cards.',
      pt: 'Pague sua reserva em 3, 6, 9 ou 12 parcelas mensais sem juros com cartões de crédito BBVA México.',
    },
    msiBreakdown: [3, 6, 9, 12],
  },
  {
    id: 2,
    name: 'Banamex',
    description: {
      es: 'Aprovecha hasta 15 meses sin intereses con tarjetas de crédito Banamex.',
      en: 'Enjoy up to 15 interest-free monthly instalments with Banamex credit cards.',
      pt: 'Aproveite até 15 parcelas mensais sem juros com cartões de crédito Banamex.',
    },
    msiBreakdown: [3, 6, 9, 12, 15],
  },
  {
    id: 3,
    name: 'Santander',
    description: {
      es: 'Difiere tu pago a 3, 6, 9 o 12 meses sin intereses con tarjetas de crédito Santander.',
      en: 'Spread your payment over 3, 6, 9 or 12 interest-free months with Santander credit cards.',
      pt: 'Divida seu pagamento em 3, 6, 9 ou 12 parcelas sem juros com cartões de crédito Santander.',
    },
    msiBreakdown: [3, 6, 9, 12],
  },
  {
    id: 4,
    name: 'Banorte',
    description: {
      es: 'Paga hasta 13 meses sin intereses con tarjetas de crédito Banorte.',
      en: 'Pay in up to 13 interest-free monthly instalments with Banorte credit cards.',
      pt: 'Pague em até 13 parcelas mensais sem juros com cartões de crédito Banorte.',
    },
    msiBreakdown: [3, 6, 9, 12, 13],
  },
  {
    id: 5,
    name: 'HSBC',
    description: {
      es: 'Reserva ahora y paga a 3, 6, 9 o 12 meses sin intereses con tarjetas de crédito HSBC.',
      en: 'Book now and pay in 3, 6, 9 or 12 interest-free monthly instalments with HSBC credit cards.',
      pt: 'Reserve agora e pague em 3, 6, 9 ou 12 parcelas mensais sem juros com cartões de crédito HSBC.',
    },
    msiBreakdown: [3, 6, 9, 12],
  },
  {
    id: 6,
    name: 'Scotiabank',
    description: {
      es: 'Obtén 3, 6 o 9 meses sin intereses con tarjetas de crédito Scotiabank.',
      en: 'Get 3, 6 or 9 interest-free monthly instalments with Scotiabank credit cards.',
      pt: 'Parcele em 3, 6 ou 9 vezes sem juros com cartões de crédito Scotiabank.',
    },
    msiBreakdown: [3, 6, 9],
  },
  {
    id: 7,
    name: 'Inbursa',
    description: {
      es: 'Paga tu estancia a 3, 6, 9 o 12 meses sin intereses con tarjetas de crédito Inbursa.',
      en: 'Pay for your stay in 3, 6, 9 or 12 interest-free monthly instalments with Inbursa credit cards.',
      pt: 'Pague sua estadia em 3, 6, 9 ou 12 parcelas mensais sem juros com cartões de crédito Inbursa.',
    },
    msiBreakdown: [3, 6, 9, 12],
  },
  {
    id: 8,
    name: 'Banregio',
    description: {
      es: 'Disfruta de 3 o 6 meses sin intereses con tarjetas de crédito Banregio.',
      en: 'Enjoy 3 or 6 interest-free monthly instalments with Banregio credit cards.',
      pt: 'Aproveite 3 ou 6 parcelas mensais sem juros com cartões de crédito Banregio.',
    },
    msiBreakdown: [3, 6],
  },
  {
    id: 9,
    name: 'Afirme',
    description: {
      es: 'Difiere tu compra a 3 o 6 meses sin intereses con tarjetas de crédito Afirme.',
      en: 'Spread your purchase over 3 or 6 interest-free months with Afirme credit cards.',
      pt: 'Divida sua compra em 3 ou 6 parcelas sem juros com cartões de crédito Afirme.',
    },
    msiBreakdown: [3, 6],
  },
  {
    id: 10,
    name: 'American Express (Mexico)',
    description: {
      es: 'Paga a 3, 6, 9 o 12 meses sin intereses con tarjetas American Express emitidas en México.',
      en: 'Pay in 3, 6, 9 or 12 interest-free monthly instalments with American Express cards issued in Mexico.',
      pt: 'Pague em 3, 6, 9 ou 12 parcelas mensais sem juros com cartões American Express emitidos no México.',
    },
    msiBreakdown: [3, 6, 9, 12],
  },
]

// Source: spec section 4 (hotels).
export type SeedHotel = {
  code: 'HXA' | 'HXM' | 'LCDLP'
  name: string
  propertyCode: number
  brand: string
  domain: string
  flowId: number
  channel: number
  clientId: number
  isDefault: boolean
  timezone: string
  /** demo addresses of the fictional hotels; check-in/out in hotel time */
  address: string
  checkInTime: string
  checkOutTime: string
}

// Source: spec section 4 (hotels).
export const seedHotels: SeedHotel[] = [
  {
    code: 'HXA',
    name: 'Hotel Arte',
    propertyCode: 31453,
    brand: 'Grupo Arte Resorts',
    domain: 'hotelarte.example',
    flowId: 1,
    channel: 94,
    clientId: 0,
    isDefault: true,
    timezone: 'America/Cancun',
    address: 'Carretera Federal 307 km 282, Playa del Carmen, Quintana Roo, México',
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  {
    code: 'HXM',
    name: 'Hotel México',
    propertyCode: 74213,
    brand: 'Grupo Arte Resorts',
    domain: 'hotelmexico.example',
    flowId: 2,
    channel: 94,
    clientId: 0,
    isDefault: false,
    timezone: 'America/Cancun',
    address: 'Carretera Federal 307 km 250, Puerto Morelos, Quintana Roo, México',
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  {
    code: 'LCDLP',
    name: 'La Casa de la Playa',
    propertyCode: 79260,
    brand: 'Grupo Arte Resorts',
    domain: 'lacasadelaplaya.example',
    flowId: 3,
    channel: 94,
    clientId: 0,
    isDefault: false,
    timezone: 'America/Cancun',
    address: 'Avenida Rueda Medina 8, Isla Mujeres, Quintana Roo, México',
    checkInTime: '16:00',
    checkOutTime: '11:00',
  },
]

/**
 * A tax or fee of a hotel (issue #14 item 16): a percentage of the net room rate, or a fixed amount
 * (in the hotel's price currency, USD here) per room-night or per room per stay; included in the
 * published rate or added on top. The CMS (hotels `taxes`) and the engine (`hotel_engine.tax_rules`)
 * are seeded from this one list.
 */
export type SeedTaxRule = {
  code: string
  name: { es: string; en: string; pt: string }
  kind: 'percent' | 'perRoomNight' | 'perStay'
  percent?: number
  amount?: number
  included: boolean
}

/**
 * Mexican room rates carry IVA (VAT, 16 %, Ley del IVA art. 1) and the state lodging tax (ISH; 6 % in
 * Quintana Roo today — data, not code: a change of rate is a CMS edit). The seeded rates are
 * tax-inclusive, so both are `included`: the amounts charged do not change, the quote says how much
 * of them is tax.
 */
export const seedTaxRules: SeedTaxRule[] = [
  { code: 'IVA', name: { es: 'IVA', en: 'VAT (IVA)', pt: 'IVA (imposto sobre valor agregado)' }, kind: 'percent', percent: 16, included: true },
  { code: 'ISH', name: { es: 'ISH (impuesto sobre hospedaje)', en: 'State lodging tax (ISH)', pt: 'ISH (imposto estadual sobre hospedagem)' }, kind: 'percent', percent: 6, included: true },
]

/**
 * The hotels' note on what the price does not include (issue #14 item 16): Quintana Roo's visitor fee
 * (VISITAX) is a state duty each foreign visitor pays to the state online, not something a hotel
 * charges or collects, so it is stated, not priced (docs/hotel-api.md "Taxes").
 */
export const seedTaxNote: { es: string; en: string; pt: string } = {
  es: 'No incluye el VISITAX: el derecho de visitante de Quintana Roo que cada visitante extranjero paga directamente al estado en visitax.gob.mx antes de salir de Quintana Roo. El hotel no lo cobra.',
  en: 'Not included: VISITAX, the Quintana Roo visitor fee that each foreign visitor pays directly to the state at visitax.gob.mx before leaving Quintana Roo. The hotel does not collect it.',
  pt: 'Não inclui o VISITAX: a taxa de visitante de Quintana Roo que cada visitante estrangeiro paga diretamente ao estado em visitax.gob.mx antes de sair de Quintana Roo. O hotel não a cobra.',
}

// Source: spec section 4 (room categories).
export type SeedRoomCategory = {
  key: 'suites' | 'jrsuites' | 'swimup' | 'mrsuites'
  name: { es: string; en: string; pt: string }
  roomCodes: string[]
  hotelCodes: string[]
}

// Source: spec section 4 (room categories and room codes).
export const seedRoomCategories: SeedRoomCategory[] = [
  {
    key: 'suites',
    name: { es: 'Suites', en: 'Suites', pt: 'Suítes' },
    roomCodes: ['SW', 'OV', 'OW', 'OF', 'BF', 'GV', 'G5', 'RV', 'R2', 'R5', 'FW', 'FF', 'FA', 'PO', 'PR', 'PF'],
    hotelCodes: ['HXA', 'HXM', 'LCDLP'],
  },
  {
    key: 'jrsuites',
    name: { es: 'Junior Suites', en: 'Junior Suites', pt: 'Suítes Júnior' },
    roomCodes: ['JS', 'J2', 'J5'],
    hotelCodes: ['HXA', 'HXM', 'LCDLP'],
  },
  {
    key: 'swimup',
    name: { es: 'Swim Up', en: 'Swim Up', pt: 'Swim Up' },
    roomCodes: ['WG', 'WF', 'WD'],
    hotelCodes: ['HXA', 'HXM', 'LCDLP'],
  },
  {
    key: 'mrsuites',
    name: { es: 'Master Suites', en: 'Master Suites', pt: 'Suítes Master' },
    roomCodes: ['M1', 'M2', 'MW', 'MF', 'MO', 'MR', 'FG'],
    hotelCodes: ['HXA', 'HXM', 'LCDLP'],
  },
]

// Source: spec section 4 (unavailable products).
export type SeedUnavailableProduct = {
  productId: number
  message: { es: string; en: string; pt: string }
}

// Source: spec section 4 (unavailable products and their messages).
export const seedUnavailableProducts: SeedUnavailableProduct[] = [
  { productId: 2120, message: { es: 'Disponible en temporada de vacaciones de verano', en: 'Available during summer vacation season', pt: 'Disponível na temporada de férias de verão' } },
  { productId: 2117, message: { es: 'Disponible en temporada de vacaciones de verano', en: 'Available during summer vacation season', pt: 'Disponível na temporada de férias de verão' } },
  { productId: 2157, message: { es: 'Disponible en temporada de vacaciones de verano', en: 'Available during summer vacation season', pt: 'Disponível na temporada de férias de verão' } },
  { productId: 1893, message: { es: 'No disponible por el momento', en: 'Not currently available', pt: 'Indisponível no momento' } },
  { productId: 1894, message: { es: 'No disponible por el momento', en: 'Not currently available', pt: 'Indisponível no momento' } },
]
