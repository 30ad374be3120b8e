/**
 * The ticket shop's seed catalogue (issue #5 "Seed a realistic catalog"; spec §4, §9). Prices in USD
 * cents; images are the demo photos of seed/data/media.ts (generated, no network), with static SVGs
 * under /public/shop as the fallback paths. Names are the group's fictional
 * parks and tours.
 *
 * What the issue asks for, and where it is:
 * - the five unavailable ids 2120, 2117, 2157, 1893, 1894 (messages: `unavailable-products`);
 * - parks, tours, the Isla Mujeres ferry (hourly from 9 a.m., route choice, infants 0–5) 3011;
 * - a catamaran 3012; an optional activity that needs a park admission 3013 (parks 3001/3002);
 * - a product sold in multiples of 2 (3014); the zip-line with its limits (3015);
 * - the snorkel deposit 10 USD (3016); one park at $44.99 basic (3001) / $112.49 all-inclusive (3002);
 * - an English-language tour with 50% child discount (3010); a park with a 6–11 child band (3002);
 * - a product with a small capacity per schedule (3020, 6 seats at 10:00 and 12:00).
 */
import { ZIP_LINE_LIMITS, SNORKEL_DEPOSIT_USD } from '../../src/features/ticket-shop/domain/catalog'

/** A visible text in the shop's three languages: Spanish, English and Brazilian Portuguese (all required). */
type L = { es: string; en: string; pt: string }
/** A language a product or complement is written in. */
export type ShopLocale = 'es' | 'en' | 'pt'
/** A product's URL slug: Spanish and English only; Portuguese pages use the English slug (under /pt/). */
type Slug = { es: string; en: string }

export type SeedComplement = {
  id: number
  idUpgrade?: number
  name: L
  nameUpgrade?: L
  businessUnit: string
  businessUnitCode: string
  img: string
  code: string
  price: number | null
  priceUpgrade?: number
  infoDetails: L
  kind: 'transport' | 'food' | 'photo-pass'
  pricing: 'perPerson' | 'perBooking'
}

export type SeedProduct = {
  id: number
  sortOrder: number
  name: L
  slug: Slug
  shortDescription: L
  description: L
  image: { src: string; media: string; alt: L }
  kind: 'park' | 'tour' | 'ferry' | 'catamaran' | 'activity'
  businessUnitCode: string
  basePricesUsd?: { adult: number | null; minor?: number | null }
  childDiscountPct?: number
  childAgeBand?: { min?: number; max?: number }
  infantFreeMaxAge?: number
  minimumAge?: number
  visitorsMultipleOf?: number
  requiresParkAdmission?: boolean
  admissionProductIds?: number[]
  openTicket?: boolean
  presaleMode?: 'default' | 'custom' | 'none'
  schedules?: { scheduleId: string; time: string; dailyCapacity: number | null }[]
  dailyCapacity?: number | null
  ferryRoutes?: { routeId: string; name: L; adultUsd: number | null; minorUsd?: number | null }[]
  physicalLimits?: { minHeightCm?: number | null; maxHeightCm?: number | null; minWeightKg?: number | null; maxWeightKg?: number | null }
  deposit?: { amountUsd: number; per: 'person' | 'booking'; label: L }
  addOns?: number[]
}

