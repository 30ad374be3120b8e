export type SeedBlock =
  | { blockType: 'hero'; heading: string; subheading?: string }
  | { blockType: 'content'; heading?: string; body: string } // body: paragraphs separated by a blank line ("\n\n"), no markdown or HTML; the seed stores it as rich text
  | { blockType: 'faq'; heading?: string; items: { question: string; answer: string }[] }
  | { blockType: 'linkList'; heading?: string; links: { label: string; href: string }[] } // href: site-internal paths like '/en/garden/' (locale prefix + trailing slash)
  | { blockType: 'cta'; heading: string; text?: string; label: string; href: string }

export type SeedPage = {
  key: string // stable id, e.g. 'terms-of-use'
  slug: { es: string; en: string } // path segment(s) without slashes or locale, e.g. 'terms-of-use'; for the home page use 'home'
  title: { es: string; en: string }
  meta: { es: { title: string; description: string }; en: { title: string; description: string } } // description 120-160 chars
  layout: { es: SeedBlock[]; en: SeedBlock[] }
  /** Portuguese (issue #14 item 17), optional: a page without it shows its English text on `/pt/` (Payload's fallback). */
  pt?: { title: string; meta: { title: string; description: string }; layout: SeedBlock[] }
}

export const seedPages: SeedPage[] = [
  // ---------------------------------------------------------------------------
  // Home
  // ---------------------------------------------------------------------------
  {
    key: 'home',
    slug: { es: 'home', en: 'home' },
    title: { es: `Inicio`, en: `Home` },
    meta: {
      es: {
        title: `Hotel Arte | Resort all-fun-inclusive en la Riviera Maya`,
        description: `Hotel Arte, resort all-fun-inclusive para adultos en la Riviera Maya: comidas, bebidas, parques, tours y traslados incluidos. Reserva directo.`,
      },
      en: {
        title: `Hotel Arte | All-Fun-Inclusive Resort in the Riviera Maya`,
        description: `Hotel Arte is an adults-focused all-fun-inclusive resort in the Riviera Maya with meals, drinks, parks, tours and transfers included. Book direct.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Hotel Arte: el arte de vivir el Caribe mexicano`,
          subheading: `Un resort all-fun-inclusive para adultos en la Riviera Maya, donde cada día es una obra distinta.`,
        },
        {
          blockType: 'content',
          heading: `Premiado dentro y fuera de México`,
          body: `2026 · Destino Gastronómico del Año, Premios Sabor de México.\n\n2026 · Calificación Cinco Llaves, Luxury Stay Guide.\n\n2025 · Top 10 Resorts Todo Incluido de Latinoamérica, Wanderlight Readers' Awards.`,
        },
        {
          blockType: 'linkList',
          heading: `Descubre más`,
          links: [
            { label: `Hotel Arte`, href: '/es/hotel-arte/' },
            { label: `All-Fun-Inclusive`, href: '/es/all-fun-inclusive/' },
            { label: `Casas`, href: '/es/casas/' },
            { label: `Garden`, href: '/es/garden/' },
            { label: `Gastronomía`, href: '/es/gastronomy/' },
            { label: `Spa y bienestar`, href: '/es/spa-wellness/' },
            { label: `Bodas`, href: '/es/weddings/' },
            { label: `Reuniones y eventos`, href: '/es/meetings-events/' },
            { label: `Cancún y Riviera Maya`, href: '/es/cancun-and-riviera-maya/' },
            { label: `Paquete hotel + vuelo`, href: '/es/hotel-flight-package/' },
            { label: `Ferry a Isla Mujeres`, href: '/es/ferry-isla-mujeres/' },
            { label: `Preguntas frecuentes`, href: '/es/faqs/' },
            { label: `Premios y reconocimientos`, href: '/es/accolades/' },
          ],
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Hotel Arte: where the Mexican Caribbean becomes art`,
          subheading: `An adults-focused all-fun-inclusive resort in the Riviera Maya, with a new masterpiece every day.`,
        },
        {
          blockType: 'content',
          heading: `Awarded in Mexico and abroad`,
          body: `2026 · Culinary Destination of the Year, Mexico Flavor Awards.\n\n2026 · Five Keys Rating, Luxury Stay Guide.\n\n2025 · Top 10 All-Inclusive Resorts in Latin America, Wanderlight Readers' Awards.`,
        },
        {
          blockType: 'linkList',
          heading: `Explore more`,
          links: [
            { label: `Hotel Arte`, href: '/en/hotel-arte/' },
            { label: `All-Fun-Inclusive`, href: '/en/all-fun-inclusive/' },
            { label: `Casas`, href: '/en/casas/' },
            { label: `Garden`, href: '/en/garden/' },
            { label: `Gastronomy`, href: '/en/gastronomy/' },
            { label: `Spa & Wellness`, href: '/en/spa-wellness/' },
            { label: `Weddings`, href: '/en/weddings/' },
            { label: `Meetings & Events`, href: '/en/meetings-events/' },
            { label: `Cancún & Riviera Maya`, href: '/en/cancun-and-riviera-maya/' },
            { label: `Hotel + Flight Package`, href: '/en/hotel-flight-package/' },
            { label: `Ferry to Isla Mujeres`, href: '/en/ferry-isla-mujeres/' },
            { label: `FAQs`, href: '/en/faqs/' },
            { label: `Awards & Accolades`, href: '/en/accolades/' },
          ],
        },
      ],
    },
    pt: {
      title: `Início`,
      meta: {
        title: `Hotel Arte | Resort all-fun-inclusive na Riviera Maya`,
        description: `Hotel Arte é um resort all-fun-inclusive para adultos na Riviera Maya, com refeições, bebidas, parques, passeios e traslados incluídos. Reserve direto.`,
      },
      layout: [
        {
          blockType: 'hero',
          heading: `Hotel Arte: onde o Caribe mexicano vira arte`,
          subheading: `Um resort all-fun-inclusive para adultos na Riviera Maya, com uma obra-prima nova a cada dia.`,
        },
        {
          blockType: 'content',
          heading: `Premiado no México e no mundo`,
          body: `2026 · Destino Gastronômico do Ano, Prêmios Sabor do México.\n\n2026 · Classificação Cinco Chaves, Luxury Stay Guide.\n\n2025 · Top 10 Resorts All-Inclusive da América Latina, Wanderlight Readers' Awards.`,
        },
        {
          blockType: 'linkList',
          heading: `Descubra mais`,
          links: [
            { label: `Hotel Arte`, href: '/pt/hotel-arte/' },
            { label: `All-Fun-Inclusive`, href: '/pt/all-fun-inclusive/' },
            { label: `Casas`, href: '/pt/casas/' },
            { label: `Garden`, href: '/pt/garden/' },
            { label: `Gastronomia`, href: '/pt/gastronomy/' },
            { label: `Spa e bem-estar`, href: '/pt/spa-wellness/' },
            { label: `Casamentos`, href: '/pt/weddings/' },
            { label: `Reuniões e eventos`, href: '/pt/meetings-events/' },
            { label: `Cancún e Riviera Maya`, href: '/pt/cancun-and-riviera-maya/' },
            { label: `Pacote hotel + voo`, href: '/pt/hotel-flight-package/' },
            { label: `Ferry para Isla Mujeres`, href: '/pt/ferry-isla-mujeres/' },
            { label: `Perguntas frequentes`, href: '/pt/faqs/' },
            { label: `Prêmios e reconhecimentos`, href: '/pt/accolades/' },
          ],
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Terms of use
  // ---------------------------------------------------------------------------
  {
    key: 'terms-of-use',
    slug: { es: 'terminos-de-uso', en: 'terms-of-use' },
    title: { es: `Términos de uso`, en: `Terms of Use` },
    meta: {
      es: {
        title: `Términos de uso | Grupo Arte Resorts`,
        description: `Consulta los términos de uso del sitio de Grupo Arte Resorts: reservaciones, precios y monedas, propiedad intelectual, responsabilidad y ley aplicable.`,
      },
      en: {
        title: `Terms of Use | Grupo Arte Resorts`,
        description: `Read the terms of use for the Grupo Arte Resorts website, covering bookings, prices and currencies, intellectual property, liability and governing law.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Términos de uso`,
          subheading: `Condiciones que aplican al uso de este sitio y a las compras realizadas en él.`,
        },
        {
          blockType: 'content',
          heading: `1. Aceptación de los términos`,
          body: `Este sitio web es operado por Grupo Arte Resorts, titular de las marcas Hotel Arte, Hotel México y La Casa de la Playa. Al navegar en el sitio o realizar una reservación o compra, aceptas estos términos de uso; si no estás de acuerdo, te pedimos no utilizarlo.\n\nPodemos actualizar estos términos en cualquier momento. Cada compra se rige por los términos vigentes en la fecha en que se realizó.`,
        },
        {
          blockType: 'content',
          heading: `2. Uso del sitio`,
          body: `El sitio está destinado a consultar información sobre nuestros hoteles, reservar hospedaje y comprar boletos para uso personal. Te comprometes a proporcionar información verdadera y a no utilizarlo con fines fraudulentos, para reservaciones especulativas o para interferir con su funcionamiento.\n\nPodemos suspender el acceso de cualquier usuario que incumpla estos términos.`,
        },
        {
          blockType: 'content',
          heading: `3. Reservaciones y compras`,
          body: `Una reservación o compra queda confirmada cuando recibes el correo con tu número de reservación. Antes de pagar, revisa las fechas, los huéspedes, el tipo de suite o boleto y las políticas de cambios y cancelación de la tarifa elegida.\n\nHotel Arte recibe solo a huéspedes de 16 años en adelante, y el titular de la reservación declara que todos cumplen esta edad. El check-in es a partir de las 15:00 y el check-out, a más tardar a las 12:00, hora de Quintana Roo. Los boletos para parques, tours, ferry y catamarán se sujetan a las condiciones de cada producto.`,
        },
        {
          blockType: 'content',
          heading: `4. Precios, monedas y formas de pago`,
          body: `Los precios se muestran en la moneda que elijas entre las 17 disponibles en el sitio e incluyen los impuestos aplicables, salvo que se indique lo contrario. Los importes en monedas distintas al peso mexicano se calculan con el tipo de cambio vigente al momento de la compra; tu banco puede cobrar comisiones adicionales.\n\nLos pagos en pesos mexicanos con tarjetas de bancos participantes pueden diferirse a meses sin intereses, según las promociones vigentes. Las tarifas pueden cambiar sin previo aviso hasta que la compra quede confirmada.`,
        },
        {
          blockType: 'content',
          heading: `5. Propiedad intelectual`,
          body: `Los textos, fotografías, videos, logotipos, marcas y diseños de este sitio son propiedad de Grupo Arte Resorts o de sus licenciantes y están protegidos por las leyes de propiedad intelectual.\n\nNo está permitido copiar, distribuir o modificar ningún contenido sin autorización previa y por escrito, salvo para uso personal relacionado con la planeación de tu viaje.`,
        },
        {
          blockType: 'content',
          heading: `6. Limitación de responsabilidad`,
          body: `Procuramos que la información del sitio sea exacta, pero pueden existir errores o cambios en servicios, horarios e instalaciones. Nos reservamos el derecho de corregirlos y, en su caso, de ofrecerte alternativas o el reembolso correspondiente.\n\nGrupo Arte Resorts no es responsable por interrupciones del sitio ajenas a su control, por el contenido de sitios de terceros ni por daños derivados del mal uso del sitio. Los servicios de terceros, como aerolíneas, se rigen por las condiciones de cada proveedor.`,
        },
        {
          blockType: 'content',
          heading: `7. Legislación aplicable y jurisdicción`,
          body: `Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier controversia, las partes se someten a los tribunales competentes de Quintana Roo, México, renunciando a cualquier otro fuero, sin perjuicio de los derechos que otorga la Ley Federal de Protección al Consumidor.`,
        },
        {
          blockType: 'content',
          heading: `8. Contacto`,
          body: `Si tienes dudas sobre estos términos, llámanos al 800 292 2738 desde México o al 1 888 774 0040 desde Estados Unidos, de lunes a viernes de 8:00 a 23:00 y fines de semana de 8:00 a 22:00, hora de Quintana Roo.`,
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Terms of Use`,
          subheading: `The conditions that apply when you use this website and make purchases on it.`,
        },
        {
          blockType: 'content',
          heading: `1. Acceptance of these terms`,
          body: `This website is operated by Grupo Arte Resorts, owner of the Hotel Arte, Hotel México and La Casa de la Playa brands. By browsing the site or making a booking or purchase, you agree to these terms of use. If you do not agree, please do not use the site.\n\nWe may update these terms at any time. Each purchase is governed by the terms in effect on the date it was made.`,
        },
        {
          blockType: 'content',
          heading: `2. Using the site`,
          body: `This site is intended for learning about our hotels and services, booking accommodations and buying tickets for personal use. You agree to provide accurate and complete information and not to use the site for fraudulent purposes, speculative bookings or anything that interferes with its normal operation.\n\nWe may suspend access for any user who breaches these terms.`,
        },
        {
          blockType: 'content',
          heading: `3. Bookings and purchases`,
          body: `A booking or purchase is confirmed once you receive a confirmation email with your reservation number. Before paying, carefully review the dates, number of guests, suite or ticket type and the conditions of the selected rate, including its change and cancellation policy.\n\nHotel Arte welcomes guests 16 and older only, and the lead guest confirms that everyone in the reservation meets this age. Check-in starts at 3:00 p.m. (15:00) and check-out is by 12:00 p.m., Quintana Roo time. Tickets for parks, tours, the ferry and catamaran cruises are subject to each product's conditions.`,
        },
        {
          blockType: 'content',
          heading: `4. Prices, currencies and payment`,
          body: `Prices are shown in the currency you select from the 17 available on the site and include applicable taxes unless otherwise stated. Amounts in currencies other than Mexican pesos are calculated using the exchange rate at the time of purchase; your bank may charge additional fees.\n\nPayments in Mexican pesos made with cards from participating Mexican banks may be split into interest-free monthly installments, subject to current promotions. Rates depend on availability and may change without notice until your purchase is confirmed.`,
        },
        {
          blockType: 'content',
          heading: `5. Intellectual property`,
          body: `All text, photos, videos, logos, trademarks and designs on this site belong to Grupo Arte Resorts or its licensors and are protected by intellectual property laws.\n\nYou may not copy, distribute or modify any content without prior written permission, except for personal use related to planning your trip.`,
        },
        {
          blockType: 'content',
          heading: `6. Limitation of liability`,
          body: `We work to keep the information on this site accurate, but errors or changes to services, schedules and facilities may occur. We reserve the right to correct them and, where appropriate, to offer you alternatives or a refund.\n\nGrupo Arte Resorts is not liable for site outages beyond its control, for the content of third-party websites or for damages resulting from misuse of the site. Services provided by third parties, such as airlines, are governed by each provider's own terms.`,
        },
        {
          blockType: 'content',
          heading: `7. Governing law and jurisdiction`,
          body: `These terms are governed by the laws of the United Mexican States. Any dispute will be submitted to the competent courts of Quintana Roo, Mexico, and the parties waive any other jurisdiction that might otherwise apply, without prejudice to the rights granted to consumers under Mexico's Federal Consumer Protection Law.`,
        },
        {
          blockType: 'content',
          heading: `8. Contact us`,
          body: `If you have questions about these terms, call us at 800 292 2738 from Mexico or 1 888 774 0040 from the United States, Monday through Friday from 8:00 a.m. to 11:00 p.m. and weekends from 8:00 a.m. to 10:00 p.m., Quintana Roo time.`,
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Privacy notice
  // ---------------------------------------------------------------------------
  {
    key: 'privacy-notice',
    slug: { es: 'aviso-de-privacidad', en: 'privacy-notice' },
    title: { es: `Aviso de privacidad integral`, en: `Privacy Notice` },
    meta: {
      es: {
        title: `Aviso de privacidad integral | Grupo Arte Resorts`,
        description: `Conoce cómo Grupo Arte Resorts trata tus datos personales: finalidades, transferencias, derechos ARCO, uso de cookies y cambios a este aviso de privacidad.`,
      },
      en: {
        title: `Privacy Notice | Grupo Arte Resorts`,
        description: `Learn how Grupo Arte Resorts handles your personal data: purposes, transfers, your ARCO rights under Mexican law, cookies and updates to this privacy notice.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Aviso de privacidad integral`,
          subheading: `Tu información personal está protegida. Aquí te explicamos cómo la usamos y cómo puedes ejercer tus derechos.`,
        },
        {
          blockType: 'content',
          heading: `Responsable del tratamiento`,
          body: `Grupo Arte Resorts, con domicilio en Playa del Carmen, Quintana Roo, México, operador de Hotel Arte, Hotel México y La Casa de la Playa, es responsable del uso y protección de tus datos personales, en términos de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y su normatividad aplicable.\n\nContamos con un Departamento de Datos Personales encargado de atender cualquier solicitud relacionada con este aviso.`,
        },
        {
          blockType: 'content',
          heading: `Datos personales que recabamos`,
          body: `Para las finalidades descritas en este aviso podemos recabar datos de identificación (nombre, fecha de nacimiento, nacionalidad e identificación oficial), datos de contacto (correo electrónico, teléfono y domicilio), datos de tu viaje (fechas, número de huéspedes, vuelos y preferencias) y datos de facturación.\n\nLos datos de tus tarjetas de pago se procesan a través de proveedores certificados y no se almacenan completos en nuestros sistemas. Solo si tú decides compartirlos, podremos tratar datos sobre alergias, necesidades de accesibilidad o condiciones de salud, que se consideran sensibles y que usaremos únicamente para atenderte de forma segura.`,
        },
        {
          blockType: 'content',
          heading: `Finalidades del tratamiento`,
          body: `Usamos tus datos para las siguientes finalidades primarias, necesarias para el servicio que solicitas: gestionar reservaciones, compras de boletos y paquetes; procesar pagos y emitir facturas; coordinar traslados y actividades incluidas; brindarte atención durante tu estancia y cumplir con obligaciones legales.\n\nDe manera secundaria, y solo si no te opones, usaremos tus datos para enviarte promociones y boletines, realizar encuestas de satisfacción y personalizar tu experiencia en el sitio. Puedes negarte a estas finalidades en cualquier momento, sin que ello afecte tu reservación.`,
        },
        {
          blockType: 'content',
          heading: `Transferencias de datos`,
          body: `Podemos transferir tus datos, sin requerir tu consentimiento, a las empresas de Grupo Arte Resorts que operan bajo las mismas políticas de privacidad, a aerolíneas y proveedores de transporte cuando contratas un paquete o traslado, y a autoridades competentes cuando la ley lo exija.\n\nNo vendemos ni rentamos tus datos personales. Cualquier transferencia que requiera tu consentimiento te será informada previamente.`,
        },
        {
          blockType: 'content',
          heading: `Derechos ARCO y revocación del consentimiento`,
          body: `Tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos, cancelarlos cuando consideres que no se requieren para las finalidades señaladas y oponerte a su uso para fines específicos. Estos son los derechos ARCO. También puedes revocar el consentimiento que nos hayas otorgado.\n\nPara ejercerlos, envía tu solicitud a nuestro Departamento de Datos Personales a través de los canales de atención a clientes: 800 292 2738 desde México o 1 888 774 0040 desde Estados Unidos. Tu solicitud deberá incluir tu nombre, un medio para responderte, una copia de tu identificación y la descripción clara de los datos y del derecho que deseas ejercer. Te responderemos dentro de los plazos que marca la ley.`,
        },
        {
          blockType: 'content',
          heading: `Uso de cookies y tecnologías similares`,
          body: `Nuestro sitio utiliza cookies y tecnologías similares para recordar tu idioma y moneda, mantener tu carrito de compras, medir el uso del sitio y mostrarte contenido relevante. Algunas cookies son indispensables para el funcionamiento del sitio; las demás puedes deshabilitarlas desde la configuración de tu navegador, aunque algunas funciones podrían verse limitadas.`,
        },
        {
          blockType: 'content',
          heading: `Cambios al aviso de privacidad`,
          body: `Este aviso puede modificarse por cambios en la legislación, en nuestras políticas internas o en los servicios que ofrecemos. Publicaremos cualquier actualización en esta misma página, indicando la fecha de la última modificación, por lo que te recomendamos consultarla periódicamente.`,
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Privacy Notice`,
          subheading: `Your personal information is protected. Here's how we use it and how you can exercise your rights.`,
        },
        {
          blockType: 'content',
          heading: `Data controller`,
          body: `Grupo Arte Resorts, based in Playa del Carmen, Quintana Roo, Mexico, and operator of Hotel Arte, Hotel México and La Casa de la Playa, is responsible for the use and protection of your personal data under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties and related regulations.\n\nOur Personal Data Department handles all requests related to this notice.`,
        },
        {
          blockType: 'content',
          heading: `Personal data we collect`,
          body: `For the purposes described in this notice, we may collect identification data (name, date of birth, nationality and government-issued ID), contact details (email, phone number and address), travel details (dates, number of guests, flights and preferences) and billing information.\n\nPayment card details are processed by certified payment providers and are never stored in full on our systems. Only if you choose to share it, we may handle information about allergies, accessibility needs or health conditions. This is considered sensitive data, and we use it solely to take care of you safely.`,
        },
        {
          blockType: 'content',
          heading: `How we use your data`,
          body: `Our primary purposes, which are necessary to provide the services you request, are to manage hotel bookings, ticket and package purchases; process payments and issue invoices; coordinate transfers and included activities; assist you during your stay; and comply with legal obligations.\n\nAs secondary purposes, and only if you don't object, we use your data to send promotions and newsletters, run satisfaction surveys and personalize your experience on the site. You can opt out of these secondary purposes at any time without affecting your booking.`,
        },
        {
          blockType: 'content',
          heading: `Data transfers`,
          body: `Without needing your consent, we may share your data with Grupo Arte Resorts companies that follow the same privacy policies, with airlines and transportation providers when you book a package or transfer, and with competent authorities when required by law.\n\nWe never sell or rent your personal data. If a transfer ever requires your consent, we will let you know in advance.`,
        },
        {
          blockType: 'content',
          heading: `Your ARCO rights and withdrawing consent`,
          body: `Under Mexican law, you have the right to Access your personal data, Rectify it if it's inaccurate, Cancel it when you believe it's no longer needed for the purposes described, and Object to its use for specific purposes. These are known as ARCO rights. You may also withdraw any consent you have given us.\n\nTo exercise these rights, submit a request to our Personal Data Department through our customer service lines: 800 292 2738 from Mexico or 1 888 774 0040 from the United States. Please include your full name, a way for us to reply, a copy of your ID and a clear description of the data and the right you wish to exercise. We will respond within the time limits set by law.`,
        },
        {
          blockType: 'content',
          heading: `Cookies and similar technologies`,
          body: `Our website uses cookies and similar technologies to remember your language and currency, keep items in your shopping cart, measure site usage and show you relevant content. Some cookies are essential for the site to work; you can disable the rest in your browser settings, although some features may not work as expected.`,
        },
        {
          blockType: 'content',
          heading: `Changes to this notice`,
          body: `We may update this privacy notice due to changes in the law, our internal policies or the services we offer. Any update will be posted on this page along with the date of the latest revision, so we recommend checking back from time to time.`,
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Sitemap (human-readable)
  // ---------------------------------------------------------------------------
  {
    key: 'sitemap',
    slug: { es: 'sitemap', en: 'sitemap' },
    title: { es: `Mapa del sitio`, en: `Sitemap` },
    meta: {
      es: {
        title: `Mapa del sitio | Hotel Arte`,
        description: `Encuentra todas las secciones del sitio de Hotel Arte: suites y casas, gastronomía, experiencias, tienda de boletos, paquetes e información legal.`,
      },
      en: {
        title: `Sitemap | Hotel Arte`,
        description: `Find every section of the Hotel Arte website in one place: suites and casas, dining, experiences, the ticket shop, packages and legal information.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Mapa del sitio`,
          subheading: `Todas nuestras páginas, organizadas para que encuentres lo que buscas.`,
        },
        {
          blockType: 'linkList',
          heading: `Hotel`,
          links: [
            { label: `Inicio`, href: '/es/' },
            { label: `Hotel Arte`, href: '/es/hotel-arte/' },
            { label: `Casas`, href: '/es/casas/' },
            { label: `Garden`, href: '/es/garden/' },
            { label: `All-Fun-Inclusive`, href: '/es/all-fun-inclusive/' },
            { label: `Gastronomía`, href: '/es/gastronomy/' },
            { label: `Restaurantes`, href: '/es/restaurantes/' },
            { label: `Spa y bienestar`, href: '/es/spa-wellness/' },
            { label: `Historia`, href: '/es/history/' },
            { label: `Premios y reconocimientos`, href: '/es/accolades/' },
            { label: `Premios Hotel México`, href: '/es/premios-hotel-mexico/' },
            { label: `Preguntas frecuentes`, href: '/es/faqs/' },
          ],
        },
        {
          blockType: 'linkList',
          heading: `Experiencias`,
          links: [
            { label: `Cancún y Riviera Maya`, href: '/es/cancun-and-riviera-maya/' },
            { label: `Bodas`, href: '/es/weddings/' },
            { label: `Reuniones y eventos`, href: '/es/meetings-events/' },
            { label: `Ferry a Isla Mujeres`, href: '/es/ferry-isla-mujeres/' },
          ],
        },
        {
          blockType: 'linkList',
          heading: `Legal`,
          links: [
            { label: `Términos de uso`, href: '/es/terminos-de-uso/' },
            { label: `Aviso de privacidad`, href: '/es/aviso-de-privacidad/' },
            { label: `Mapa del sitio`, href: '/es/sitemap/' },
          ],
        },
        {
          blockType: 'linkList',
          heading: `Tienda`,
          links: [
            { label: `Buscar y reservar`, href: '/es/busqueda/' },
            { label: `Paquete hotel + vuelo`, href: '/es/hotel-flight-package/' },
            { label: `Carrito de compras`, href: '/es/carrito/' },
            { label: `Boletín: suscripción confirmada`, href: '/es/thanks-for-subscribing/' },
            { label: `Boletín: correo registrado`, href: '/es/thanks-for-being-subscribed/' },
          ],
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Sitemap`,
          subheading: `Every page on our site, organized so you can find exactly what you need.`,
        },
        {
          blockType: 'linkList',
          heading: `Hotel`,
          links: [
            { label: `Home`, href: '/en/' },
            { label: `Hotel Arte`, href: '/en/hotel-arte/' },
            { label: `Casas`, href: '/en/casas/' },
            { label: `Garden`, href: '/en/garden/' },
            { label: `All-Fun-Inclusive`, href: '/en/all-fun-inclusive/' },
            { label: `Gastronomy`, href: '/en/gastronomy/' },
            { label: `Restaurants`, href: '/en/restaurants/' },
            { label: `Spa & Wellness`, href: '/en/spa-wellness/' },
            { label: `Our History`, href: '/en/history/' },
            { label: `Awards & Accolades`, href: '/en/accolades/' },
            { label: `Hotel México Accolades`, href: '/en/accolades-hotel-mexico/' },
            { label: `FAQs`, href: '/en/faqs/' },
          ],
        },
        {
          blockType: 'linkList',
          heading: `Experiences`,
          links: [
            { label: `Cancún & Riviera Maya`, href: '/en/cancun-and-riviera-maya/' },
            { label: `Weddings`, href: '/en/weddings/' },
            { label: `Meetings & Events`, href: '/en/meetings-events/' },
            { label: `Ferry to Isla Mujeres`, href: '/en/ferry-isla-mujeres/' },
          ],
        },
        {
          blockType: 'linkList',
          heading: `Legal`,
          links: [
            { label: `Terms of Use`, href: '/en/terms-of-use/' },
            { label: `Privacy Notice`, href: '/en/privacy-notice/' },
            { label: `Sitemap`, href: '/en/sitemap/' },
          ],
        },
        {
          blockType: 'linkList',
          heading: `Shop`,
          links: [
            { label: `Search & Book`, href: '/en/search/' },
            { label: `Hotel + Flight Package`, href: '/en/hotel-flight-package/' },
            { label: `Shopping Cart`, href: '/en/carrito/' },
            { label: `Newsletter: Subscription Confirmed`, href: '/en/thanks-for-subscribing/' },
            { label: `Newsletter: Registered Email`, href: '/en/thanks-for-being-subscribed/' },
          ],
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Garden suites
  // ---------------------------------------------------------------------------
  {
    key: 'garden',
    slug: { es: 'garden', en: 'garden' },
    title: { es: `Suites Garden`, en: `Garden Suites` },
    meta: {
      es: {
        title: `Suites Garden | Hotel Arte, Riviera Maya`,
        description: `Descubre las Suites Garden de Hotel Arte: terrazas rodeadas de jardín, albercas privadas, vistas a la selva y al río y amenidades pensadas para descansar.`,
      },
      en: {
        title: `Garden Suites | Hotel Arte, Riviera Maya`,
        description: `Discover the Garden Suites at Hotel Arte: garden terraces, private plunge pools, jungle and river views and thoughtful amenities designed for real rest.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Suites Garden`,
          subheading: `Tu refugio privado entre jardines tropicales, a unos pasos del mar.`,
        },
        {
          blockType: 'content',
          heading: `Vivir entre jardines`,
          body: `La sección Garden de Hotel Arte está rodeada de vegetación nativa de la península de Yucatán: chacás, ceibas jóvenes, palmas chit y flores que atraen colibríes durante todo el día. Aquí el ritmo es más lento y el sonido dominante es el de las aves y el agua que corre por los canales del hotel.\n\nLas suites se distribuyen en edificios de pocos niveles, con materiales locales como piedra, madera y chukum, un acabado tradicional maya que mantiene los espacios frescos de manera natural.`,
        },
        {
          blockType: 'content',
          heading: `Tipos de suite`,
          body: `Suite Garden: nuestra suite esencial, con cama king o dos camas matrimoniales, sala de estar y terraza con hamaca frente al jardín.\n\nSuite Garden con alberca privada: suma una alberca de inmersión en la terraza, ideal para refrescarte después de un día de parques y tours.\n\nSuite Garden Swim-up: en planta baja, con acceso directo desde la terraza a una alberca compartida que serpentea entre los jardines.\n\nSuite Garden Master: la más amplia de la sección, con recámara independiente, regadera exterior y una terraza generosa para cenas privadas.`,
        },
        {
          blockType: 'content',
          heading: `Amenidades`,
          body: `Todas las suites Garden cuentan con aire acondicionado, Wi-Fi sin costo, pantalla inteligente, bocina Bluetooth, cafetera con café de Chiapas, minibar resurtido diariamente con bebidas y botanas, y amenidades de baño biodegradables elaboradas en México.\n\nTambién incluyen batas y sandalias, caja de seguridad, plancha, secadora de cabello y servicio de cobertura por las noches. Nuestro equipo de concierge puede ayudarte a organizar cenas, actividades y traslados desde la comodidad de tu suite.`,
        },
        {
          blockType: 'content',
          heading: `Vistas`,
          body: `Según la categoría y la ubicación, tu suite puede tener vista al jardín, a la selva o al río que atraviesa el hotel. Algunas suites en los niveles superiores ofrecen además una vista parcial al mar Caribe. Si tienes alguna preferencia, indícala al hacer tu reservación y haremos lo posible por asignarte la suite que buscas, sujeto a disponibilidad.`,
        },
        {
          blockType: 'cta',
          heading: `Reserva tu Suite Garden`,
          text: `Consulta la disponibilidad para tus fechas y elige la suite ideal.`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Garden Suites`,
          subheading: `Your private hideaway among tropical gardens, just steps from the sea.`,
        },
        {
          blockType: 'content',
          heading: `Life among the gardens`,
          body: `The Garden section of Hotel Arte is surrounded by plants native to the Yucatán Peninsula: chaká trees, young ceibas, chit palms and flowers that draw hummingbirds all day long. Life slows down here, and the loudest sounds are birdsong and the water running through the hotel's canals.\n\nSuites are set in low-rise buildings made with local materials like stone, wood and chukum, a traditional Maya finish that keeps interiors naturally cool.`,
        },
        {
          blockType: 'content',
          heading: `Suite types`,
          body: `Garden Suite: our signature suite, with a king bed or two double beds, a sitting area and a garden-facing terrace with a hammock.\n\nGarden Suite with Plunge Pool: everything in the Garden Suite plus a private plunge pool on the terrace, perfect for cooling off after a day at the parks.\n\nGarden Swim-Up Suite: on the ground floor, with direct terrace access to a shared pool that winds through the gardens.\n\nGarden Master Suite: the most spacious option in this section, with a separate bedroom, an outdoor rain shower and a generous terrace for private dinners.`,
        },
        {
          blockType: 'content',
          heading: `Amenities`,
          body: `Every Garden Suite comes with air conditioning, complimentary Wi-Fi, a smart TV, a Bluetooth speaker, a coffee maker stocked with Chiapas coffee, a minibar restocked daily with drinks and snacks, and biodegradable bath amenities made in Mexico.\n\nYou'll also find robes and slippers, an in-room safe, an iron, a hair dryer and nightly turndown service. Our concierge team can arrange dinners, activities and transfers without you ever leaving your suite.`,
        },
        {
          blockType: 'content',
          heading: `Views`,
          body: `Depending on the category and location, your suite may look out over the gardens, the jungle or the river that flows through the resort. Some upper-level suites also offer partial views of the Caribbean Sea. If you have a preference, let us know when you book and we'll do our best to assign the suite you have in mind, subject to availability.`,
        },
        {
          blockType: 'cta',
          heading: `Book your Garden Suite`,
          text: `Check availability for your dates and choose the suite that suits you best.`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // All-fun-inclusive
  // ---------------------------------------------------------------------------
  {
    key: 'all-fun-inclusive',
    slug: { es: 'all-fun-inclusive', en: 'all-fun-inclusive' },
    title: { es: `All-Fun-Inclusive`, en: `All-Fun-Inclusive` },
    meta: {
      es: {
        title: `Concepto All-Fun-Inclusive | Hotel Arte`,
        description: `Con el concepto All-Fun-Inclusive de Hotel Arte, tus comidas, bebidas, acceso a parques y tours y traslados desde el aeropuerto de Cancún ya están incluidos.`,
      },
      en: {
        title: `The All-Fun-Inclusive Concept | Hotel Arte`,
        description: `With Hotel Arte's All-Fun-Inclusive concept, your meals, drinks, park and tour access and Cancún airport transfers are all included in a single rate.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `All-Fun-Inclusive`,
          subheading: `Mucho más que un todo incluido: la diversión también viene incluida.`,
        },
        {
          blockType: 'content',
          heading: `Un concepto diferente`,
          body: `En un todo incluido tradicional, la experiencia termina en la puerta del hotel. En Hotel Arte apenas empieza ahí. Nuestro concepto All-Fun-Inclusive reúne hospedaje, gastronomía, bebidas, traslados y acceso a parques y tours de Grupo Arte Resorts en una sola tarifa, para que planees tus días sin hacer cuentas.\n\nLa idea es sencilla: tú decides si quieres pasar la mañana en la alberca, nadar en un cenote o recorrer una zona arqueológica. Nosotros nos encargamos del resto.`,
        },
        {
          blockType: 'content',
          heading: `Gastronomía y bebidas`,
          body: `Disfruta de todos nuestros restaurantes de especialidad sin cargos adicionales, desde cocina mexicana de autor hasta mariscos frente al mar y menús internacionales. Los bares del hotel sirven cocteles clásicos y de autor, una amplia selección de mezcales y tequilas, vinos y cerveza artesanal.\n\nEl servicio a la habitación y el minibar, resurtido diariamente, también forman parte de tu estancia.`,
        },
        {
          blockType: 'content',
          heading: `Parques y tours`,
          body: `Tu estancia incluye acceso a los parques y tours del grupo: experiencias de naturaleza y cultura, ríos subterráneos, cenotes, recorridos por la selva, espectáculos de tradiciones mexicanas y visitas a sitios arqueológicos de la región. Puedes visitarlos las veces que tu agenda te permita durante tu estancia.\n\nAlgunas actividades requieren reservación previa o tienen cupo limitado, por lo que te recomendamos planear tus visitas con ayuda de nuestro equipo de concierge desde el primer día.`,
        },
        {
          blockType: 'content',
          heading: `Traslados incluidos`,
          body: `El traslado redondo entre el Aeropuerto Internacional de Cancún y el hotel está incluido, así como la transportación hacia los parques y tours del grupo. Solo necesitas compartirnos los datos de tu vuelo con anticipación para coordinar tu llegada.`,
        },
        {
          blockType: 'content',
          heading: `Dentro del hotel`,
          body: `Además de gastronomía y experiencias, tu tarifa incluye Wi-Fi en todo el hotel, gimnasio, clases de yoga y bienestar, actividades artísticas y culturales, música en vivo y entretenimiento nocturno. Los tratamientos de spa y algunos servicios especiales, como cenas privadas en la playa, pueden tener costo adicional; nuestro equipo te informará antes de reservarlos.`,
        },
        {
          blockType: 'cta',
          heading: `Vive la experiencia All-Fun-Inclusive`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `All-Fun-Inclusive`,
          subheading: `So much more than all-inclusive: the fun is included too.`,
        },
        {
          blockType: 'content',
          heading: `A different kind of inclusive`,
          body: `With a traditional all-inclusive, the experience ends at the hotel gate. At Hotel Arte, that's where it begins. Our All-Fun-Inclusive concept bundles your stay, dining, drinks, transfers and access to Grupo Arte Resorts parks and tours into one rate, so you can plan your days without doing the math.\n\nThe idea is simple: you decide whether to spend the morning by the pool, swim in a cenote or explore an archaeological site. We take care of everything else.`,
        },
        {
          blockType: 'content',
          heading: `Dining and drinks`,
          body: `Enjoy every one of our specialty restaurants at no extra charge, from chef-driven Mexican cuisine to beachfront seafood and international menus. The hotel bars pour classic and signature cocktails, a wide range of mezcal and tequila, wine and craft beer.\n\nRoom service and a minibar restocked every day are part of your stay as well.`,
        },
        {
          blockType: 'content',
          heading: `Parks and tours`,
          body: `Your stay includes access to the group's parks and tours: nature and culture experiences, underground rivers, cenotes, jungle excursions, shows celebrating Mexican traditions and visits to the region's archaeological sites. Go as often as your schedule allows during your stay.\n\nSome activities require advance reservations or have limited capacity, so we recommend planning your visits with our concierge team on your first day.`,
        },
        {
          blockType: 'content',
          heading: `Transfers included`,
          body: `Round-trip transportation between Cancún International Airport and the hotel is included, along with transportation to the group's parks and tours. Just send us your flight details ahead of time so we can coordinate your arrival.`,
        },
        {
          blockType: 'content',
          heading: `At the resort`,
          body: `Beyond dining and experiences, your rate covers Wi-Fi throughout the hotel, the fitness center, yoga and wellness classes, art and cultural activities, live music and evening entertainment. Spa treatments and a few special services, such as private beach dinners, may carry an additional charge, and our team will always let you know before you book them.`,
        },
        {
          blockType: 'cta',
          heading: `Experience All-Fun-Inclusive`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Gastronomy
  // ---------------------------------------------------------------------------
  {
    key: 'gastronomy',
    slug: { es: 'gastronomy', en: 'gastronomy' },
    title: { es: `Gastronomía`, en: `Gastronomy` },
    meta: {
      es: {
        title: `Gastronomía | Restaurantes y bares de Hotel Arte`,
        description: `Seis restaurantes y varios bares incluidos en tu estancia en Hotel Arte: cocina mexicana de autor, mariscos, menú degustación, cocina mediterránea y más.`,
      },
      en: {
        title: `Gastronomy | Hotel Arte Restaurants & Bars`,
        description: `Six restaurants and several bars included in your Hotel Arte stay: chef-driven Mexican cuisine, seafood, a tasting menu, Mediterranean dishes and more.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Gastronomía`,
          subheading: `Un recorrido por los sabores de México y del mundo, sin salir del hotel.`,
        },
        {
          blockType: 'content',
          heading: `Cocinar también es un arte`,
          body: `En Hotel Arte creemos que la mesa es uno de los mejores lugares para conocer un país. Por eso nuestros chefs trabajan con productores de la península de Yucatán y de distintas regiones de México para llevar a tu plato ingredientes frescos, técnicas tradicionales y una buena dosis de creatividad.\n\nTodos nuestros restaurantes y bares forman parte del concepto All-Fun-Inclusive, así que puedes probar uno distinto cada noche.`,
        },
        {
          blockType: 'content',
          heading: `Nuestros restaurantes`,
          body: `Cocina de Barro: un homenaje a la cocina tradicional mexicana, con moles, guisos en cazuela y tortillas hechas a mano frente a ti.\n\nAzul Marino: mariscos y pescados del Caribe frente al mar, con recetas que van del tikin xic yucateco a los ceviches del Pacífico.\n\nMercado Arte: desayunos y comidas estilo mercado, con estaciones en vivo de jugos, pan dulce, antojitos y platillos internacionales.\n\nTinta: nuestro menú degustación de autor, donde cada tiempo se inspira en una obra o corriente del arte mexicano. Requiere reservación.\n\nOlivo y Sal: cocina mediterránea con pastas frescas, pescados a la parrilla y vinos de México y del mundo.\n\nBambú: sabores de Asia con ingredientes mexicanos, desde robatas hasta currys con chiles de la región.`,
        },
        {
          blockType: 'content',
          heading: `Bares y cafetería`,
          body: `Bar Pincel, en el lobby, es el lugar para un coctel de autor antes de la cena. En la Mezcalería La Paleta descubrirás destilados de agave de distintos estados del país, acompañados de sal de gusano y naranja. Al caer la tarde, Lienzo Rooftop ofrece música tranquila y una de las mejores vistas del hotel. Durante el día, los bares de alberca y la cafetería Boceto, con café mexicano de especialidad y repostería, completan la oferta.`,
        },
        {
          blockType: 'content',
          heading: `Para todos los gustos`,
          body: `Contamos con opciones vegetarianas, veganas y sin gluten en todos nuestros restaurantes. Si tienes alergias o alguna restricción alimentaria, indícalo al reservar o infórmalo al llegar al restaurante y nuestros chefs adaptarán los platillos para ti.`,
        },
        {
          blockType: 'cta',
          heading: `Conoce cada restaurante`,
          text: `Consulta horarios, código de vestimenta y recomendaciones.`,
          label: `Ver restaurantes`,
          href: '/es/restaurantes/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Gastronomy`,
          subheading: `A journey through the flavors of Mexico and the world, without leaving the resort.`,
        },
        {
          blockType: 'content',
          heading: `Cooking is an art form too`,
          body: `At Hotel Arte, we believe the table is one of the best places to get to know a country. That's why our chefs work with growers and producers from the Yucatán Peninsula and across Mexico to bring fresh ingredients, traditional techniques and a healthy dose of creativity to every plate.\n\nAll of our restaurants and bars are part of the All-Fun-Inclusive concept, so you can try a different one every night.`,
        },
        {
          blockType: 'content',
          heading: `Our restaurants`,
          body: `Cocina de Barro: a tribute to traditional Mexican cooking, with moles, clay-pot stews and tortillas handmade right in front of you.\n\nAzul Marino: Caribbean fish and seafood served by the ocean, with recipes ranging from Yucatecan tikin xic to Pacific-style ceviche.\n\nMercado Arte: market-style breakfasts and lunches with live stations for fresh juices, Mexican pastries, street-food favorites and international dishes.\n\nTinta: our chef's tasting menu, where every course is inspired by a work or movement in Mexican art. Reservations required.\n\nOlivo y Sal: Mediterranean cuisine featuring fresh pasta, grilled fish and wines from Mexico and around the world.\n\nBambú: Asian flavors made with Mexican ingredients, from robata grill plates to curries spiced with local chiles.`,
        },
        {
          blockType: 'content',
          heading: `Bars and café`,
          body: `Bar Pincel, in the lobby, is the spot for a signature cocktail before dinner. At Mezcalería La Paleta, you can explore agave spirits from different Mexican states, served the traditional way with orange slices and worm salt. As the sun goes down, Lienzo Rooftop offers mellow music and some of the best views on property. During the day, our pool bars and Boceto café, with specialty Mexican coffee and fresh pastries, round out the options.`,
        },
        {
          blockType: 'content',
          heading: `Something for every diet`,
          body: `Every restaurant offers vegetarian, vegan and gluten-free options. If you have allergies or dietary restrictions, mention them when you book or let the restaurant team know when you arrive, and our chefs will adapt your dishes.`,
        },
        {
          blockType: 'cta',
          heading: `Get to know each restaurant`,
          text: `See opening hours, dress codes and our recommendations.`,
          label: `View restaurants`,
          href: '/en/restaurants/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Spa & wellness
  // ---------------------------------------------------------------------------
  {
    key: 'spa-wellness',
    slug: { es: 'spa-wellness', en: 'spa-wellness' },
    title: { es: `Spa y bienestar`, en: `Spa & Wellness` },
    meta: {
      es: {
        title: `Spa y bienestar | Hotel Arte, Riviera Maya`,
        description: `Relájate en el Spa Semilla de Hotel Arte: circuito de hidroterapia, temazcal, tratamientos con ingredientes mexicanos, yoga al amanecer y gimnasio completo.`,
      },
      en: {
        title: `Spa & Wellness | Hotel Arte, Riviera Maya`,
        description: `Unwind at Spa Semilla at Hotel Arte, with a hydrotherapy circuit, temazcal rituals, treatments using Mexican ingredients, sunrise yoga and a full gym.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Spa y bienestar`,
          subheading: `Un espacio para reconectar con tu cuerpo, inspirado en la sabiduría ancestral de México.`,
        },
        {
          blockType: 'content',
          heading: `Spa Semilla`,
          body: `Escondido entre la vegetación, el Spa Semilla fue diseñado como un lugar de pausa. Sus cabinas de tratamiento se abren a pequeños patios con plantas medicinales, y los materiales naturales, la luz suave y el sonido del agua te invitan a bajar el ritmo desde que cruzas la puerta.\n\nNuestros terapeutas combinan técnicas contemporáneas con tradiciones de sanación mexicanas para crear experiencias que van más allá de un masaje.`,
        },
        {
          blockType: 'content',
          heading: `Circuito de hidroterapia`,
          body: `Antes o después de tu tratamiento, recorre el circuito de hidroterapia: alberca de chorros, regaderas de sensaciones, sauna, baño de vapor con eucalipto y tinas de agua fría. Alternar calor y frío ayuda a relajar los músculos, mejorar la circulación y descansar mejor por la noche.`,
        },
        {
          blockType: 'content',
          heading: `Tratamientos con raíces mexicanas`,
          body: `Nuestro menú incluye masajes relajantes y descontracturantes, faciales, exfoliaciones y envolturas elaboradas con ingredientes como cacao, miel de abeja melipona, arcilla, sábila y café. El ritual de temazcal, guiado por un especialista, es una ceremonia de purificación que combina vapor, hierbas aromáticas y cantos tradicionales.\n\nTambién ofrecemos tratamientos en pareja y experiencias al aire libre en palapas junto al jardín.`,
        },
        {
          blockType: 'content',
          heading: `Movimiento y calma`,
          body: `El gimnasio, equipado con máquinas de cardio y peso libre, está disponible para todos los huéspedes. Cada mañana puedes sumarte a clases de yoga al amanecer, meditación, estiramiento o entrenamiento funcional, y por las tardes hay sesiones de relajación con cuencos tibetanos.`,
        },
        {
          blockType: 'content',
          heading: `Antes de tu visita`,
          body: `El acceso al circuito de hidroterapia, al gimnasio y a las clases forma parte de tu estancia. Los tratamientos de spa tienen costo adicional y se reservan con anticipación en la recepción del spa o con nuestro equipo de concierge. Te sugerimos llegar 30 minutos antes de tu cita para disfrutar el circuito con calma. Si estás embarazada o tienes alguna condición de salud, coméntalo al reservar para recomendarte el tratamiento adecuado.`,
        },
        {
          blockType: 'cta',
          heading: `Regálate una pausa`,
          label: `Reserva tu estancia`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Spa & Wellness`,
          subheading: `A place to reconnect with yourself, inspired by Mexico's ancestral healing traditions.`,
        },
        {
          blockType: 'content',
          heading: `Spa Semilla`,
          body: `Tucked away in lush greenery, Spa Semilla was designed as a place to pause. Treatment rooms open onto small courtyards planted with medicinal herbs, while natural materials, soft light and the sound of running water encourage you to slow down the moment you walk in.\n\nOur therapists blend contemporary techniques with Mexican healing traditions to create experiences that go well beyond a massage.`,
        },
        {
          blockType: 'content',
          heading: `Hydrotherapy circuit`,
          body: `Before or after your treatment, take your time in the hydrotherapy circuit: a jet pool, sensory showers, a sauna, a eucalyptus steam room and cold plunge tubs. Alternating heat and cold helps relax tired muscles, boost circulation and set you up for a great night's sleep.`,
        },
        {
          blockType: 'content',
          heading: `Treatments with Mexican roots`,
          body: `Our menu features relaxing and deep-tissue massages, facials, scrubs and body wraps made with ingredients like cacao, honey from native melipona bees, clay, aloe and coffee. The temazcal ritual, led by a specialist, is a traditional purification ceremony that combines steam, aromatic herbs and ancestral chants.\n\nWe also offer couples' treatments and open-air experiences in garden palapas.`,
        },
        {
          blockType: 'content',
          heading: `Movement and mindfulness`,
          body: `The fitness center, equipped with cardio machines and free weights, is open to all guests. Every morning you can join sunrise yoga, meditation, stretching or functional training, and in the afternoon there are relaxation sessions with singing bowls.`,
        },
        {
          blockType: 'content',
          heading: `Before you visit`,
          body: `Access to the hydrotherapy circuit, the gym and fitness classes is included in your stay. Spa treatments carry an additional charge and should be booked in advance at the spa reception or through our concierge team. We suggest arriving 30 minutes before your appointment so you can enjoy the circuit without rushing. If you're pregnant or have a health condition, please let us know when booking so we can recommend the right treatment.`,
        },
        {
          blockType: 'cta',
          heading: `Give yourself a break`,
          label: `Book your stay`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Meetings & events
  // ---------------------------------------------------------------------------
  {
    key: 'meetings-events',
    slug: { es: 'meetings-events', en: 'meetings-events' },
    title: { es: `Reuniones y eventos`, en: `Meetings & Events` },
    meta: {
      es: {
        title: `Reuniones y eventos | Hotel Arte, Riviera Maya`,
        description: `Organiza convenciones, viajes de incentivo y eventos corporativos en Hotel Arte, con salones versátiles, terrazas frente al mar y un equipo dedicado.`,
      },
      en: {
        title: `Meetings & Events | Hotel Arte, Riviera Maya`,
        description: `Plan conferences, incentive trips and corporate events at Hotel Arte, with flexible meeting rooms, oceanfront terraces and a dedicated events team.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Reuniones y eventos`,
          subheading: `Espacios que inspiran ideas y un equipo que cuida cada detalle.`,
        },
        {
          blockType: 'content',
          heading: `Negocios con vista al Caribe`,
          body: `Hotel Arte es un escenario distinto para reuniones de trabajo, convenciones, lanzamientos de producto y viajes de incentivo. La combinación de arte, naturaleza y el concepto All-Fun-Inclusive permite que tu grupo se concentre en lo importante durante el día y viva experiencias memorables al terminar las sesiones.\n\nAl incluir hospedaje, alimentos, bebidas y traslados, la planeación y el presupuesto de tu evento se simplifican desde el inicio.`,
        },
        {
          blockType: 'content',
          heading: `Nuestros espacios`,
          body: `Salón Galería: nuestro salón principal, divisible en secciones, ideal para plenarias, conferencias y cenas de gala.\n\nForo Mural: un espacio con luz natural y murales de artistas mexicanos, perfecto para talleres y sesiones de trabajo más creativas.\n\nSalas de consejo: salas privadas para juntas ejecutivas y entrevistas, con pantalla y videoconferencia.\n\nTerrazas y jardines: áreas al aire libre frente al mar o entre la vegetación, para cocteles de bienvenida, cenas temáticas y eventos bajo las estrellas.`,
        },
        {
          blockType: 'content',
          heading: `Servicios para tu evento`,
          body: `Cada grupo cuenta con un coordinador de eventos que te acompaña desde la primera propuesta hasta el cierre. Ofrecemos equipo audiovisual, conexión a internet de alta velocidad, escenografía e iluminación, menús para grupos diseñados por nuestros chefs y traducción simultánea bajo solicitud.\n\nPara integrar a tu equipo, organizamos actividades de team building en los parques y tours del grupo, rallies culturales, clases de cocina mexicana y experiencias de voluntariado con comunidades locales.`,
        },
        {
          blockType: 'content',
          heading: `Solicita una propuesta`,
          body: `Cuéntanos las fechas, el número de asistentes y el tipo de evento que imaginas, y nuestro equipo te enviará una propuesta a la medida. Llámanos al 800 292 2738 desde México o al 1 888 774 0040 desde Estados Unidos, de lunes a viernes de 8:00 a 23:00 y fines de semana de 8:00 a 22:00, hora de Quintana Roo.`,
        },
        {
          blockType: 'cta',
          heading: `¿Viajas antes del evento?`,
          text: `Reserva tu estancia y conoce el hotel por ti mismo.`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Meetings & Events`,
          subheading: `Spaces that spark ideas and a team that handles every detail.`,
        },
        {
          blockType: 'content',
          heading: `Business with a Caribbean view`,
          body: `Hotel Arte offers a refreshingly different setting for business meetings, conferences, product launches and incentive trips. The mix of art, nature and our All-Fun-Inclusive concept lets your group stay focused during the day and share unforgettable experiences once the sessions wrap up.\n\nBecause accommodations, meals, drinks and transfers are already included, planning and budgeting your event is simpler from day one.`,
        },
        {
          blockType: 'content',
          heading: `Our venues`,
          body: `Salón Galería: our main ballroom, which can be divided into sections, ideal for general sessions, conferences and gala dinners.\n\nForo Mural: a naturally lit space featuring murals by Mexican artists, perfect for workshops and more creative working sessions.\n\nBoardrooms: private rooms for executive meetings and interviews, equipped with screens and video conferencing.\n\nTerraces and gardens: outdoor areas by the ocean or surrounded by greenery, great for welcome cocktails, themed dinners and events under the stars.`,
        },
        {
          blockType: 'content',
          heading: `Event services`,
          body: `Every group is paired with a dedicated event coordinator who works with you from the first proposal to the final wrap-up. We provide audiovisual equipment, high-speed internet, staging and lighting, group menus created by our chefs and simultaneous interpretation on request.\n\nTo bring your team together, we organize team-building activities at the group's parks and tours, cultural scavenger hunts, Mexican cooking classes and volunteer experiences with local communities.`,
        },
        {
          blockType: 'content',
          heading: `Request a proposal`,
          body: `Tell us your dates, number of attendees and the kind of event you have in mind, and our team will put together a tailored proposal. Call us at 800 292 2738 from Mexico or 1 888 774 0040 from the US, Monday through Friday from 8:00 a.m. to 11:00 p.m. and weekends from 8:00 a.m. to 10:00 p.m., Quintana Roo time.`,
        },
        {
          blockType: 'cta',
          heading: `Coming for a site visit?`,
          text: `Book a stay and experience the resort for yourself.`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Weddings
  // ---------------------------------------------------------------------------
  {
    key: 'weddings',
    slug: { es: 'weddings', en: 'weddings' },
    title: { es: `Bodas`, en: `Weddings` },
    meta: {
      es: {
        title: `Bodas en la Riviera Maya | Hotel Arte`,
        description: `Celebra tu boda en Hotel Arte: ceremonias en la playa o en el jardín, tradiciones mexicanas, banquetes de autor y un coordinador que cuida cada detalle.`,
      },
      en: {
        title: `Riviera Maya Weddings | Hotel Arte`,
        description: `Say I do at Hotel Arte with beach or garden ceremonies, Mexican traditions, chef-designed receptions and a wedding coordinator who handles every detail.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Bodas en Hotel Arte`,
          subheading: `El Caribe mexicano como escenario para el día más importante de su historia.`,
        },
        {
          blockType: 'content',
          heading: `Una celebración a su medida`,
          body: `Ya sea una ceremonia íntima al atardecer o una gran fiesta con familia y amigos, en Hotel Arte diseñamos cada boda como una obra única. Nuestro equipo de bodas conoce a fondo el destino y los acompaña desde la elección de la fecha hasta el último baile.\n\nLa belleza natural de la Riviera Maya, la arquitectura del hotel y la hospitalidad mexicana crean el marco perfecto para decir sí.`,
        },
        {
          blockType: 'content',
          heading: `Escenarios para la ceremonia`,
          body: `Elijan entre la playa, con el mar turquesa de fondo; el jardín central, rodeado de esculturas y vegetación nativa; o el mirador de la selva, ideal para una ceremonia al atardecer. Para la recepción contamos con terrazas frente al mar, salones con iluminación de ambiente y espacios al aire libre que se transforman según el estilo de su boda.`,
        },
        {
          blockType: 'content',
          heading: `Tradiciones que enamoran`,
          body: `Integren elementos de la cultura mexicana a su celebración: mariachi a la salida de la ceremonia, el lazo y las arras, una ceremonia maya con un guía espiritual, callejoneada con marimba o una mesa de dulces típicos. Nuestros chefs diseñan menús de banquete que pueden incluir desde cocina mexicana de autor hasta propuestas internacionales, acompañados de mezcales y vinos nacionales.`,
        },
        {
          blockType: 'content',
          heading: `Ceremonia simbólica o civil`,
          body: `Pueden celebrar una ceremonia simbólica o una boda civil con validez legal en México. El matrimonio civil en Quintana Roo requiere presentar documentos como actas de nacimiento, identificaciones oficiales y, en el caso de extranjeros, documentos apostillados y traducidos, además de la presencia de testigos. Su coordinador les explicará los requisitos vigentes con tiempo suficiente.`,
        },
        {
          blockType: 'content',
          heading: `Sus invitados y su luna de miel`,
          body: `Les ayudamos a gestionar tarifas de grupo para sus invitados. Hotel Arte recibe a huéspedes de 16 años en adelante; si viajan familias con niños, Hotel México, también de Grupo Arte Resorts, es una excelente opción cercana. Después de la boda, quédense unos días más y disfruten su luna de miel con todo incluido, desde cenas privadas hasta tratamientos en pareja en el spa.`,
        },
        {
          blockType: 'cta',
          heading: `Empiecen a planear su boda`,
          text: `Reserven su estancia o llámennos al 800 292 2738 (México) o al 1 888 774 0040 (EE. UU.).`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Weddings at Hotel Arte`,
          subheading: `The Mexican Caribbean as the backdrop for the biggest day of your story.`,
        },
        {
          blockType: 'content',
          heading: `A celebration made for you`,
          body: `Whether you're dreaming of an intimate sunset ceremony or a big celebration with family and friends, we design every wedding at Hotel Arte as a one-of-a-kind work of art. Our wedding team knows the destination inside and out and will be with you from choosing the date to the very last dance.\n\nThe natural beauty of the Riviera Maya, the resort's architecture and genuine Mexican hospitality make the perfect setting to say I do.`,
        },
        {
          blockType: 'content',
          heading: `Ceremony settings`,
          body: `Choose the beach, with the turquoise sea behind you; the central garden, surrounded by sculptures and native plants; or the jungle lookout, made for sunset ceremonies. For the reception, we offer oceanfront terraces, ballrooms with ambient lighting and open-air spaces that transform to match your wedding style.`,
        },
        {
          blockType: 'content',
          heading: `Traditions to fall in love with`,
          body: `Bring Mexican culture into your celebration with a mariachi send-off after the ceremony, the traditional lazo and arras, a Maya blessing led by a spiritual guide, a festive marimba procession or a table of classic Mexican sweets. Our chefs design reception menus ranging from modern Mexican cuisine to international fare, paired with Mexican mezcal and wines.`,
        },
        {
          blockType: 'content',
          heading: `Symbolic or legal ceremony`,
          body: `You can choose a symbolic ceremony or a civil wedding that's legally recognized in Mexico. A civil marriage in Quintana Roo requires documents such as birth certificates and official IDs, and for foreign nationals, apostilled and translated documents, as well as witnesses. Your coordinator will walk you through the current requirements well in advance.`,
        },
        {
          blockType: 'content',
          heading: `Your guests and your honeymoon`,
          body: `We can help you set up group rates for your guests. Hotel Arte welcomes guests 16 and older; for families traveling with kids, Hotel México, also part of Grupo Arte Resorts, is a great option nearby. After the wedding, stay a few extra days and enjoy an all-inclusive honeymoon, from private dinners to couples' spa treatments.`,
        },
        {
          blockType: 'cta',
          heading: `Start planning your wedding`,
          text: `Book your stay or call us at 800 292 2738 (Mexico) or 1 888 774 0040 (US).`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Casas
  // ---------------------------------------------------------------------------
  {
    key: 'casas',
    slug: { es: 'casas', en: 'casas' },
    title: { es: `Casas`, en: `Casas` },
    meta: {
      es: {
        title: `Las Casas de Hotel Arte | Suites temáticas`,
        description: `Conoce las casas de Hotel Arte, edificios temáticos dedicados a la pintura, la música, la danza, la escultura y el arte popular, donde se encuentran las suites.`,
      },
      en: {
        title: `The Casas at Hotel Arte | Themed Suite Buildings`,
        description: `Explore the casas at Hotel Arte, themed buildings devoted to painting, music, dance, sculpture and folk art, each home to its own collection of suites.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Las casas de Hotel Arte`,
          subheading: `Cada casa es un homenaje a una disciplina artística de México.`,
        },
        {
          blockType: 'content',
          heading: `Un hotel hecho de casas`,
          body: `En lugar de una gran torre, Hotel Arte se compone de casas: edificios de pocos niveles que se reparten entre jardines, canales y caminos de piedra. Cada una está dedicada a una expresión del arte mexicano y cuenta con su propio lobby, decoración, obra original de artistas y artesanos del país y un ambiente distinto.\n\nAsí, hospedarte en el hotel se parece más a vivir en un pequeño barrio de artistas que a dormir en un hotel convencional.`,
        },
        {
          blockType: 'content',
          heading: `Conoce cada casa`,
          body: `Casa Pintura: inspirada en el muralismo y la pintura mexicana del siglo XX, con murales monumentales en sus pasillos y una paleta de colores intensos.\n\nCasa Música: dedicada a la música tradicional y contemporánea, desde el son jarocho hasta el bolero. Por las noches recibe tríos y ensambles en su patio central.\n\nCasa Danza: celebra los bailes de las regiones de México con textiles, máscaras y fotografía documental.\n\nCasa Escultura: espacios sobrios, luz natural y piezas en piedra, barro y metal de escultores mexicanos.\n\nCasa Arte Popular: un festival de alebrijes, talavera, barro negro y bordados, creados por artesanas y artesanos de distintos estados.`,
        },
        {
          blockType: 'content',
          heading: `Servicios en cada casa`,
          body: `Todas las casas tienen acceso a albercas y áreas comunes, y un equipo de concierge que conoce bien a sus huéspedes. Ahí mismo puedes reservar restaurantes, actividades y visitas a parques y tours, o pedir recomendaciones para aprovechar mejor tu día.\n\nAdemás de las casas, la sección Garden ofrece suites rodeadas de vegetación, algunas con alberca privada o acceso directo a la alberca.`,
        },
        {
          blockType: 'linkList',
          heading: `Sigue explorando`,
          links: [
            { label: `Suites Garden`, href: '/es/garden/' },
            { label: `Sobre Hotel Arte`, href: '/es/hotel-arte/' },
            { label: `All-Fun-Inclusive`, href: '/es/all-fun-inclusive/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Elige tu casa`,
          text: `Indica tu preferencia al reservar y haremos lo posible por cumplirla.`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `The Casas of Hotel Arte`,
          subheading: `Each casa pays tribute to a different Mexican art form.`,
        },
        {
          blockType: 'content',
          heading: `A resort made of houses`,
          body: `Instead of one big tower, Hotel Arte is made up of casas: low-rise buildings scattered among gardens, canals and stone pathways. Each one is dedicated to a form of Mexican art, with its own lobby, décor, original works by Mexican artists and artisans, and a personality all its own.\n\nStaying here feels less like checking into a conventional hotel and more like living in a small artists' neighborhood.`,
        },
        {
          blockType: 'content',
          heading: `Meet the casas`,
          body: `Casa Pintura: inspired by muralism and 20th-century Mexican painting, with monumental murals along its corridors and a bold, vivid color palette.\n\nCasa Música: devoted to traditional and contemporary music, from son jarocho to bolero. In the evenings, trios and ensembles perform in its central courtyard.\n\nCasa Danza: celebrates dances from across Mexico's regions with textiles, masks and documentary photography.\n\nCasa Escultura: understated spaces, natural light and pieces in stone, clay and metal by Mexican sculptors.\n\nCasa Arte Popular: a festival of alebrijes, Talavera pottery, black clay and embroidery created by artisans from several Mexican states.`,
        },
        {
          blockType: 'content',
          heading: `Services in every casa`,
          body: `Every casa has access to the pools and shared areas, plus a concierge team that gets to know its guests. They can book restaurants, activities and visits to parks and tours for you, or share tips to help you make the most of your day.\n\nBeyond the casas, the Garden section offers suites surrounded by greenery, some with a private plunge pool or swim-up access.`,
        },
        {
          blockType: 'linkList',
          heading: `Keep exploring`,
          links: [
            { label: `Garden Suites`, href: '/en/garden/' },
            { label: `About Hotel Arte`, href: '/en/hotel-arte/' },
            { label: `All-Fun-Inclusive`, href: '/en/all-fun-inclusive/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Choose your casa`,
          text: `Let us know your preference when you book and we'll do our best to make it happen.`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // History
  // ---------------------------------------------------------------------------
  {
    key: 'history',
    slug: { es: 'history', en: 'history' },
    title: { es: `Nuestra historia`, en: `Our History` },
    meta: {
      es: {
        title: `Nuestra historia | Grupo Arte Resorts`,
        description: `Descubre cómo nació Grupo Arte Resorts y cómo Hotel México, Hotel Arte y La Casa de la Playa llevaron el arte y la cultura de México a la Riviera Maya.`,
      },
      en: {
        title: `Our History | Grupo Arte Resorts`,
        description: `Learn how Grupo Arte Resorts began and how Hotel México, Hotel Arte and La Casa de la Playa brought Mexican art and culture to the Riviera Maya.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Nuestra historia`,
          subheading: `Una idea mexicana: compartir lo mejor de nuestro país con quienes nos visitan.`,
        },
        {
          blockType: 'content',
          heading: `Los orígenes`,
          body: `Grupo Arte Resorts nació de una convicción sencilla: que la hospitalidad puede ser una forma de contar la historia de México. Sus fundadores, una familia de arquitectos y empresarios turísticos con raíces en Quintana Roo, soñaban con hoteles que no se limitaran a ofrecer descanso, sino que invitaran a conocer la cultura, la naturaleza y la gastronomía del país.\n\nDesde el principio, el proyecto se apoyó en tres ideas: respetar el entorno, trabajar de la mano de artistas y comunidades locales, e incluir en la estancia las experiencias que hacen inolvidable un viaje.`,
        },
        {
          blockType: 'content',
          heading: `Hotel México, el primer paso`,
          body: `En 2017 abrió sus puertas Hotel México, un resort pensado para familias donde cada rincón rinde homenaje a las tradiciones del país. Ahí nació el concepto All-Fun-Inclusive, que por primera vez sumó al hospedaje el acceso a parques, tours y traslados en una sola tarifa.`,
        },
        {
          blockType: 'content',
          heading: `Hotel Arte, una galería junto al mar`,
          body: `En 2021 llegó Hotel Arte, dedicado a las artes de México y diseñado para adultos. Su arquitectura de casas temáticas, sus murales y las piezas creadas por artesanos de distintos estados lo convirtieron en un punto de encuentro entre el arte y el descanso. Durante su construcción se conservaron cenotes, árboles nativos y corredores naturales para la fauna de la región.`,
        },
        {
          blockType: 'content',
          heading: `La Casa de la Playa y el futuro`,
          body: `En 2023 se sumó La Casa de la Playa, un hotel boutique de suites con servicio personalizado y un ambiente íntimo frente al mar. Hoy, además de sus tres hoteles, el grupo ofrece boletos para parques, tours, ferry a Isla Mujeres y paseos en catamarán, y sigue invirtiendo en programas de conservación, capacitación de colaboradores y apoyo a artesanos mexicanos.\n\nNuestra historia se sigue escribiendo con cada huésped que llega a descubrir la Riviera Maya con nosotros.`,
        },
        {
          blockType: 'cta',
          heading: `Sé parte de nuestra historia`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Our History`,
          subheading: `A Mexican idea: sharing the very best of our country with everyone who visits.`,
        },
        {
          blockType: 'content',
          heading: `How it all began`,
          body: `Grupo Arte Resorts grew out of a simple belief: that hospitality can be a way of telling Mexico's story. Its founders, a family of architects and hospitality entrepreneurs with deep roots in Quintana Roo, dreamed of hotels that offered more than rest, places that invited guests to discover the country's culture, nature and food.\n\nFrom the start, the project rested on three ideas: respect the environment, work hand in hand with local artists and communities, and include in every stay the experiences that make a trip unforgettable.`,
        },
        {
          blockType: 'content',
          heading: `Hotel México, the first step`,
          body: `In 2017, Hotel México opened its doors as a family-friendly resort where every corner honors the country's traditions. This is where the All-Fun-Inclusive concept was born, combining accommodations with access to parks, tours and transfers in a single rate for the first time.`,
        },
        {
          blockType: 'content',
          heading: `Hotel Arte, a gallery by the sea`,
          body: `Hotel Arte followed in 2021, dedicated to Mexico's arts and designed with adults in mind. Its themed casas, murals and pieces crafted by artisans from across the country quickly made it a meeting point between art and relaxation. During construction, cenotes, native trees and natural wildlife corridors were carefully preserved.`,
        },
        {
          blockType: 'content',
          heading: `La Casa de la Playa and what's next`,
          body: `In 2023, La Casa de la Playa joined the family as a boutique, suites-only hotel with personalized service and an intimate beachfront setting. Today, in addition to its three hotels, the group sells tickets for parks, tours, the Isla Mujeres ferry and catamaran cruises, and continues to invest in conservation programs, staff training and support for Mexican artisans.\n\nOur story keeps growing with every guest who comes to discover the Riviera Maya with us.`,
        },
        {
          blockType: 'cta',
          heading: `Become part of our story`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // FAQs
  // ---------------------------------------------------------------------------
  {
    key: 'faqs',
    slug: { es: 'faqs', en: 'faqs' },
    title: { es: `Preguntas frecuentes`, en: `Frequently Asked Questions` },
    meta: {
      es: {
        title: `Preguntas frecuentes | Hotel Arte`,
        description: `Resuelve tus dudas sobre Hotel Arte: horarios de check-in y check-out, edad mínima, qué incluye tu estancia, traslados, cancelaciones, pagos y accesibilidad.`,
      },
      en: {
        title: `FAQs | Hotel Arte`,
        description: `Answers to common questions about Hotel Arte: check-in and check-out times, minimum age, what's included, airport transfers, cancellations and payments.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Preguntas frecuentes`,
          subheading: `Todo lo que necesitas saber antes de tu viaje.`,
        },
        {
          blockType: 'faq',
          heading: `Tu estancia en Hotel Arte`,
          items: [
            {
              question: `¿A qué hora es el check-in y el check-out?`,
              answer: `El check-in es a partir de las 15:00 y el check-out, a más tardar a las 12:00, hora de Quintana Roo. Si llegas antes, puedes dejar tu equipaje y empezar a disfrutar de las áreas comunes; la entrada anticipada y la salida tardía dependen de la disponibilidad.`,
            },
            {
              question: `¿Cuál es la edad mínima para hospedarse?`,
              answer: `Hotel Arte recibe a huéspedes de 16 años en adelante, quienes se consideran adultos para efectos de la reservación. Las bebidas alcohólicas solo se sirven a mayores de 18 años, conforme a la ley mexicana.`,
            },
            {
              question: `¿Puedo viajar con niños?`,
              answer: `Hotel Arte no admite menores de 16 años. Si viajas en familia con niños, te recomendamos Hotel México, también de Grupo Arte Resorts, que cuenta con instalaciones y actividades pensadas para todas las edades.`,
            },
            {
              question: `¿Qué incluye el concepto All-Fun-Inclusive?`,
              answer: `Incluye hospedaje, alimentos y bebidas en todos los restaurantes y bares, minibar y servicio a la habitación, acceso a los parques y tours del grupo, traslados desde y hacia el aeropuerto de Cancún y a los parques, Wi-Fi, gimnasio y entretenimiento. Los tratamientos de spa y algunos servicios especiales tienen costo adicional.`,
            },
            {
              question: `¿Cómo llego del aeropuerto de Cancún al hotel?`,
              answer: `El traslado redondo entre el Aeropuerto Internacional de Cancún y el hotel está incluido. Compártenos los datos de tu vuelo con anticipación y nuestro personal te estará esperando a tu llegada.`,
            },
            {
              question: `¿Cuál es la política de cancelación?`,
              answer: `Depende de la tarifa que elijas. Las condiciones de cambios y cancelación se muestran antes de pagar y se incluyen en tu correo de confirmación. Si necesitas modificar o cancelar, comunícate con atención a clientes.`,
            },
            {
              question: `¿En qué monedas puedo pagar?`,
              answer: `Puedes ver los precios y pagar en 17 monedas, entre ellas pesos mexicanos, dólares estadounidenses, dólares canadienses y euros. Elige tu moneda en la parte superior del sitio antes de reservar.`,
            },
            {
              question: `¿Puedo pagar a meses sin intereses?`,
              answer: `Sí. Si pagas en pesos mexicanos con tarjeta de crédito de bancos mexicanos participantes, puedes diferir tu compra a meses sin intereses. Las opciones disponibles se muestran en el paso de pago.`,
            },
            {
              question: `¿Se admiten mascotas?`,
              answer: `No se admiten mascotas en el hotel. Los animales de servicio son bienvenidos; te pedimos avisarnos al reservar para preparar todo para tu llegada.`,
            },
            {
              question: `¿El hotel es accesible?`,
              answer: `Sí. Contamos con suites adaptadas para personas con movilidad reducida, con regadera sin escalón y barras de apoyo, además de rampas y elevadores en las áreas principales. Indícanos tus necesidades al reservar para asignarte la suite adecuada.`,
            },
            {
              question: `¿Hay Wi-Fi en el hotel?`,
              answer: `Sí, el Wi-Fi es gratuito en todas las suites y en las áreas comunes del hotel.`,
            },
            {
              question: `¿Puedo reservar vuelo y hotel juntos?`,
              answer: `Sí. Con nuestro paquete hotel + vuelo puedes reservar ambos en una sola compra, para hasta 6 pasajeros por búsqueda.`,
            },
          ],
        },
        {
          blockType: 'content',
          heading: `¿Tienes otra pregunta?`,
          body: `Nuestro equipo de atención a clientes está disponible de lunes a viernes de 8:00 a 23:00 y sábados y domingos de 8:00 a 22:00, hora de Quintana Roo. Llámanos al 800 292 2738 desde México o al 1 888 774 0040 desde Estados Unidos.`,
        },
        {
          blockType: 'cta',
          heading: `¿Listo para tu viaje?`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Frequently Asked Questions`,
          subheading: `Everything you need to know before your trip.`,
        },
        {
          blockType: 'faq',
          heading: `Your stay at Hotel Arte`,
          items: [
            {
              question: `What are the check-in and check-out times?`,
              answer: `Check-in starts at 3:00 p.m. (15:00) and check-out is by 12:00 p.m., Quintana Roo time. If you arrive early, you can store your luggage and start enjoying the common areas; early check-in and late check-out are subject to availability.`,
            },
            {
              question: `What is the minimum age to stay at the hotel?`,
              answer: `Hotel Arte welcomes guests aged 16 and older, who are considered adults for booking purposes. Alcoholic beverages are served only to guests 18 and over, in accordance with Mexican law.`,
            },
            {
              question: `Can I bring children?`,
              answer: `Hotel Arte does not accept guests under 16. If you're traveling with kids, we recommend Hotel México, also part of Grupo Arte Resorts, which offers facilities and activities for all ages.`,
            },
            {
              question: `What does All-Fun-Inclusive include?`,
              answer: `Your stay includes accommodations, food and drinks at every restaurant and bar, minibar and room service, access to the group's parks and tours, transfers to and from Cancún airport and to the parks, Wi-Fi, the fitness center and entertainment. Spa treatments and some special services cost extra.`,
            },
            {
              question: `How do I get from Cancún airport to the hotel?`,
              answer: `Round-trip transportation between Cancún International Airport and the hotel is included. Send us your flight details in advance and our team will be waiting for you when you land.`,
            },
            {
              question: `What is the cancellation policy?`,
              answer: `It depends on the rate you choose. Change and cancellation terms are shown before you pay and are included in your confirmation email. If you need to change or cancel your booking, please contact customer service.`,
            },
            {
              question: `Which currencies can I pay in?`,
              answer: `You can view prices and pay in 17 currencies, including Mexican pesos, US dollars, Canadian dollars and euros. Just pick your currency at the top of the site before you book.`,
            },
            {
              question: `Can I pay in interest-free installments?`,
              answer: `Yes. When you pay in Mexican pesos with a credit card from a participating Mexican bank, you can split your purchase into interest-free monthly installments. Available plans are shown at checkout.`,
            },
            {
              question: `Are pets allowed?`,
              answer: `Pets are not allowed at the hotel. Service animals are welcome; please let us know when you book so we can prepare for your arrival.`,
            },
            {
              question: `Is the hotel accessible?`,
              answer: `Yes. We have suites adapted for guests with limited mobility, featuring roll-in showers and grab bars, plus ramps and elevators throughout the main areas. Tell us about your needs when booking and we'll assign the right suite.`,
            },
            {
              question: `Is there Wi-Fi?`,
              answer: `Yes, Wi-Fi is free in all suites and throughout the hotel's common areas.`,
            },
            {
              question: `Can I book flights and hotel together?`,
              answer: `Yes. With our Hotel + Flight package you can book both in a single purchase, for up to 6 passengers per search.`,
            },
          ],
        },
        {
          blockType: 'content',
          heading: `Still have questions?`,
          body: `Our customer service team is available Monday through Friday from 8:00 a.m. to 11:00 p.m. and Saturday and Sunday from 8:00 a.m. to 10:00 p.m., Quintana Roo time. Call us at 800 292 2738 from Mexico or 1 888 774 0040 from the United States.`,
        },
        {
          blockType: 'cta',
          heading: `Ready for your trip?`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Destination guide
  // ---------------------------------------------------------------------------
  {
    key: 'cancun-and-riviera-maya',
    slug: { es: 'cancun-and-riviera-maya', en: 'cancun-and-riviera-maya' },
    title: { es: `Cancún y Riviera Maya`, en: `Cancún & Riviera Maya` },
    meta: {
      es: {
        title: `Guía de Cancún y la Riviera Maya | Hotel Arte`,
        description: `Guía de viaje de Cancún y la Riviera Maya: playas, cenotes, zonas arqueológicas, Isla Mujeres, Cozumel, la mejor época para viajar y consejos útiles.`,
      },
      en: {
        title: `Cancún & Riviera Maya Travel Guide | Hotel Arte`,
        description: `Your Cancún and Riviera Maya travel guide: beaches, cenotes, Maya ruins, Isla Mujeres, Cozumel, the best time to visit and practical tips for your trip.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Cancún y la Riviera Maya`,
          subheading: `Mar turquesa, selva, cenotes y siglos de historia maya en un mismo destino.`,
        },
        {
          blockType: 'content',
          heading: `Un destino para todos los ritmos`,
          body: `La Riviera Maya se extiende a lo largo de la costa caribeña de Quintana Roo, desde Cancún hasta Tulum. En pocos kilómetros encontrarás playas de arena blanca, el segundo sistema de arrecifes más grande del mundo, ríos subterráneos, pueblos de pescadores y ciudades llenas de vida nocturna.\n\nHotel Arte es el punto de partida ideal para descubrirla, con traslados y acceso a parques y tours incluidos en tu estancia.`,
        },
        {
          blockType: 'content',
          heading: `Cancún, Isla Mujeres y Playa del Carmen`,
          body: `Cancún combina la Zona Hotelera, con sus playas abiertas al mar Caribe, y un centro donde se come muy bien en mercados y taquerías. Frente a sus costas, Isla Mujeres ofrece aguas tranquilas, recorridos en carrito de golf y algunos de los atardeceres más bonitos de la región; llegas fácilmente en ferry.\n\nMás al sur, Playa del Carmen es famosa por su Quinta Avenida peatonal, llena de tiendas, restaurantes y galerías. Desde ahí salen los barcos hacia Cozumel, paraíso del buceo y el esnórquel.`,
        },
        {
          blockType: 'content',
          heading: `Cenotes y cultura maya`,
          body: `La península de Yucatán está llena de cenotes, pozos naturales de agua dulce que los mayas consideraban sagrados. Nadar en uno de ellos es una experiencia imprescindible.\n\nPara conocer la historia de la región, visita zonas arqueológicas como Tulum, frente al mar; Cobá, rodeada de selva; o Chichén Itzá, una de las nuevas siete maravillas del mundo, a unas horas de la costa.`,
        },
        {
          blockType: 'content',
          heading: `Cuándo viajar`,
          body: `El clima es cálido todo el año. De noviembre a abril la temporada es más seca y fresca, ideal para actividades al aire libre. De mayo a octubre hace más calor y llueve con mayor frecuencia, generalmente en chubascos cortos por la tarde. La temporada de huracanes va de junio a noviembre; en esos meses conviene seguir los avisos oficiales y contratar un seguro de viaje.`,
        },
        {
          blockType: 'content',
          heading: `Consejos prácticos`,
          body: `Usa protector solar biodegradable para cuidar arrecifes y cenotes, y lleva ropa ligera, traje de baño y calzado cómodo para caminar. La moneda local es el peso mexicano, aunque en la zona turística es común aceptar tarjetas. Mantente hidratado y respeta las indicaciones de los guías en zonas naturales y arqueológicas.`,
        },
        {
          blockType: 'cta',
          heading: `Descubre la Riviera Maya desde Hotel Arte`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Cancún & the Riviera Maya`,
          subheading: `Turquoise water, jungle, cenotes and centuries of Maya history, all in one destination.`,
        },
        {
          blockType: 'content',
          heading: `A destination for every pace`,
          body: `The Riviera Maya stretches along the Caribbean coast of Quintana Roo, from Cancún down to Tulum. Within a short drive you'll find white-sand beaches, the second-largest barrier reef system in the world, underground rivers, fishing villages and towns with lively nightlife.\n\nHotel Arte makes the perfect base for exploring it all, with transfers and access to parks and tours included in your stay.`,
        },
        {
          blockType: 'content',
          heading: `Cancún, Isla Mujeres and Playa del Carmen`,
          body: `Cancún pairs its Hotel Zone, lined with open Caribbean beaches, with a downtown area where locals eat well at markets and taquerías. Just offshore, Isla Mujeres offers calm waters, golf-cart rides around the island and some of the prettiest sunsets in the region, and it's an easy ferry ride away.\n\nFarther south, Playa del Carmen is known for Fifth Avenue, a pedestrian street packed with shops, restaurants and galleries. It's also where boats leave for Cozumel, a paradise for scuba divers and snorkelers.`,
        },
        {
          blockType: 'content',
          heading: `Cenotes and Maya culture`,
          body: `The Yucatán Peninsula is dotted with cenotes, natural freshwater sinkholes the ancient Maya considered sacred. Taking a swim in one is a must.\n\nTo dive into the region's history, visit archaeological sites like Tulum, perched above the sea; Cobá, surrounded by jungle; or Chichén Itzá, one of the New Seven Wonders of the World, a few hours inland.`,
        },
        {
          blockType: 'content',
          heading: `When to go`,
          body: `It's warm all year round. From November through April the weather is drier and a bit cooler, which is ideal for outdoor activities. From May through October it's hotter and rainier, usually with short afternoon showers. Hurricane season runs from June through November, so during those months it's wise to follow official advisories and get travel insurance.`,
        },
        {
          blockType: 'content',
          heading: `Travel tips`,
          body: `Use reef-safe, biodegradable sunscreen to protect the reefs and cenotes, and pack light clothing, swimwear and comfortable walking shoes. The local currency is the Mexican peso, though cards are widely accepted in tourist areas. Stay hydrated and always follow your guide's instructions at natural and archaeological sites.`,
        },
        {
          blockType: 'cta',
          heading: `Explore the Riviera Maya from Hotel Arte`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Hotel + flight package
  // ---------------------------------------------------------------------------
  {
    key: 'hotel-flight-package',
    slug: { es: 'hotel-flight-package', en: 'hotel-flight-package' },
    title: { es: `Paquete hotel + vuelo`, en: `Hotel + Flight Package` },
    meta: {
      es: {
        title: `Paquete hotel + vuelo a Cancún | Hotel Arte`,
        description: `Reserva tu vuelo a Cancún y tu estancia All-Fun-Inclusive en Hotel Arte en una sola compra. Paquetes para hasta 6 pasajeros por búsqueda, sin complicaciones.`,
      },
      en: {
        title: `Hotel + Flight Packages to Cancún | Hotel Arte`,
        description: `Book your flight to Cancún and your All-Fun-Inclusive stay at Hotel Arte in a single purchase. Packages for up to 6 passengers per search, made simple.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Paquete hotel + vuelo`,
          subheading: `Tu vuelo y tu estancia en una sola reservación.`,
        },
        {
          blockType: 'content',
          heading: `Planear tu viaje nunca fue tan fácil`,
          body: `Con el paquete hotel + vuelo reservas en un solo lugar el vuelo redondo al Aeropuerto Internacional de Cancún y tu estancia en Hotel Arte, con todos los beneficios del concepto All-Fun-Inclusive. Un solo pago, una sola confirmación y un equipo que conoce tu itinerario completo.\n\nComo los traslados entre el aeropuerto y el hotel ya están incluidos, desde que aterrizas solo tienes que preocuparte por disfrutar.`,
        },
        {
          blockType: 'content',
          heading: `Cómo funciona`,
          body: `Primero, elige tu ciudad de salida, las fechas de tu viaje y el número de pasajeros. Cada búsqueda admite hasta 6 pasajeros; recuerda que todos deben tener al menos 16 años para hospedarse en Hotel Arte.\n\nDespués, compara las opciones de vuelo disponibles y selecciona el tipo de suite que prefieras. Al final verás el total de tu paquete antes de pagar, en la moneda que elijas.\n\nPor último, recibirás por correo la confirmación del hotel y los datos de tu vuelo, que usaremos para coordinar tu traslado.`,
        },
        {
          blockType: 'content',
          heading: `Ventajas de reservar en paquete`,
          body: `Al reservar hotel y vuelo juntos tienes una sola reservación que administrar y atención personalizada en caso de cambios. Además, puedes pagar en 17 monedas y, si pagas en pesos mexicanos con tarjetas de bancos participantes, diferir tu compra a meses sin intereses.`,
        },
        {
          blockType: 'content',
          heading: `Antes de reservar`,
          body: `Revisa las condiciones de la tarifa aérea, como el equipaje incluido y las políticas de cambios, ya que pueden ser distintas a las del hotel. Verifica que los nombres de los pasajeros coincidan exactamente con sus pasaportes o identificaciones oficiales y que cuenten con los documentos de viaje necesarios. Si viajan más de 6 personas, realiza varias búsquedas o comunícate con nosotros al 800 292 2738 desde México o al 1 888 774 0040 desde Estados Unidos.`,
        },
        {
          blockType: 'cta',
          heading: `Arma tu paquete`,
          text: `Busca vuelos y disponibilidad para tus fechas.`,
          label: `Buscar paquetes`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Hotel + Flight Package`,
          subheading: `Your flight and your stay in one easy booking.`,
        },
        {
          blockType: 'content',
          heading: `Trip planning made easy`,
          body: `With a Hotel + Flight package, you book your round-trip flight to Cancún International Airport and your stay at Hotel Arte in one place, with every perk of our All-Fun-Inclusive concept. One payment, one confirmation and one team that knows your whole itinerary.\n\nSince airport transfers to and from the resort are already included, the moment you land all that's left to do is enjoy.`,
        },
        {
          blockType: 'content',
          heading: `How it works`,
          body: `First, choose your departure city, travel dates and number of travelers. Each search covers up to 6 passengers, and keep in mind that everyone must be at least 16 years old to stay at Hotel Arte.\n\nNext, compare the available flight options and pick the suite type you like best. You'll see your package total in the currency of your choice before you pay.\n\nFinally, you'll receive an email with your hotel confirmation and flight details, which we'll use to arrange your airport transfer.`,
        },
        {
          blockType: 'content',
          heading: `Why book a package`,
          body: `Booking your hotel and flight together means a single reservation to manage and personal support if plans change. You can also pay in any of 17 currencies and, when paying in Mexican pesos with a card from a participating Mexican bank, split your purchase into interest-free monthly installments.`,
        },
        {
          blockType: 'content',
          heading: `Before you book`,
          body: `Review the airfare conditions, such as included baggage and change policies, since they may differ from the hotel's terms. Make sure every passenger's name matches their passport or government ID exactly and that everyone has the travel documents they need. If more than 6 people are traveling, run separate searches or call us at 800 292 2738 from Mexico or 1 888 774 0040 from the United States.`,
        },
        {
          blockType: 'cta',
          heading: `Build your package`,
          text: `Search flights and availability for your dates.`,
          label: `Search packages`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Accolades (group)
  // ---------------------------------------------------------------------------
  {
    key: 'accolades',
    slug: { es: 'accolades', en: 'accolades' },
    title: { es: `Premios y reconocimientos`, en: `Awards & Accolades` },
    meta: {
      es: {
        title: `Premios y reconocimientos | Grupo Arte Resorts`,
        description: `Conoce los premios y reconocimientos que han recibido Hotel Arte, Hotel México y La Casa de la Playa entre 2019 y 2026 por su servicio, diseño y sostenibilidad.`,
      },
      en: {
        title: `Awards & Accolades | Grupo Arte Resorts`,
        description: `See the awards Hotel Arte, Hotel México and La Casa de la Playa have earned from 2019 to 2026 for service, design, dining, wellness and sustainability.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Premios y reconocimientos`,
          subheading: `El trabajo de nuestro equipo, reconocido dentro y fuera de México.`,
        },
        {
          blockType: 'content',
          heading: `Un orgullo compartido`,
          body: `Cada premio que recibimos es el resultado del esfuerzo de miles de colaboradores, artistas, artesanos y proveedores locales que hacen posible la experiencia de Grupo Arte Resorts. También es gracias a nuestros huéspedes, cuyas opiniones y votos nos impulsan a mejorar cada día.\n\nEstos son algunos de los reconocimientos que han recibido nuestros hoteles en los últimos años.`,
        },
        {
          blockType: 'content',
          heading: `2024 a 2026`,
          body: `2026 · Destino Gastronómico del Año, Premios Sabor de México (Hotel Arte).\n\n2026 · Calificación Cinco Llaves, Luxury Stay Guide (Hotel Arte).\n\n2025 · Mejor Hotel Boutique de Playa en México, Riviera Hospitality Forum (La Casa de la Playa).\n\n2025 · Top 10 Resorts Todo Incluido de Latinoamérica, Wanderlight Readers' Awards (Hotel Arte).\n\n2024 · Mejor Diseño Interior de Resort, International Resort Design Review (Hotel Arte).\n\n2024 · Distintivo Costa Sostenible por sus programas de ahorro de agua y energía (Grupo Arte Resorts).`,
        },
        {
          blockType: 'content',
          heading: `2019 a 2023`,
          body: `2023 · Mejor Spa de Resort del Caribe Mexicano, Caribbean Wellness Guide (Hotel Arte).\n\n2023 · Mejor Resort Familiar de México, Family Travel Journal Awards (Hotel México).\n\n2022 · Mejor Nueva Apertura de Resort, Latin Travel Circle Awards (Hotel Arte).\n\n2021 · Excelencia en Servicio al Huésped, Hospitality Service Index (Hotel México).\n\n2020 · Certificación de Turismo Responsable, programa Costa Sostenible (Grupo Arte Resorts).\n\n2019 · Premio Anfitrión del Caribe Mexicano, Foro de Hospitalidad del Caribe (Hotel México).`,
        },
        {
          blockType: 'content',
          heading: `Lo que nos inspira`,
          body: `Más allá de los trofeos, lo que más valoramos es la confianza de quienes regresan una y otra vez. Seguiremos trabajando para que cada estancia esté a la altura de estos reconocimientos, cuidando el entorno y celebrando la cultura de México.`,
        },
        {
          blockType: 'linkList',
          heading: `Premios de cada hotel`,
          links: [
            { label: `Premios de Hotel México`, href: '/es/premios-hotel-mexico/' },
            { label: `Premios de La Casa de la Playa`, href: '/es/premios-la-casa-de-la-playa/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Premios de Hotel México`,
          text: `Conoce los reconocimientos que ha recibido nuestro resort familiar.`,
          label: `Ver premios`,
          href: '/es/premios-hotel-mexico/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Awards & Accolades`,
          subheading: `Our team's work, recognized in Mexico and around the world.`,
        },
        {
          blockType: 'content',
          heading: `A shared source of pride`,
          body: `Every award we receive reflects the dedication of thousands of team members, artists, artisans and local suppliers who bring the Grupo Arte Resorts experience to life. It's also thanks to our guests, whose reviews and votes push us to get better every day.\n\nHere are some of the honors our hotels have received in recent years.`,
        },
        {
          blockType: 'content',
          heading: `2024 to 2026`,
          body: `2026 · Culinary Destination of the Year, Mexico Flavor Awards (Hotel Arte).\n\n2026 · Five Keys Rating, Luxury Stay Guide (Hotel Arte).\n\n2025 · Best Boutique Beach Hotel in Mexico, Riviera Hospitality Forum (La Casa de la Playa).\n\n2025 · Top 10 All-Inclusive Resorts in Latin America, Wanderlight Readers' Awards (Hotel Arte).\n\n2024 · Best Resort Interior Design, International Resort Design Review (Hotel Arte).\n\n2024 · Green Coast Distinction for water- and energy-saving programs (Grupo Arte Resorts).`,
        },
        {
          blockType: 'content',
          heading: `2019 to 2023`,
          body: `2023 · Best Resort Spa in the Mexican Caribbean, Caribbean Wellness Guide (Hotel Arte).\n\n2023 · Best Family Resort in Mexico, Family Travel Journal Awards (Hotel México).\n\n2022 · Best New Resort Opening, Latin Travel Circle Awards (Hotel Arte).\n\n2021 · Guest Service Excellence, Hospitality Service Index (Hotel México).\n\n2020 · Responsible Tourism Certification, Green Coast program (Grupo Arte Resorts).\n\n2019 · Mexican Caribbean Host Award, Caribbean Hospitality Forum (Hotel México).`,
        },
        {
          blockType: 'content',
          heading: `What keeps us going`,
          body: `Beyond the trophies, what we value most is the trust of the guests who come back to us again and again. We'll keep working to make every stay live up to these honors, while protecting the environment and celebrating Mexican culture.`,
        },
        {
          blockType: 'linkList',
          heading: `Each hotel's accolades`,
          links: [
            { label: `Hotel México Accolades`, href: '/en/accolades-hotel-mexico/' },
            { label: `La Casa de la Playa Accolades`, href: '/en/accolades-la-casa-de-la-playa/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Hotel México accolades`,
          text: `See the honors our family resort has earned over the years.`,
          label: `View awards`,
          href: '/en/accolades-hotel-mexico/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Accolades: La Casa de la Playa (LCDLP)
  // ---------------------------------------------------------------------------
  {
    key: 'accolades-lcdlp',
    slug: { es: 'premios-la-casa-de-la-playa', en: 'accolades-la-casa-de-la-playa' },
    title: { es: `Premios de La Casa de la Playa`, en: `La Casa de la Playa Accolades` },
    meta: {
      es: {
        title: `Premios y reconocimientos de La Casa de la Playa`,
        description: `Los premios que ha recibido La Casa de la Playa, el hotel boutique de suites frente al mar de Grupo Arte Resorts, por su diseño, su servicio y su cocina.`,
      },
      en: {
        title: `La Casa de la Playa Awards & Accolades`,
        description: `The awards La Casa de la Playa, the boutique beachfront suites hotel of Grupo Arte Resorts, has received for its design, its service and its kitchen.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Premios de La Casa de la Playa`,
          subheading: `Un hotel boutique de suites frente al mar, reconocido por su calma y su detalle.`,
        },
        {
          blockType: 'content',
          heading: `Un refugio reconocido`,
          body: `La Casa de la Playa abrió sus puertas como el hotel más íntimo de Grupo Arte Resorts: solo suites, cada una con vista al mar Caribe, y un servicio de mayordomía que conoce a cada huésped por su nombre. Estos son algunos de los reconocimientos que ha recibido.`,
        },
        {
          blockType: 'content',
          heading: `Premios por año`,
          body: `2026 · Hotel Boutique del Año en el Caribe Mexicano, Riviera Hospitality Forum.\n\n2025 · Mejor Hotel Boutique de Playa en México, Riviera Hospitality Forum.\n\n2024 · Mejor Restaurante de Hotel Boutique, Mexico Flavor Awards.\n\n2023 · Distintivo Costa Sostenible por su programa de ahorro de agua y energía.`,
        },
        {
          blockType: 'linkList',
          heading: `Más sobre el grupo`,
          links: [
            { label: `Premios de Grupo Arte Resorts`, href: '/es/accolades/' },
            { label: `Premios de Hotel México`, href: '/es/premios-hotel-mexico/' },
            { label: `Nuestra historia`, href: '/es/history/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Vive la experiencia`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `La Casa de la Playa Accolades`,
          subheading: `A boutique beachfront suites hotel, recognized for its calm and its care.`,
        },
        {
          blockType: 'content',
          heading: `A retreat, recognized`,
          body: `La Casa de la Playa opened as the most intimate hotel of Grupo Arte Resorts: suites only, each facing the Caribbean Sea, and a butler service that knows every guest by name. Here are some of the honors it has received.`,
        },
        {
          blockType: 'content',
          heading: `Awards by year`,
          body: `2026 · Boutique Hotel of the Year in the Mexican Caribbean, Riviera Hospitality Forum.\n\n2025 · Best Boutique Beach Hotel in Mexico, Riviera Hospitality Forum.\n\n2024 · Best Boutique Hotel Restaurant, Mexico Flavor Awards.\n\n2023 · Green Coast Distinction for its water- and energy-saving program.`,
        },
        {
          blockType: 'linkList',
          heading: `More about the group`,
          links: [
            { label: `Grupo Arte Resorts Awards`, href: '/en/accolades/' },
            { label: `Hotel México Accolades`, href: '/en/accolades-hotel-mexico/' },
            { label: `Our History`, href: '/en/history/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Come see for yourself`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Newsletter: subscription confirmed
  // ---------------------------------------------------------------------------
  {
    key: 'thanks-for-subscribing',
    slug: { es: 'thanks-for-subscribing', en: 'thanks-for-subscribing' },
    title: { es: `¡Gracias por suscribirte!`, en: `Thanks for Subscribing!` },
    meta: {
      es: {
        title: `Suscripción confirmada | Hotel Arte`,
        description: `Tu suscripción al boletín de Hotel Arte está confirmada. Pronto recibirás promociones, novedades y experiencias exclusivas de Grupo Arte Resorts.`,
      },
      en: {
        title: `Subscription Confirmed | Hotel Arte`,
        description: `Your subscription to the Hotel Arte newsletter is confirmed. You'll soon receive offers, news and exclusive experiences from Grupo Arte Resorts.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `¡Gracias por suscribirte!`,
          subheading: `Tu suscripción quedó confirmada.`,
        },
        {
          blockType: 'content',
          body: `A partir de ahora recibirás en tu correo nuestras promociones, novedades de los hoteles y experiencias exclusivas de Grupo Arte Resorts. Para asegurarte de que nuestros mensajes lleguen a tu bandeja de entrada, agréganos a tus contactos.\n\nPuedes cancelar tu suscripción en cualquier momento desde el enlace que aparece al final de cada correo.`,
        },
        {
          blockType: 'cta',
          heading: `Sigue explorando`,
          label: `Ir al inicio`,
          href: '/es/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Thanks for subscribing!`,
          subheading: `Your subscription is confirmed.`,
        },
        {
          blockType: 'content',
          body: `From now on, you'll receive our special offers, hotel news and exclusive experiences from Grupo Arte Resorts right in your inbox. To make sure our emails don't end up in spam, add us to your contacts.\n\nYou can unsubscribe at any time using the link at the bottom of every email.`,
        },
        {
          blockType: 'cta',
          heading: `Keep exploring`,
          label: `Back to home`,
          href: '/en/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Newsletter: email already registered
  // ---------------------------------------------------------------------------
  {
    key: 'thanks-for-being-subscribed',
    slug: { es: 'thanks-for-being-subscribed', en: 'thanks-for-being-subscribed' },
    title: { es: `Correo registrado`, en: `Registered Email` },
    meta: {
      es: {
        title: `Correo registrado | Hotel Arte`,
        description: `Este correo electrónico ya está registrado en el boletín de Hotel Arte. Gracias por seguir con nosotros; seguirás recibiendo nuestras novedades y ofertas.`,
      },
      en: {
        title: `Registered Email | Hotel Arte`,
        description: `This email address is already subscribed to the Hotel Arte newsletter. Thanks for staying with us; you'll keep receiving our latest news and offers.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Correo registrado`,
          subheading: `¡Gracias por seguir con nosotros!`,
        },
        {
          blockType: 'content',
          body: `El correo electrónico que ingresaste ya está suscrito a nuestro boletín, así que no necesitas hacer nada más. Seguirás recibiendo nuestras promociones, novedades y experiencias exclusivas.\n\nSi no encuentras nuestros correos, revisa tu carpeta de correo no deseado o promociones.`,
        },
        {
          blockType: 'cta',
          heading: `Sigue explorando`,
          label: `Ir al inicio`,
          href: '/es/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Registered email`,
          subheading: `Thanks for sticking with us!`,
        },
        {
          blockType: 'content',
          body: `The email address you entered is already subscribed to our newsletter, so there's nothing else you need to do. You'll keep receiving our offers, news and exclusive experiences.\n\nIf you can't find our emails, check your spam or promotions folder.`,
        },
        {
          blockType: 'cta',
          heading: `Keep exploring`,
          label: `Back to home`,
          href: '/en/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Ferry to Isla Mujeres
  // ---------------------------------------------------------------------------
  {
    key: 'ferry-isla-mujeres',
    slug: { es: 'ferry-isla-mujeres', en: 'ferry-isla-mujeres' },
    title: { es: `Ferry a Isla Mujeres`, en: `Ferry to Isla Mujeres` },
    meta: {
      es: {
        title: `Ferry a Isla Mujeres | Boletos en línea`,
        description: `Compra tus boletos de ferry a Isla Mujeres: salidas cada hora desde las 9:00, elige tu ruta y viaja gratis con niños de 0 a 5 años. Reserva en nuestra tienda.`,
      },
      en: {
        title: `Ferry to Isla Mujeres | Buy Tickets Online`,
        description: `Buy ferry tickets to Isla Mujeres online: hourly departures from 9 a.m., your choice of route, and kids ages 0 to 5 ride free. Get tickets in our shop.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Ferry a Isla Mujeres`,
          subheading: `Cruza el Caribe y pasa el día en una de las islas más encantadoras de México.`,
        },
        {
          blockType: 'content',
          heading: `Una isla para descubrir`,
          body: `Isla Mujeres está a un corto trayecto en barco desde Cancún. Con apenas unos kilómetros de largo, se recorre fácilmente en carrito de golf, bicicleta o a pie. Sus playas de aguas tranquilas y poco profundas, como Playa Norte, son perfectas para nadar, y en el extremo sur, Punta Sur ofrece acantilados y vistas espectaculares del mar abierto.\n\nEl centro de la isla está lleno de color, con restaurantes de mariscos, tiendas de artesanías y un ambiente relajado que invita a quedarse hasta el atardecer.`,
        },
        {
          blockType: 'content',
          heading: `Horarios y rutas`,
          body: `El ferry sale cada hora a partir de las 9:00. Al comprar tus boletos puedes elegir la ruta que más te convenga según el punto de salida y la hora en que quieras regresar. Los horarios de regreso disponibles se muestran en la tienda al seleccionar tu ruta y fecha.\n\nTe recomendamos llegar al muelle al menos 30 minutos antes de tu salida y tener a la mano tu boleto digital.`,
        },
        {
          blockType: 'content',
          heading: `Viaja en familia`,
          body: `Las niñas y los niños de 0 a 5 años viajan gratis en el ferry; solo necesitas registrarlos al hacer tu compra. A partir de los 6 años requieren boleto. Los precios vigentes para adultos y menores se muestran en la tienda al momento de comprar.`,
        },
        {
          blockType: 'content',
          heading: `Compra tus boletos en línea`,
          body: `Agrega tus boletos de ferry al carrito desde nuestra tienda, junto con tours, parques o paseos en catamarán, y paga todo en una sola compra en la moneda que prefieras. Recibirás tus boletos por correo electrónico de inmediato.\n\nNo olvides llevar protector solar biodegradable, agua, sombrero y una identificación. Si tienes dudas, llámanos al 800 292 2738 desde México o al 1 888 774 0040 desde Estados Unidos.`,
        },
        {
          blockType: 'cta',
          heading: `¿Listo para zarpar?`,
          text: `Revisa los boletos que ya agregaste y completa tu compra.`,
          label: `Ver carrito`,
          href: '/es/carrito/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Ferry to Isla Mujeres`,
          subheading: `Cross the Caribbean and spend the day on one of Mexico's most charming islands.`,
        },
        {
          blockType: 'content',
          heading: `An island worth exploring`,
          body: `Isla Mujeres is just a short boat ride from Cancún. Only a few miles long, it's easy to get around by golf cart, bike or on foot. Its calm, shallow beaches, like Playa Norte, are perfect for swimming, while Punta Sur, at the island's southern tip, offers dramatic cliffs and sweeping views of the open sea.\n\nDowntown is bursting with color, with seafood spots, craft shops and a laid-back vibe that makes you want to stay until sunset.`,
        },
        {
          blockType: 'content',
          heading: `Schedules and routes`,
          body: `The ferry departs every hour starting at 9:00 a.m. When you buy your tickets, you can choose the route that works best for you based on your departure point and when you'd like to come back. Available return times are shown in the shop once you select your route and date.\n\nWe recommend arriving at the pier at least 30 minutes before departure with your digital ticket handy.`,
        },
        {
          blockType: 'content',
          heading: `Traveling with kids`,
          body: `Children ages 0 to 5 ride the ferry for free; just add them when you make your purchase. Kids 6 and older need a ticket. Current adult and child prices are shown in the shop when you buy.`,
        },
        {
          blockType: 'content',
          heading: `Buy your tickets online`,
          body: `Add ferry tickets to your cart from our shop, along with tours, parks or catamaran cruises, and pay for everything at once in the currency you prefer. Your tickets will arrive by email right away.\n\nDon't forget reef-safe sunscreen, water, a hat and a photo ID. Questions? Call us at 800 292 2738 from Mexico or 1 888 774 0040 from the United States.`,
        },
        {
          blockType: 'cta',
          heading: `Ready to set sail?`,
          text: `Review the tickets you've added and complete your purchase.`,
          label: `View cart`,
          href: '/en/carrito/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // About Hotel Arte (HXA)
  // ---------------------------------------------------------------------------
  {
    key: 'hotel-about',
    slug: { es: 'hotel-arte', en: 'hotel-arte' },
    title: { es: `Hotel Arte`, en: `Hotel Arte` },
    meta: {
      es: {
        title: `Hotel Arte | Resort para adultos en la Riviera Maya`,
        description: `Hotel Arte es un resort All-Fun-Inclusive para mayores de 16 años en la Riviera Maya, inspirado en las artes de México, con suites en casas temáticas.`,
      },
      en: {
        title: `Hotel Arte | Adults-Focused Riviera Maya Resort`,
        description: `Hotel Arte is an All-Fun-Inclusive resort for guests 16 and older in the Riviera Maya, inspired by Mexican art, with suites set in themed casas.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Hotel Arte`,
          subheading: `Un resort para adultos donde el arte de México se vive, se prueba y se celebra.`,
        },
        {
          blockType: 'content',
          heading: `El concepto`,
          body: `Hotel Arte es el resort de Grupo Arte Resorts dedicado a las artes de México. Pintura, música, danza, escultura y arte popular se integran a la arquitectura, a la gastronomía y a las actividades diarias, para que cada estancia sea también un recorrido cultural.\n\nEs un hotel pensado para adultos a partir de 16 años, con un ambiente tranquilo durante el día y lleno de música y sabor por las noches. Gracias al concepto All-Fun-Inclusive, tus comidas, bebidas, traslados y el acceso a parques y tours del grupo ya están incluidos.`,
        },
        {
          blockType: 'content',
          heading: `Ubicación`,
          body: `El hotel se encuentra en la Riviera Maya, cerca de Playa del Carmen, entre la selva y el mar Caribe. El traslado redondo desde el Aeropuerto Internacional de Cancún está incluido, y desde aquí es fácil llegar a cenotes, zonas arqueológicas, Cozumel e Isla Mujeres.`,
        },
        {
          blockType: 'content',
          heading: `Arquitectura y arte`,
          body: `Las suites se reparten en casas temáticas de pocos niveles y en la sección Garden, conectadas por senderos, canales y jardines con vegetación nativa. En pasillos, lobbies y restaurantes encontrarás murales, textiles, cerámica y esculturas de artistas y artesanos mexicanos.\n\nLos talleres de arte, las presentaciones de música en vivo y los recorridos guiados por la colección del hotel forman parte de la programación diaria.`,
        },
        {
          blockType: 'content',
          heading: `Información útil`,
          body: `Check-in a partir de las 15:00 y check-out a más tardar a las 12:00, hora de Quintana Roo. Wi-Fi gratuito en todo el hotel. No se admiten mascotas, salvo animales de servicio.\n\nPara cualquier duda, nuestro equipo de atención a clientes te atiende al 800 292 2738 desde México y al 1 888 774 0040 desde Estados Unidos, de lunes a viernes de 8:00 a 23:00 y fines de semana de 8:00 a 22:00.`,
        },
        {
          blockType: 'linkList',
          heading: `Conoce más del hotel`,
          links: [
            { label: `Casas`, href: '/es/casas/' },
            { label: `Suites Garden`, href: '/es/garden/' },
            { label: `Restaurantes`, href: '/es/restaurantes/' },
            { label: `Spa y bienestar`, href: '/es/spa-wellness/' },
            { label: `Nuestra historia`, href: '/es/history/' },
            { label: `Preguntas frecuentes`, href: '/es/faqs/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Tu suite te espera`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Hotel Arte`,
          subheading: `An adults-focused resort where Mexican art is something you live, taste and celebrate.`,
        },
        {
          blockType: 'content',
          heading: `The concept`,
          body: `Hotel Arte is the Grupo Arte Resorts property dedicated to the arts of Mexico. Painting, music, dance, sculpture and folk art are woven into the architecture, the food and the daily activities, so every stay doubles as a cultural journey.\n\nThe resort is designed for guests 16 and older, with a relaxed atmosphere by day and plenty of music and flavor at night. Thanks to our All-Fun-Inclusive concept, your meals, drinks, transfers and access to the group's parks and tours are already taken care of.`,
        },
        {
          blockType: 'content',
          heading: `Location`,
          body: `The resort sits in the Riviera Maya near Playa del Carmen, between the jungle and the Caribbean Sea. Round-trip transportation from Cancún International Airport is included, and cenotes, archaeological sites, Cozumel and Isla Mujeres are all within easy reach.`,
        },
        {
          blockType: 'content',
          heading: `Architecture and art`,
          body: `Suites are spread across low-rise themed casas and the Garden section, linked by pathways, canals and gardens full of native plants. Along the corridors, lobbies and restaurants you'll discover murals, textiles, ceramics and sculptures by Mexican artists and artisans.\n\nArt workshops, live music and guided tours of the hotel's collection are all part of the daily lineup.`,
        },
        {
          blockType: 'content',
          heading: `Good to know`,
          body: `Check-in from 3:00 p.m. (15:00) and check-out by 12:00 p.m., Quintana Roo time. Free Wi-Fi throughout the resort. Pets are not allowed, with the exception of service animals.\n\nIf you have any questions, our customer service team is available at 800 292 2738 from Mexico and 1 888 774 0040 from the United States, Monday through Friday from 8:00 a.m. to 11:00 p.m. and weekends from 8:00 a.m. to 10:00 p.m.`,
        },
        {
          blockType: 'linkList',
          heading: `More about the resort`,
          links: [
            { label: `Casas`, href: '/en/casas/' },
            { label: `Garden Suites`, href: '/en/garden/' },
            { label: `Restaurants`, href: '/en/restaurants/' },
            { label: `Spa & Wellness`, href: '/en/spa-wellness/' },
            { label: `Our History`, href: '/en/history/' },
            { label: `FAQs`, href: '/en/faqs/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Your suite is waiting`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Restaurants (Hotel Arte)
  // ---------------------------------------------------------------------------
  {
    key: 'restaurant',
    slug: { es: 'restaurantes', en: 'restaurants' },
    title: { es: `Restaurantes`, en: `Restaurants` },
    meta: {
      es: {
        title: `Restaurantes de Hotel Arte | Riviera Maya`,
        description: `Conoce los restaurantes de Hotel Arte: Cocina de Barro, Azul Marino, Mercado Arte, Tinta, Olivo y Sal y Bambú. Horarios, reservaciones y código de vestimenta.`,
      },
      en: {
        title: `Hotel Arte Restaurants | Riviera Maya`,
        description: `Meet the restaurants at Hotel Arte: Cocina de Barro, Azul Marino, Mercado Arte, Tinta, Olivo y Sal and Bambú. Hours, reservations and dress code.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Restaurantes`,
          subheading: `Seis cocinas, una misma pasión por los sabores de México.`,
        },
        {
          blockType: 'content',
          heading: `Desayunos y comidas`,
          body: `Mercado Arte es el punto de encuentro de cada mañana. Inspirado en los mercados mexicanos, ofrece estaciones en vivo de chilaquiles, huevos al gusto, pan dulce recién horneado, fruta de temporada y jugos. A mediodía se transforma en una comida relajada con antojitos, ensaladas y platillos internacionales.\n\nAzul Marino, frente al mar, abre para comida y cena. Pide la pesca del día a la talla, un aguachile o un tikin xic preparado al estilo yucateco, y disfruta la brisa del Caribe.`,
        },
        {
          blockType: 'content',
          heading: `Cenas de especialidad`,
          body: `Cocina de Barro te lleva de viaje por las regiones de México: moles de Oaxaca y Puebla, cochinita pibil y tortillas de maíz nixtamalizado hechas frente a ti.\n\nTinta es nuestra experiencia más íntima. Su menú degustación de varios tiempos se inspira en obras del arte mexicano y cambia por temporada; cuenta con maridaje opcional de vinos mexicanos.\n\nOlivo y Sal celebra la cocina mediterránea con pastas frescas, mezze y pescados a la leña.\n\nBambú combina técnicas asiáticas con ingredientes locales en platillos para compartir, robatas y currys con un toque de chile.`,
        },
        {
          blockType: 'content',
          heading: `Horarios y reservaciones`,
          body: `El desayuno se sirve de 7:00 a 11:30, la comida de 13:00 a 17:00 y la cena de 18:00 a 23:00. Los horarios pueden variar por temporada; consulta la programación diaria con tu concierge.\n\nPara las cenas en Cocina de Barro, Olivo y Sal y Bambú te sugerimos reservar con anticipación. Tinta requiere reservación y tiene cupo limitado, así que te recomendamos apartar tu lugar desde el primer día de tu estancia.`,
        },
        {
          blockType: 'content',
          heading: `Código de vestimenta y dietas especiales`,
          body: `Para desayuno y comida la vestimenta es casual. En las cenas pedimos ropa casual elegante: no se permiten trajes de baño ni ropa mojada en los restaurantes de especialidad.\n\nTodos los restaurantes cuentan con opciones vegetarianas, veganas y sin gluten. Si tienes alergias, avísale a tu mesero antes de ordenar y nuestros chefs prepararán tus platillos con el cuidado necesario.`,
        },
        {
          blockType: 'cta',
          heading: `Tu mesa te espera`,
          text: `Todos los restaurantes están incluidos en el concepto All-Fun-Inclusive.`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Restaurants`,
          subheading: `Six kitchens, one shared passion for the flavors of Mexico.`,
        },
        {
          blockType: 'content',
          heading: `Breakfast and lunch`,
          body: `Mercado Arte is where every morning begins. Inspired by Mexico's traditional markets, it features live stations for chilaquiles, eggs made to order, freshly baked pan dulce, seasonal fruit and fresh juices. At midday it turns into a relaxed lunch spot with street-food favorites, salads and international dishes.\n\nAzul Marino, right on the beach, is open for lunch and dinner. Order the catch of the day grilled a la talla, a zesty aguachile or Yucatán-style tikin xic and soak up the Caribbean breeze.`,
        },
        {
          blockType: 'content',
          heading: `Specialty dinners`,
          body: `Cocina de Barro takes you on a tour of Mexico's regions, with moles from Oaxaca and Puebla, cochinita pibil and nixtamal corn tortillas made right in front of you.\n\nTinta is our most intimate experience. Its multi-course tasting menu draws inspiration from works of Mexican art and changes with the seasons, with an optional Mexican wine pairing.\n\nOlivo y Sal celebrates Mediterranean cooking with fresh pasta, mezze and wood-fired fish.\n\nBambú blends Asian techniques with local ingredients in shareable plates, robata skewers and curries with a kick of chile.`,
        },
        {
          blockType: 'content',
          heading: `Hours and reservations`,
          body: `Breakfast is served from 7:00 to 11:30 a.m., lunch from 1:00 to 5:00 p.m. and dinner from 6:00 to 11:00 p.m. Hours may vary by season, so check the daily schedule with your concierge.\n\nWe suggest booking dinner at Cocina de Barro, Olivo y Sal and Bambú in advance. Tinta requires a reservation and seating is limited, so it's best to reserve on the first day of your stay.`,
        },
        {
          blockType: 'content',
          heading: `Dress code and special diets`,
          body: `Breakfast and lunch are casual. For dinner, we ask for smart casual attire: swimwear and wet clothing are not permitted in the specialty restaurants.\n\nEvery restaurant offers vegetarian, vegan and gluten-free options. If you have allergies, let your server know before ordering and our chefs will prepare your meal with the appropriate care.`,
        },
        {
          blockType: 'cta',
          heading: `Save your seat at the table`,
          text: `Every restaurant is included in the All-Fun-Inclusive concept.`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Accolades: Hotel México (HXM)
  // ---------------------------------------------------------------------------
  {
    key: 'accolades-hxm',
    slug: { es: 'premios-hotel-mexico', en: 'accolades-hotel-mexico' },
    title: { es: `Premios de Hotel México`, en: `Hotel México Accolades` },
    meta: {
      es: {
        title: `Premios y reconocimientos de Hotel México`,
        description: `Descubre los premios que ha recibido Hotel México de 2019 a 2026 por su servicio, su oferta para familias, su programa cultural y su compromiso sostenible.`,
      },
      en: {
        title: `Hotel México Awards & Accolades`,
        description: `Discover the awards Hotel México has received from 2019 to 2026 for its guest service, family experiences, cultural program and commitment to sustainability.`,
      },
    },
    layout: {
      es: [
        {
          blockType: 'hero',
          heading: `Premios de Hotel México`,
          subheading: `Un homenaje a México que ha conquistado a viajeros de todo el mundo.`,
        },
        {
          blockType: 'content',
          heading: `Reconocimientos a una forma de recibir`,
          body: `Desde su apertura en 2017, Hotel México se ha convertido en uno de los resorts familiares más queridos de la Riviera Maya. Su propuesta, que celebra la cultura, la música y la gastronomía de cada región del país, ha sido reconocida por publicaciones especializadas, foros de hospitalidad y, sobre todo, por sus huéspedes.\n\nEstos son algunos de los premios que ha recibido a lo largo de los años.`,
        },
        {
          blockType: 'content',
          heading: `Premios por año`,
          body: `2026 · Calificación Cinco Llaves, Luxury Stay Guide.\n\n2025 · Mejor Club Infantil del Caribe, Family Travel Journal Awards.\n\n2024 · Mejor Programa Cultural en un Resort, Premios Cultura Viva.\n\n2023 · Mejor Resort Familiar de México, Family Travel Journal Awards.\n\n2022 · Top 25 Resorts Familiares del Mundo, Wanderlight Readers' Awards.\n\n2021 · Excelencia en Servicio al Huésped, Hospitality Service Index.\n\n2020 · Distintivo Costa Sostenible por su manejo de agua y residuos.\n\n2019 · Premio Anfitrión del Caribe Mexicano, Foro de Hospitalidad del Caribe.`,
        },
        {
          blockType: 'content',
          heading: `Gracias a nuestros huéspedes`,
          body: `Cada uno de estos reconocimientos pertenece también a las familias que nos eligen año con año y al equipo que las recibe con una sonrisa. Seguiremos ganándonos su confianza con nuevas experiencias, un mejor servicio y respeto por la tierra y las comunidades que hacen única a la Riviera Maya. Hotel México forma parte de Grupo Arte Resorts, junto con Hotel Arte, resort para adultos a partir de 16 años, y La Casa de la Playa, nuestro hotel boutique de suites.`,
        },
        {
          blockType: 'linkList',
          heading: `Más sobre el grupo`,
          links: [
            { label: `Premios de Grupo Arte Resorts`, href: '/es/accolades/' },
            { label: `Nuestra historia`, href: '/es/history/' },
            { label: `Hotel Arte`, href: '/es/hotel-arte/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Vive la experiencia`,
          label: `Reserva ahora`,
          href: '/es/busqueda/',
        },
      ],
      en: [
        {
          blockType: 'hero',
          heading: `Hotel México Accolades`,
          subheading: `A tribute to Mexico that has won over travelers from around the world.`,
        },
        {
          blockType: 'content',
          heading: `Recognized for the way we welcome you`,
          body: `Since opening in 2017, Hotel México has become one of the Riviera Maya's most beloved family resorts. Its celebration of the culture, music and food of every region in the country has earned recognition from travel publications, hospitality forums and, most importantly, its guests.\n\nHere are some of the awards it has received over the years.`,
        },
        {
          blockType: 'content',
          heading: `Awards by year`,
          body: `2026 · Five Keys Rating, Luxury Stay Guide.\n\n2025 · Best Kids' Club in the Caribbean, Family Travel Journal Awards.\n\n2024 · Best Resort Cultural Program, Living Culture Awards.\n\n2023 · Best Family Resort in Mexico, Family Travel Journal Awards.\n\n2022 · Top 25 Family Resorts in the World, Wanderlight Readers' Awards.\n\n2021 · Guest Service Excellence, Hospitality Service Index.\n\n2020 · Green Coast Distinction for water and waste management.\n\n2019 · Mexican Caribbean Host Award, Caribbean Hospitality Forum.`,
        },
        {
          blockType: 'content',
          heading: `Thanks to our guests`,
          body: `Each of these honors also belongs to the families who choose us year after year and to the team that greets them with a smile every morning. We'll keep earning that trust with new experiences, better service and a deep respect for the land and communities that make the Riviera Maya so special. Hotel México is part of Grupo Arte Resorts, together with Hotel Arte, our resort for guests 16 and older, and La Casa de la Playa, our boutique suites-only hotel.`,
        },
        {
          blockType: 'linkList',
          heading: `More about the group`,
          links: [
            { label: `Grupo Arte Resorts Awards`, href: '/en/accolades/' },
            { label: `Our History`, href: '/en/history/' },
            { label: `Hotel Arte`, href: '/en/hotel-arte/' },
          ],
        },
        {
          blockType: 'cta',
          heading: `Come see for yourself`,
          label: `Book now`,
          href: '/en/search/',
        },
      ],
    },
  },
]
