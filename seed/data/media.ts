/**
 * The seed's demo images (issue #19 item 2): each is drawn by `seed/art/scenes.ts` (generated for this
 * project, never fetched) and uploaded to Payload's Media with its alternative text in es and en and a
 * focal point (percent of width/height). Pages' heroes, room types' galleries, products and add-ons
 * point at them by key; editors replace them in the admin.
 */
import type { Scene } from '../art/scenes'

export type SeedMedia = {
  /** stable key; the upload's file name is `${key}.webp` */
  key: string
  scene: Scene
  variant?: number
  alt: { es: string; en: string }
  /** focal point in percent (Payload `focalX`/`focalY`); default the centre */
  focal?: [number, number]
}

const m = (key: string, scene: Scene, variant: number, es: string, en: string, focal?: [number, number]): SeedMedia => ({ key, scene, variant, alt: { es, en }, focal })

export const seedMedia: SeedMedia[] = [
  // heroes of the home and content pages
  m('hero-beach-sunrise', 'beach', 0, 'Playa del Caribe al amanecer, con palmeras y el sol sobre el mar', 'Caribbean beach at sunrise, with palms and the sun over the sea', [68, 45]),
  m('hero-beach-dusk', 'beach', 1, 'Playa al atardecer con palmeras frente al mar turquesa', 'Beach at dusk with palms facing the turquoise sea', [70, 45]),
  m('hero-beach-morning', 'beach', 2, 'Arena clara y mar en calma por la mañana', 'Pale sand and a calm sea in the morning', [60, 50]),
  m('hero-pool', 'pool', 0, 'Alberca turquesa con camastros y palmeras', 'Turquoise pool with loungers and palms', [50, 65]),
  m('hero-pool-afternoon', 'pool', 1, 'Alberca del hotel por la tarde', 'The hotel pool in the afternoon', [50, 65]),
  m('hero-garden', 'jungle', 0, 'Selva con un río de agua turquesa', 'Jungle with a turquoise river', [55, 70]),
  m('hero-dining', 'dining', 0, 'Mesa para dos frente al mar al atardecer', 'A table for two facing the sea at sunset', [50, 75]),
  m('hero-restaurant', 'dining', 1, 'Cena servida con el mar de fondo', 'Dinner served with the sea behind', [50, 75]),
  m('hero-spa', 'spa', 0, 'Piedras apiladas y agua en calma en el spa', 'Stacked stones and still water at the spa', [50, 55]),
  m('hero-wedding', 'celebration', 0, 'Arco de flores para una boda en la playa al atardecer', 'Flower arch for a beach wedding at sunset', [50, 55]),
  m('hero-events', 'celebration', 1, 'Mesas preparadas para un evento junto al mar', 'Tables set for an event by the sea', [50, 75]),
  m('hero-casas', 'villa', 0, 'Casa blanca con techo de teja entre palmeras y alberca', 'White house with a tiled roof among palms, with a pool', [50, 55]),
  m('hero-history', 'pyramid', 0, 'Pirámide maya al amanecer sobre la selva', 'Maya pyramid at sunrise above the jungle', [50, 50]),
  m('hero-ferry', 'boat', 1, 'Ferry en el mar Caribe', 'Ferry on the Caribbean Sea', [50, 60]),
  m('hero-terrace', 'terrace', 2, 'Terraza frente al mar con palmera', 'Seafront terrace with a palm', [60, 55]),
  // room types' galleries
  m('room-ocean-1', 'suite-ocean', 0, 'Suite con cama king y ventana al mar', 'Suite with a king bed and a window onto the sea', [40, 60]),
  m('room-ocean-2', 'suite-ocean', 1, 'Recámara luminosa con vista al mar', 'Bright bedroom with a sea view', [40, 60]),
  m('room-ocean-3', 'suite-ocean', 2, 'Suite amplia con vista al Caribe', 'Spacious suite with a view of the Caribbean', [40, 60]),
  m('room-garden-1', 'suite-garden', 0, 'Suite con ventana al jardín tropical', 'Suite with a window onto the tropical garden', [40, 60]),
  m('room-garden-2', 'suite-garden', 1, 'Recámara con vista a la selva', 'Bedroom with a jungle view', [40, 60]),
  m('room-pool-1', 'suite-pool', 0, 'Suite con salida directa a la alberca', 'Suite opening straight onto the pool', [40, 60]),
  m('room-pool-2', 'suite-pool', 1, 'Recámara junto a la alberca', 'Bedroom beside the pool', [40, 60]),
  m('room-bath-1', 'bathroom', 0, 'Baño con tina exenta y espejo ovalado', 'Bathroom with a free-standing tub and an oval mirror', [35, 60]),
  m('room-bath-2', 'bathroom', 1, 'Baño de la suite con tina', 'The suite’s bathroom with a tub', [35, 60]),
  m('room-terrace-plunge', 'terrace', 0, 'Terraza privada con alberca de inmersión frente al mar', 'Private terrace with a plunge pool facing the sea', [65, 70]),
  m('room-terrace-chairs', 'terrace', 1, 'Terraza con dos camastros y vista al mar', 'Terrace with two loungers and a sea view', [65, 70]),
  // shop products
  m('shop-caleta', 'beach', 2, 'Playa del Parque Caleta', 'Caleta Park beach'),
  m('shop-caleta-noche', 'night-show', 0, 'Espectáculo nocturno con linternas sobre el agua', 'Night show with lanterns over the water'),
  m('shop-chichen-amanecer', 'pyramid', 0, 'Pirámide al amanecer', 'Pyramid at sunrise'),
  m('shop-delfines', 'reef', 1, 'Delfines nadando en la laguna', 'Dolphins swimming in the lagoon'),
  m('shop-cenotes-nocturno', 'cenote', 1, 'Cenote de noche con un haz de luz', 'Cenote at night with a beam of light'),
  m('shop-arte-selva', 'jungle', 0, 'Río en la selva', 'Jungle river'),
  m('shop-arte-selva-plus', 'pool', 2, 'Parque todo incluido con alberca y palmeras', 'All-inclusive park with a pool and palms'),
  m('shop-caleta-azul', 'reef', 0, 'Caleta de agua turquesa con peces', 'Turquoise inlet with fish'),
  m('shop-subterraneo', 'cenote', 0, 'Caverna con agua turquesa', 'Cavern with turquoise water'),
  m('shop-sentidos', 'jungle', 1, 'Sendero en la selva', 'Trail through the jungle'),
  m('shop-rio-secreto', 'cenote', 2, 'Río subterráneo iluminado desde arriba', 'Underground river lit from above'),
  m('shop-chichen-english', 'pyramid', 1, 'Pirámide de Chichén Itzá', 'Chichen Itza pyramid'),
  m('shop-ferry', 'boat', 1, 'Ferry en el mar Caribe', 'Ferry on the Caribbean'),
  m('shop-catamaran', 'boat', 0, 'Catamarán con vela blanca', 'Catamaran under a white sail'),
  m('shop-mantarrayas', 'reef', 2, 'Mantarraya sobre el arrecife', 'A stingray over the reef'),
  m('shop-kayak', 'adventure', 1, 'Kayak en una laguna de la selva', 'Kayak on a jungle lagoon'),
  m('shop-tirolesa', 'adventure', 0, 'Tirolesa sobre la selva', 'Zip-line over the jungle', [50, 40]),
  m('shop-snorkel', 'reef', 3, 'Arrecife con peces de colores', 'Reef with colourful fish'),
  m('shop-cenote-secreto', 'cenote', 4, 'Cenote escondido', 'Hidden cenote'),
  // add-ons
  m('addon-transport', 'addon-transport', 0, 'Camioneta de transporte', 'Shuttle van'),
  m('addon-food', 'addon-food', 0, 'Plato de comida', 'A plate of food'),
  m('addon-photo', 'addon-photo', 0, 'Cámara de fotos', 'A camera'),
]

/** The hero image of each seeded page (by page key); pages not listed use `hero-terrace`. */
export const seedPageHeroes: Record<string, string> = {
  home: 'hero-beach-sunrise',
  garden: 'hero-garden',
  'all-fun-inclusive': 'hero-pool',
  gastronomy: 'hero-dining',
  restaurant: 'hero-restaurant',
  'spa-wellness': 'hero-spa',
  'meetings-events': 'hero-events',
  weddings: 'hero-wedding',
  casas: 'hero-casas',
  history: 'hero-history',
  'ferry-isla-mujeres': 'hero-ferry',
  'cancun-and-riviera-maya': 'hero-beach-morning',
  'hotel-flight-package': 'hero-beach-dusk',
  'hotel-about': 'hero-pool-afternoon',
}