export const seedComplements: SeedComplement[] = [
  {
    id: 51,
    idUpgrade: 52,
    name: { es: 'Transporte desde Cancún', en: 'Transportation from Cancun', pt: 'Transporte saindo de Cancún' },
    nameUpgrade: { es: 'Transporte premium desde Cancún', en: 'Premium transportation from Cancun', pt: 'Transporte premium saindo de Cancún' },
    businessUnit: 'Parques',
    businessUnitCode: 'XC',
    img: '/shop/addon-transport.svg',
    code: 'TR-CUN',
    price: 2000,
    priceUpgrade: 3500,
    infoDetails: {
      es: 'Viaje redondo desde la zona hotelera de Cancún. Recogida a las 7:00 en Plaza La Isla (Blvd. Kukulcán km 12.5); regreso al cierre del parque.',
      en: 'Round trip from the Cancun hotel zone. Pickup at 7:00 at Plaza La Isla (Blvd. Kukulcán km 12.5); back at park closing.',
      pt: 'Ida e volta a partir da zona hoteleira de Cancún. Embarque às 7:00 na Plaza La Isla (Blvd. Kukulcán km 12.5); retorno no horário de fechamento do parque.',
    },
    kind: 'transport',
    pricing: 'perPerson',
  },
  {
    id: 53,
    name: { es: 'Comida buffet', en: 'Buffet lunch', pt: 'Almoço buffet' },
    businessUnit: 'Parques',
    businessUnitCode: 'XC',
    img: '/shop/addon-food.svg',
    code: 'FD-BUF',
    price: 2500,
    infoDetails: { es: 'Buffet con bebidas incluidas.', en: 'Buffet with drinks included.', pt: 'Buffet com bebidas incluídas.' },
    kind: 'food',
    pricing: 'perPerson',
  },
  {
    id: 54,
    name: { es: 'Paquete de fotos', en: 'Photo pass', pt: 'Pacote de fotos' },
    businessUnit: 'Parques',
    businessUnitCode: 'XC',
    img: '/shop/addon-photo.svg',
    code: 'PH-PASS',
    price: 3999,
    infoDetails: { es: 'Todas las fotos de tu visita en digital.', en: 'All the photos of your visit, digital.', pt: 'Todas as fotos da sua visita, em formato digital.' },
    kind: 'photo-pass',
    pricing: 'perBooking',
  },
  {
    id: 55,
    name: { es: 'Traslado al muelle', en: 'Transfer to the pier', pt: 'Traslado até o píer' },
    businessUnit: 'Ferry',
    businessUnitCode: 'XON',
    img: '/shop/addon-transport.svg',
    code: 'TR-PIER',
    price: 1000,
    infoDetails: {
      es: 'Hasta Puerto Juárez. Salida a las 8:15 desde Plaza La Isla (Blvd. Kukulcán km 12.5).',
      en: 'To Puerto Juárez. Leaves at 8:15 from Plaza La Isla (Blvd. Kukulcán km 12.5).',
      pt: 'Até Puerto Juárez. Saída às 8:15 da Plaza La Isla (Blvd. Kukulcán km 12.5).',
    },
    kind: 'transport',
    pricing: 'perPerson',
  },
]

/** A product's image: the demo photo `shop-{file}` of seed/data/media.ts, with the static SVG as the fallback path. */
const img = (file: string, es: string, en: string, pt: string) => ({ src: `/shop/${file}.svg`, media: `shop-${file}`, alt: { es, en, pt } })
const desc = (es: string, en: string, pt: string): L => ({ es, en, pt })

