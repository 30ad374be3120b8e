/**
 * Site-wide seed data: settings, navigation, banners and staff accounts (spec §1, §2 Layout, §9).
 */

/** Site settings (spec §1, §9 Service hours). Maintenance seeds off; `--maintenance=on` seeds it on. */
export const seedSiteSettings = {
  maintenanceMode: false,
  phones: { mexico: '800 292 2738', usa: '1 888 774 0040' },
  serviceHours: {
    timezone: 'America/Cancun',
    weekdaysOpen: '08:00',
    weekdaysClose: '23:00',
    weekendsOpen: '08:00',
    weekendsClose: '22:00',
  },
  webCheckInUrl: 'https://checkin.hotelarte.example/',
  chat: {
    webChatUrl: 'https://chat.hotelarte.example/',
    whatsappUrl: 'https://wa.me/5219981234567',
    messengerUrl: 'https://m.me/hotelarte.example',
  },
  bannersVisible: false,
  packageSite: { baseUrl: 'https://paquetes.hotelarte.example', pathEs: '/paquetes/buscar', pathEn: '/packages/search' },
  newsletter: { clientId: '', externalKey: '', origin: 'hotelarte', mid: '' },
}

type Link = { label: string; href: string }

export const seedHeader: { es: Link[]; en: Link[]; pt: Link[] } = {
  es: [
    { label: 'Suites', href: '/es/garden/' },
    { label: 'All-Fun Inclusive', href: '/es/all-fun-inclusive/' },
    { label: 'Gastronomía', href: '/es/gastronomy/' },
    { label: 'Spa', href: '/es/spa-wellness/' },
    { label: 'Bodas', href: '/es/weddings/' },
    { label: 'Ferry Isla Mujeres', href: '/es/ferry-isla-mujeres/' },
    { label: 'Tienda', href: '/es/tienda/' },
    { label: 'Preguntas frecuentes', href: '/es/faqs/' },
  ],
  en: [
    { label: 'Suites', href: '/en/garden/' },
    { label: 'All-Fun Inclusive', href: '/en/all-fun-inclusive/' },
    { label: 'Gastronomy', href: '/en/gastronomy/' },
    { label: 'Spa', href: '/en/spa-wellness/' },
    { label: 'Weddings', href: '/en/weddings/' },
    { label: 'Isla Mujeres ferry', href: '/en/ferry-isla-mujeres/' },
    { label: 'Shop', href: '/en/shop/' },
    { label: 'FAQs', href: '/en/faqs/' },
  ],
  // Portuguese: content pages keep the English slugs under /pt/; flow routes are Portuguese (src/lib/i18n/routes.ts)
  pt: [
    { label: 'Suítes', href: '/pt/garden/' },
    { label: 'All-Fun Inclusive', href: '/pt/all-fun-inclusive/' },
    { label: 'Gastronomia', href: '/pt/gastronomy/' },
    { label: 'Spa', href: '/pt/spa-wellness/' },
    { label: 'Casamentos', href: '/pt/weddings/' },
    { label: 'Ferry Isla Mujeres', href: '/pt/ferry-isla-mujeres/' },
    { label: 'Loja', href: '/pt/loja/' },
    { label: 'Perguntas frequentes', href: '/pt/faqs/' },
  ],
}

type Column = { heading: string; links: Link[] }