export const seedProducts: SeedProduct[] = [
  // ── the five unavailable products of spec §4 ──
  {
    id: 2120,
    sortOrder: 90,
    name: { es: 'Parque Caleta', en: 'Caleta Park', pt: 'Parque Caleta' },
    slug: { es: 'parque-caleta', en: 'caleta-park' },
    shortDescription: desc('Playa, ríos y cultura en un solo día.', 'Beach, rivers and culture in one day.', 'Praia, rios e cultura em um só dia.'),
    description: desc('Un día completo entre ríos subterráneos y playa.', 'A full day of underground rivers and beach.', 'Um dia inteiro entre rios subterrâneos e praia.'),
    image: img('caleta', 'Playa del Parque Caleta', 'Caleta Park beach', 'Praia do Parque Caleta'),
    kind: 'park',
    businessUnitCode: 'XC',
    basePricesUsd: { adult: 9999 },
    childDiscountPct: 25,
  },
  {
    id: 2117,
    sortOrder: 91,
    name: { es: 'Caleta Noche', en: 'Caleta by Night', pt: 'Caleta à Noite' },
    slug: { es: 'caleta-noche', en: 'caleta-by-night' },
    shortDescription: desc('Espectáculo nocturno y cena.', 'Night show and dinner.', 'Show noturno e jantar.'),
    description: desc('Un espectáculo de noche con cena.', 'A night show with dinner.', 'Um show noturno com jantar.'),
    image: img('caleta-noche', 'Espectáculo nocturno', 'Night show', 'Show noturno'),
    kind: 'park',
    businessUnitCode: 'XH',
    basePricesUsd: { adult: 8999 },
    childDiscountPct: 25,
  },
  {
    id: 2157,
    sortOrder: 92,
    name: { es: 'Chichén Itzá al amanecer', en: 'Chichen Itza at Sunrise', pt: 'Chichen Itza ao amanhecer' },
    slug: { es: 'chichen-itza-amanecer', en: 'chichen-itza-sunrise' },
    shortDescription: desc('Llega antes que nadie a la pirámide.', 'Reach the pyramid before anyone else.', 'Chegue à pirâmide antes de todo mundo.'),
    description: desc('Tour temprano con desayuno.', 'Early tour with breakfast.', 'Passeio logo cedo, com café da manhã.'),
    image: img('chichen-amanecer', 'Pirámide al amanecer', 'Pyramid at sunrise', 'Pirâmide ao amanhecer'),
    kind: 'tour',
    businessUnitCode: 'XT',
    basePricesUsd: { adult: 12900 },
    childDiscountPct: 25,
  },
  {
    id: 1893,
    sortOrder: 93,
    name: { es: 'Nado con delfines', en: 'Swim with Dolphins', pt: 'Nado com golfinhos' },
    slug: { es: 'nado-con-delfines', en: 'swim-with-dolphins' },
    shortDescription: desc('Una experiencia en la laguna.', 'An experience in the lagoon.', 'Uma experiência na lagoa.'),
    description: desc('Nado guiado en la laguna.', 'Guided swim in the lagoon.', 'Nado guiado na lagoa.'),
    image: img('delfines', 'Laguna', 'Lagoon', 'Lagoa'),
    kind: 'activity',
    businessUnitCode: 'XS',
    basePricesUsd: { adult: 14900 },
  },
  {
    id: 1894,
    sortOrder: 94,
    name: { es: 'Cenotes nocturnos', en: 'Cenotes by Night', pt: 'Cenotes à noite' },
    slug: { es: 'cenotes-nocturnos', en: 'cenotes-by-night' },
    shortDescription: desc('Cenotes iluminados de noche.', 'Cenotes lit at night.', 'Cenotes iluminados à noite.'),
    description: desc('Recorrido nocturno por tres cenotes.', 'Night tour of three cenotes.', 'Passeio noturno por três cenotes.'),
    image: img('cenotes-nocturno', 'Cenote de noche', 'Cenote at night', 'Cenote à noite'),
    kind: 'tour',
    businessUnitCode: 'XN',
    basePricesUsd: { adult: 9900 },
  },

  // ── parks ──
  {
    id: 3001,
    sortOrder: 1,
    name: { es: 'Parque Arte Selva', en: 'Arte Selva Park', pt: 'Parque Arte Selva' },
    slug: { es: 'parque-arte-selva', en: 'arte-selva-park' },
    shortDescription: desc('Selva, ríos y cenotes. Entrada básica.', 'Jungle, rivers and cenotes. Basic admission.', 'Selva, rios e cenotes. Ingresso básico.'),
    description: desc(
      'Entrada básica al parque: ríos subterráneos, cenotes y senderos en la selva.\n\nNiños de 5 a 11 años con 25% de descuento; infantes de 0 a 4 años entran gratis.',
      'Basic park admission: underground rivers, cenotes and jungle trails.\n\nChildren 5–11 get 25% off; infants 0–4 enter free.',
      'Ingresso básico ao parque: rios subterrâneos, cenotes e trilhas na selva.\n\nCrianças de 5 a 11 anos têm 25% de desconto; crianças de 0 a 4 anos entram grátis.',
    ),
    image: img('arte-selva', 'Río en la selva', 'Jungle river', 'Rio na selva'),
    kind: 'park',
    businessUnitCode: 'XC',
    basePricesUsd: { adult: 4499 },
    childDiscountPct: 25,
    dailyCapacity: 400,
    openTicket: true,
    addOns: [51, 53, 54],
  },
  {
    id: 3002,
    sortOrder: 2,
    name: { es: 'Parque Arte Selva Todo Incluido', en: 'Arte Selva Park All-Inclusive', pt: 'Parque Arte Selva Tudo Incluído' },
    slug: { es: 'parque-arte-selva-todo-incluido', en: 'arte-selva-park-all-inclusive' },
    shortDescription: desc('La entrada con comida, bebidas y equipo.', 'Admission with food, drinks and gear.', 'O ingresso com comida, bebidas e equipamento.'),
    description: desc(
      'Todo incluido: buffet, bebidas, equipo de snorkel y casilleros.\n\nNiños de 6 a 11 años con 25% de descuento; infantes de 0 a 5 años gratis.',
      'All-inclusive: buffet, drinks, snorkel gear and lockers.\n\nChildren 6–11 get 25% off; infants 0–5 free.',
      'Tudo incluído: buffet, bebidas, equipamento de snorkel e armários.\n\nCrianças de 6 a 11 anos têm 25% de desconto; crianças de 0 a 5 anos não pagam.',
    ),
    image: img('arte-selva-plus', 'Parque todo incluido', 'All-inclusive park', 'Parque tudo incluído'),
    kind: 'park',
    businessUnitCode: 'XC',
    basePricesUsd: { adult: 11249 },
    childDiscountPct: 25,
    childAgeBand: { min: 6, max: 11 },
    dailyCapacity: 300,
    openTicket: true,
    addOns: [51, 54],
  },
  {
    id: 3003,
    sortOrder: 3,
    name: { es: 'Parque Caleta Azul', en: 'Caleta Azul Park', pt: 'Parque Caleta Azul' },
    slug: { es: 'parque-caleta-azul', en: 'caleta-azul-park' },
    shortDescription: desc('La caleta natural más grande para snorkel.', 'The largest natural inlet for snorkeling.', 'A maior enseada natural para snorkel.'),
    description: desc('Snorkel, tirolesas y tubos en la caleta.', 'Snorkeling, zip-lines and tubing in the inlet.', 'Snorkel, tirolesas e descida de boia na enseada.'),
    image: img('caleta-azul', 'Caleta de agua turquesa', 'Turquoise inlet', 'Enseada de águas turquesa'),
    kind: 'park',
    businessUnitCode: 'XH',
    basePricesUsd: { adult: 8999 },
    childDiscountPct: 25,
    dailyCapacity: 500,
    addOns: [51, 53],
  },
  {
    id: 3004,
    sortOrder: 4,
    name: { es: 'Parque Subterráneo', en: 'Underground Park', pt: 'Parque Subterrâneo' },
    slug: { es: 'parque-subterraneo', en: 'underground-park' },
    shortDescription: desc(
      'Ríos subterráneos y anfibios. Edad mínima 5 años.',
      'Underground rivers and amphibious vehicles. Minimum age 5.',
      'Rios subterrâneos e veículos anfíbios. Idade mínima: 5 anos.',
    ),
    description: desc('Aventura bajo tierra. Edad mínima 5 años.', 'Adventure underground. Minimum age 5 years.', 'Aventura debaixo da terra. Idade mínima: 5 anos.'),
    image: img('subterraneo', 'Caverna', 'Cavern', 'Caverna'),
    kind: 'park',
    businessUnitCode: 'XP',
    basePricesUsd: { adult: 9999 },
    childDiscountPct: 25,
    minimumAge: 5,
    dailyCapacity: 250,
  },
  {
    id: 3005,
    sortOrder: 5,
    name: { es: 'Parque de los Sentidos', en: 'Park of the Senses', pt: 'Parque dos Sentidos' },
    slug: { es: 'parque-de-los-sentidos', en: 'park-of-the-senses' },
    shortDescription: desc('Un recorrido para despertar los sentidos.', 'A trail that awakens the senses.', 'Um percurso que desperta os sentidos.'),
    description: desc('Recorrido sensorial.', 'Sensory trail.', 'Percurso sensorial.'),
    image: img('sentidos', 'Sendero', 'Trail', 'Trilha'),
    kind: 'park',
    businessUnitCode: 'XS',
    basePricesUsd: { adult: 6999 },
    dailyCapacity: 200,
  },
  {
    id: 3006,
    sortOrder: 6,
    name: { es: 'Parque Río Secreto', en: 'Secret River Park', pt: 'Parque Rio Secreto' },
    slug: { es: 'parque-rio-secreto', en: 'secret-river-park' },
    shortDescription: desc('Un río subterráneo entre estalactitas.', 'An underground river among stalactites.', 'Um rio subterrâneo entre estalactites.'),
    description: desc('Recorrido a pie y a nado por un río subterráneo.', 'A walk and swim along an underground river.', 'Percurso a pé e a nado por um rio subterrâneo.'),
    image: img('rio-secreto', 'Río subterráneo', 'Underground river', 'Rio subterrâneo'),
    kind: 'park',
    businessUnitCode: 'XV',
    basePricesUsd: { adult: 7999 },
    childDiscountPct: 25,
    dailyCapacity: 300,
  },

  // ── tours, ferry, catamaran, activities ──
  {
    id: 3010,
    sortOrder: 10,
    name: { es: 'Tour Chichén Itzá (en inglés)', en: 'Chichen Itza Tour (English-speaking)', pt: 'Passeio Chichen Itza (em inglês)' },
    slug: { es: 'tour-chichen-itza-ingles', en: 'chichen-itza-tour-english' },
    shortDescription: desc('Tour guiado en inglés. Niños 50% de descuento.', 'English-speaking guided tour. Children 50% off.', 'Passeio guiado em inglês. Crianças com 50% de desconto.'),
    description: desc('Guía en inglés, comida y cenote.', 'English-speaking guide, lunch and a cenote swim.', 'Guia que fala inglês, almoço e mergulho em um cenote.'),
    image: img('chichen-english', 'Pirámide de Chichén Itzá', 'Chichen Itza pyramid', 'Pirâmide de Chichen Itza'),
    kind: 'tour',
    businessUnitCode: 'XT',
    basePricesUsd: { adult: 10000 },
    childDiscountPct: 50,
    schedules: [{ scheduleId: '07:00', time: '07:00', dailyCapacity: 40 }],
  },
  {
    id: 3011,
    sortOrder: 11,
    name: { es: 'Ferry a Isla Mujeres', en: 'Isla Mujeres Ferry', pt: 'Ferry Isla Mujeres' },
    slug: { es: 'ferry-isla-mujeres', en: 'isla-mujeres-ferry' },
    shortDescription: desc(
      'Salidas cada hora desde las 9 a.m. Infantes de 0 a 5 gratis.',
      'Hourly departures from 9 a.m. Infants 0–5 free.',
      'Saídas a cada hora a partir das 9h. Crianças de 0 a 5 anos não pagam.',
    ),
    description: desc('Desde Puerto Juárez. Elige sencillo o viaje redondo.', 'From Puerto Juárez. Choose one way or round trip.', 'Saída de Puerto Juárez. Escolha só ida ou ida e volta.'),
    image: img('ferry', 'Ferry en el mar Caribe', 'Ferry on the Caribbean', 'Ferry no mar do Caribe'),
    kind: 'ferry',
    businessUnitCode: 'XON',
    infantFreeMaxAge: 5,
    childDiscountPct: 0,
    presaleMode: 'none',
    schedules: Array.from({ length: 9 }, (_, i) => {
      const t = `${String(9 + i).padStart(2, '0')}:00`
      return { scheduleId: t, time: t, dailyCapacity: 120 }
    }),
    ferryRoutes: [
      { routeId: 'one-way', name: { es: 'Sencillo Cancún → Isla Mujeres', en: 'One way Cancun → Isla Mujeres', pt: 'Só ida Cancún → Isla Mujeres' }, adultUsd: 1500, minorUsd: 1100 },
      { routeId: 'round-trip', name: { es: 'Viaje redondo Cancún ↔ Isla Mujeres', en: 'Round trip Cancun ↔ Isla Mujeres', pt: 'Ida e volta Cancún ↔ Isla Mujeres' }, adultUsd: 2500, minorUsd: 2000 },
    ],
    addOns: [55],
  },
  {
    id: 3012,
    sortOrder: 12,
    name: { es: 'Catamarán a Isla Mujeres', en: 'Isla Mujeres Catamaran', pt: 'Catamarã Isla Mujeres' },
    slug: { es: 'catamaran-isla-mujeres', en: 'isla-mujeres-catamaran' },
    shortDescription: desc('Navega, haz snorkel y come en la isla.', 'Sail, snorkel and have lunch on the island.', 'Navegue, faça snorkel e almoce na ilha.'),
    description: desc('Día completo en catamarán con barra libre.', 'Full day on a catamaran with open bar.', 'Dia inteiro de catamarã com open bar.'),
    image: img('catamaran', 'Catamarán', 'Catamaran', 'Catamarã'),
    kind: 'catamaran',
    businessUnitCode: 'XC',
    basePricesUsd: { adult: 8900, minor: 6000 },
    childDiscountPct: 25,
    schedules: [{ scheduleId: '09:30', time: '09:30', dailyCapacity: 60 }],
    addOns: [51, 53, 54],
  },
  {
    id: 3013,
    sortOrder: 13,
    name: { es: 'Nado con mantarrayas', en: 'Swim with Stingrays', pt: 'Nado com arraias' },
    slug: { es: 'nado-con-mantarrayas', en: 'swim-with-stingrays' },
    shortDescription: desc(
      'Actividad opcional: requiere entrada al Parque Arte Selva el mismo día.',
      'Optional activity: needs an Arte Selva Park admission on the same day.',
      'Atividade opcional: requer ingresso para o Parque Arte Selva no mesmo dia.',
    ),
    description: desc('Se realiza dentro del parque.', 'Takes place inside the park.', 'Realizada dentro do parque.'),
    image: img('mantarrayas', 'Mantarrayas', 'Stingrays', 'Arraias'),
    kind: 'activity',
    businessUnitCode: 'XC',
    basePricesUsd: { adult: 2999 },
    requiresParkAdmission: true,
    admissionProductIds: [3001, 3002],
    schedules: [
      { scheduleId: '11:00', time: '11:00', dailyCapacity: 30 },
      { scheduleId: '15:00', time: '15:00', dailyCapacity: 30 },
    ],
  },
  {
    id: 3014,
    sortOrder: 14,
    name: { es: 'Kayak en pareja', en: 'Tandem Kayak', pt: 'Caiaque duplo' },
    slug: { es: 'kayak-en-pareja', en: 'tandem-kayak' },
    shortDescription: desc('Kayaks dobles: se vende en múltiplos de 2 visitantes.', 'Double kayaks: sold in multiples of 2 visitors.', 'Caiaques duplos: vendidos em múltiplos de 2 visitantes.'),
    description: desc(
      'Recorrido de dos horas por el manglar.\n\nMenores de 5 a 16 años, siempre con un adulto en el kayak; adultos desde 17 años.',
      'Two-hour mangrove trip.\n\nMinors 5–16, always with an adult in the kayak; adults from 17.',
      'Passeio de duas horas pelo manguezal.\n\nMenores de 5 a 16 anos, sempre com um adulto no caiaque; adultos a partir de 17 anos.',
    ),
    image: img('kayak', 'Kayak', 'Kayak', 'Caiaque'),
    kind: 'tour',
    businessUnitCode: 'XPF',
    basePricesUsd: { adult: 5000 },
    // spec §9 "Minors 5-16 in one product": the one product whose minors band reaches 16
    childAgeBand: { min: 5, max: 16 },
    visitorsMultipleOf: 2,
    dailyCapacity: 40,
  },
  {
    id: 3015,
    sortOrder: 15,
    name: { es: 'Tirolesa Extrema', en: 'Extreme Zip-line', pt: 'Tirolesa Extrema' },
    slug: { es: 'tirolesa-extrema', en: 'extreme-zip-line' },
    shortDescription: desc('Estatura mínima 3.6 ft; peso 40–136 kg (88–300 lb).', 'Minimum height 3.6 ft; weight 40–136 kg (88–300 lb).', 'Altura mínima de 3.6 ft; peso de 40–136 kg (88–300 lb).'),
    description: desc('Doce tirolesas sobre la selva.', 'Twelve zip-lines over the jungle.', 'Doze tirolesas sobre a selva.'),
    image: img('tirolesa', 'Tirolesa', 'Zip-line', 'Tirolesa'),
    kind: 'tour',
    businessUnitCode: 'XV',
    basePricesUsd: { adult: 7900 },
    childDiscountPct: 25,
    minimumAge: 5,
    physicalLimits: { ...ZIP_LINE_LIMITS },
    schedules: [
      { scheduleId: '09:00', time: '09:00', dailyCapacity: 40 },
      { scheduleId: '14:00', time: '14:00', dailyCapacity: 40 },
    ],
  },
  {
    id: 3016,
    sortOrder: 16,
    name: { es: 'Snorkel en el arrecife', en: 'Reef Snorkeling', pt: 'Snorkel no recife' },
    slug: { es: 'snorkel-en-el-arrecife', en: 'reef-snorkeling' },
    shortDescription: desc('Incluye equipo con depósito reembolsable de 10 USD.', 'Gear included with a refundable 10 USD deposit.', 'Equipamento incluído, com depósito reembolsável de 10 USD.'),
    description: desc('Dos arrecifes con guía.', 'Two reefs with a guide.', 'Dois recifes com guia.'),
    image: img('snorkel', 'Arrecife', 'Reef', 'Recife'),
    kind: 'tour',
    businessUnitCode: 'XS',
    basePricesUsd: { adult: 6500 },
    childDiscountPct: 25,
    dailyCapacity: 80,
    deposit: { amountUsd: SNORKEL_DEPOSIT_USD, per: 'person', label: { es: 'Depósito del equipo de snorkel', en: 'Snorkel gear deposit', pt: 'Depósito do equipamento de snorkel' } },
  },
  {
    id: 3020,
    sortOrder: 20,
    name: { es: 'Cenote Secreto (grupos reducidos)', en: 'Secret Cenote (small groups)', pt: 'Cenote Secreto (grupos reduzidos)' },
    slug: { es: 'cenote-secreto', en: 'secret-cenote' },
    shortDescription: desc('Solo 6 lugares por salida.', 'Only 6 seats per departure.', 'Apenas 6 lugares por saída.'),
    description: desc('Un cenote poco visitado, en grupos de 6.', 'A rarely visited cenote, in groups of 6.', 'Um cenote pouco visitado, em grupos de 6.'),
    image: img('cenote-secreto', 'Cenote', 'Cenote', 'Cenote'),
    kind: 'tour',
    businessUnitCode: 'XN',
    basePricesUsd: { adult: 5900 },
    childDiscountPct: 25,
    schedules: [
      { scheduleId: '10:00', time: '10:00', dailyCapacity: 6 },
      { scheduleId: '12:00', time: '12:00', dailyCapacity: 6 },
    ],
  },
]

/** What a product includes and what to bring (issue #19 item 6), one item per line, by kind: demo texts editors refine per product. */
const INCLUDED: Record<string, L> = {
  park: {
    es: 'Entrada al parque\nActividades acuáticas y senderos\nChaleco salvavidas y equipo de snorkel\nCasilleros y regaderas',
    en: 'Park admission\nWater activities and trails\nLife jacket and snorkel gear\nLockers and showers',
    pt: 'Ingresso ao parque\nAtividades aquáticas e trilhas\nColete salva-vidas e equipamento de snorkel\nArmários e chuveiros',
  },
  tour: {
    es: 'Guía certificado\nEntradas a los sitios del recorrido\nAgua embotellada\nSeguro de viajero',
    en: 'Certified guide\nAdmission to the sites on the tour\nBottled water\nTravel insurance',
    pt: 'Guia credenciado\nIngressos para os locais do passeio\nÁgua mineral\nSeguro viagem',
  },
  ferry: {
    es: 'Viaje en ferry en la ruta elegida\nAsiento en cubierta cubierta\nEquipaje de mano',
    en: 'Ferry crossing on the chosen route\nA seat on the covered deck\nHand luggage',
    pt: 'Travessia de ferry na rota escolhida\nAssento no deck coberto\nBagagem de mão',
  },
  catamaran: {
    es: 'Navegación en catamarán\nBarra libre nacional a bordo\nParada de snorkel con equipo\nComida a bordo',
    en: 'Catamaran sailing\nOpen bar on board (local drinks)\nSnorkel stop with gear\nLunch on board',
    pt: 'Passeio de catamarã\nOpen bar a bordo (bebidas nacionais)\nParada para snorkel com equipamento\nAlmoço a bordo',
  },
  activity: {
    es: 'La actividad con instructor\nEquipo de seguridad\nFotos de recuerdo en el lugar',
    en: 'The activity with an instructor\nSafety equipment\nSouvenir photos on site',
    pt: 'A atividade com instrutor\nEquipamento de segurança\nFotos de lembrança no local',
  },
}
const BRING: Record<string, L> = {
  park: {
    es: 'Protector solar biodegradable\nTraje de baño y toalla\nIdentificación oficial',
    en: 'Biodegradable sunscreen\nSwimsuit and towel\nPhoto ID',
    pt: 'Protetor solar biodegradável\nRoupa de banho e toalha\nDocumento oficial com foto',
  },
  tour: {
    es: 'Ropa y calzado cómodos\nSombrero y protector solar biodegradable\nEfectivo para extras',
    en: 'Comfortable clothes and shoes\nHat and biodegradable sunscreen\nCash for extras',
    pt: 'Roupas e calçados confortáveis\nChapéu e protetor solar biodegradável\nDinheiro para extras',
  },
  ferry: {
    es: 'Identificación oficial\nTu boleto (impreso o en el teléfono)',
    en: 'Photo ID\nYour ticket (printed or on your phone)',
    pt: 'Documento oficial com foto\nSua passagem (impressa ou no celular)',
  },
  catamaran: {
    es: 'Traje de baño y toalla\nProtector solar biodegradable\nUna muda de ropa',
    en: 'Swimsuit and towel\nBiodegradable sunscreen\nA change of clothes',
    pt: 'Roupa de banho e toalha\nProtetor solar biodegradável\nUma muda de roupa',
  },
  activity: {
    es: 'Ropa cómoda y zapatos cerrados\nProtector solar biodegradable',
    en: 'Comfortable clothes and closed shoes\nBiodegradable sunscreen',
    pt: 'Roupas confortáveis e calçados fechados\nProtetor solar biodegradável',
  },
}