export const seedFooter: { es: Column[]; en: Column[]; pt: Column[] } = {
  es: [
    {
      heading: 'El hotel',
      links: [
        { label: 'Hotel Arte', href: '/es/hotel-arte/' },
        { label: 'Casas', href: '/es/casas/' },
        { label: 'Historia', href: '/es/history/' },
        { label: 'Premios', href: '/es/accolades/' },
      ],
    },
    {
      heading: 'Experiencias',
      links: [
        { label: 'Reuniones y eventos', href: '/es/meetings-events/' },
        { label: 'Cancún y Riviera Maya', href: '/es/cancun-and-riviera-maya/' },
        { label: 'Hotel + vuelo', href: '/es/hotel-flight-package/' },
        { label: 'Parques y tours', href: '/es/tienda/' },
        { label: 'Mi reserva', href: '/es/mi-reserva/' },
        { label: 'Mi pedido de boletos', href: '/es/mi-pedido/' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Términos de uso', href: '/es/terminos-de-uso/' },
        { label: 'Aviso de privacidad', href: '/es/aviso-de-privacidad/' },
        { label: 'Mapa del sitio', href: '/es/sitemap/' },
      ],
    },
  ],
  en: [
    {
      heading: 'The hotel',
      links: [
        { label: 'Hotel Arte', href: '/en/hotel-arte/' },
        { label: 'Casas', href: '/en/casas/' },
        { label: 'History', href: '/en/history/' },
        { label: 'Accolades', href: '/en/accolades/' },
      ],
    },
    {
      heading: 'Experiences',
      links: [
        { label: 'Meetings & events', href: '/en/meetings-events/' },
        { label: 'Cancún & Riviera Maya', href: '/en/cancun-and-riviera-maya/' },
        { label: 'Hotel + flight', href: '/en/hotel-flight-package/' },
        { label: 'Parks and tours', href: '/en/shop/' },
        { label: 'My booking', href: '/en/my-booking/' },
        { label: 'My ticket order', href: '/en/my-order/' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Terms of use', href: '/en/terms-of-use/' },
        { label: 'Privacy notice', href: '/en/privacy-notice/' },
        { label: 'Sitemap', href: '/en/sitemap/' },
      ],
    },
  ],
  pt: [
    {
      heading: 'O hotel',
      links: [
        { label: 'Hotel Arte', href: '/pt/hotel-arte/' },
        { label: 'Casas', href: '/pt/casas/' },
        { label: 'História', href: '/pt/history/' },
        { label: 'Prêmios', href: '/pt/accolades/' },
      ],
    },
    {
      heading: 'Experiências',
      links: [
        { label: 'Reuniões e eventos', href: '/pt/meetings-events/' },
        { label: 'Cancún e Riviera Maya', href: '/pt/cancun-and-riviera-maya/' },
        { label: 'Hotel + voo', href: '/pt/hotel-flight-package/' },
        { label: 'Parques e passeios', href: '/pt/loja/' },
        { label: 'Minha reserva', href: '/pt/minha-reserva/' },
        { label: 'Meu pedido de ingressos', href: '/pt/meu-pedido/' },
      ],
    },
    {
      heading: 'Informações legais',
      links: [
        { label: 'Termos de uso', href: '/pt/terms-of-use/' },
        { label: 'Aviso de privacidade', href: '/pt/privacy-notice/' },
        { label: 'Mapa do site', href: '/pt/sitemap/' },
      ],
    },
  ],
}

/** A visible text in the site's three languages; `pt` is required so every banner ships in Portuguese. */
type LocalizedText = { es: string; en: string; pt: string }

export type SeedBanner = {
  name: string
  kind: 'park' | 'hotel' | 'sale-banner' | 'sale-popup'
  visible: boolean
  heading: LocalizedText
  text: LocalizedText
  linkLabel: LocalizedText
  linkHref: LocalizedText
}

/** Banners; park and hotel banners seed with `visible` off, as the spec's live site has them (spec §1). */
export const seedBanners: SeedBanner[] = [
  {
    name: 'Parks — summer nights',
    kind: 'park',
    visible: false,
    heading: { es: 'Noches de verano en los parques', en: 'Summer nights at the parks', pt: 'Noites de verão nos parques' },
    text: { es: 'Espectáculos nocturnos y cenotes iluminados todo el verano.', en: 'Night shows and lit cenotes all summer long.', pt: 'Shows noturnos e cenotes iluminados durante todo o verão.' },
    linkLabel: { es: 'Ver parques', en: 'See the parks', pt: 'Ver os parques' },
    linkHref: { es: '/es/ferry-isla-mujeres/', en: '/en/ferry-isla-mujeres/', pt: '/pt/ferry-isla-mujeres/' },
  },
  {
    name: 'Hotel — art weekends',
    kind: 'hotel',
    visible: false,
    heading: { es: 'Fines de semana de arte', en: 'Art weekends', pt: 'Fins de semana de arte' },
    text: {
      es: 'Talleres con artistas mexicanos incluidos en tu estancia.',
      en: 'Workshops with Mexican artists included in your stay.',
      pt: 'Oficinas com artistas mexicanos incluídas na sua estadia.',
    },
    linkLabel: { es: 'Conoce el hotel', en: 'Discover the hotel', pt: 'Conheça o hotel' },
    linkHref: { es: '/es/hotel-arte/', en: '/en/hotel-arte/', pt: '/pt/hotel-arte/' },
  },
  {
    name: 'Sale banner — winter sale',
    kind: 'sale-banner',
    visible: false,
    heading: { es: 'Venta de invierno: hasta 30% de descuento', en: 'Winter sale: up to 30% off', pt: 'Liquidação de inverno: até 30% de desconto' },
    text: { es: 'Reserva directo y obtén la mejor tarifa.', en: 'Book direct for the best rate.', pt: 'Reserve direto e garanta a melhor tarifa.' },
    linkLabel: { es: 'Ver suites', en: 'See suites', pt: 'Ver suítes' },
    linkHref: { es: '/es/garden/', en: '/en/garden/', pt: '/pt/garden/' },
  },
  {
    name: 'Sale popup — winter sale',
    kind: 'sale-popup',
    visible: false,
    heading: { es: 'Venta de invierno', en: 'Winter sale', pt: 'Liquidação de inverno' },
    text: { es: 'Hasta 30% de descuento reservando directo en nuestro sitio.', en: 'Up to 30% off when you book direct on our site.', pt: 'Até 30% de desconto reservando direto em nosso site.' },
    linkLabel: { es: 'Reservar', en: 'Book now', pt: 'Reservar agora' },
    linkHref: { es: '/es/garden/', en: '/en/garden/', pt: '/pt/garden/' },
  },
]

/** Staff accounts (architecture §10). Passwords come from env or are generated and printed once. */
export const seedStaff = [
  { email: 'admin@hotelarte.example', name: 'Admin', roles: ['admin'] as const, passwordEnv: 'SEED_ADMIN_PASSWORD' },
  { email: 'editor@hotelarte.example', name: 'Editor', roles: ['editor'] as const, passwordEnv: 'SEED_EDITOR_PASSWORD' },
  { email: 'ops@hotelarte.example', name: 'Ops', roles: ['ops'] as const, passwordEnv: 'SEED_OPS_PASSWORD' },
]