/**
 * The Payload data of a product in one locale (`en` and `pt` carry only the localized fields); `mediaId`:
 * its uploaded photo. Portuguese keeps the English slug (its URLs are the English paths under /pt/).
 */
export function productData(p: SeedProduct, locale: ShopLocale, mediaId?: number | string): Record<string, unknown> {
  const localized = {
    name: p.name[locale],
    slug: p.slug[locale === 'pt' ? 'en' : locale],
    shortDescription: p.shortDescription[locale],
    description: p.description[locale],
    included: INCLUDED[p.kind]?.[locale] ?? null,
    bring: BRING[p.kind]?.[locale] ?? null,
    images: [{ id: `img-${p.id}-1`, ...(mediaId === undefined ? { src: p.image.src } : { image: mediaId }), alt: p.image.alt[locale] }],
    ferryRoutes: (p.ferryRoutes ?? []).map((r) => ({ id: `route-${p.id}-${r.routeId}`, routeId: r.routeId, name: r.name[locale], adultUsd: r.adultUsd, minorUsd: r.minorUsd ?? null })),
    ...(p.deposit ? { deposit: { amountUsd: p.deposit.amountUsd, per: p.deposit.per, label: p.deposit.label[locale] } } : {}),
    _status: 'published',
  }
  if (locale !== 'es') return localized
  return {
    id: p.id,
    sortOrder: p.sortOrder,
    kind: p.kind,
    businessUnitCode: p.businessUnitCode,
    basePricesUsd: { adult: p.basePricesUsd?.adult ?? null, minor: p.basePricesUsd?.minor ?? null },
    childDiscountPct: p.childDiscountPct ?? null,
    childAgeBand: { min: p.childAgeBand?.min ?? null, max: p.childAgeBand?.max ?? null },
    infantFreeMaxAge: p.infantFreeMaxAge ?? null,
    minimumAge: p.minimumAge ?? null,
    visitorsMultipleOf: p.visitorsMultipleOf ?? 1,
    requiresParkAdmission: p.requiresParkAdmission ?? false,
    admissionProductIds: p.admissionProductIds ?? [],
    openTicket: { enabled: p.openTicket ?? false, validityMonths: 6 },
    presaleMode: p.presaleMode ?? 'default',
    schedules: (p.schedules ?? []).map((s) => ({ ...s })),
    dailyCapacity: p.dailyCapacity ?? null,
    physicalLimits: { minHeightCm: null, maxHeightCm: null, minWeightKg: null, maxWeightKg: null, ...(p.physicalLimits ?? {}) },
    addOns: p.addOns ?? [],
    ...localized,
  }
}

/** The Payload data of a complement in one locale (`en` and `pt` carry only the localized fields). */
export function complementData(c: SeedComplement, locale: ShopLocale, mediaId?: number | string): Record<string, unknown> {
  const localized = { name: c.name[locale], nameUpgrade: c.nameUpgrade?.[locale] ?? null, infoDetails: c.infoDetails[locale] }
  if (locale !== 'es') return localized
  return {
    id: c.id,
    idUpgrade: c.idUpgrade ?? null,
    businessUnit: c.businessUnit,
    businessUnitCode: c.businessUnitCode,
    img: c.img,
    ...(mediaId === undefined ? {} : { image: mediaId }),
    code: c.code,
    price: c.price,
    priceUpgrade: c.priceUpgrade ?? null,
    kind: c.kind,
    pricing: c.pricing,
    ...localized,
  }
}
