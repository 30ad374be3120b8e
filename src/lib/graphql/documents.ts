/**
 * Typed GraphQL documents of the storefront's CMS reads. Result types are written next to each
 * document and checked against the live schema by the integration tests (tests/int/graphql.int.test.ts).
 */
import { gql } from '@urql/core'
import type { MediaDocLike } from '../media'
import type { RichTextState } from '../richText'

/** A block's link: a CMS page (its slug in the read's language) or a typed address. */
export type BlockLink = { href: string | null; page: { slug: string | null } | null }

type Locale = 'es' | 'en'
/** Locales of the texts an editor writes per language (pages, header, footer, banners): `pt` falls back to `en`. */
type TextLocale = 'es' | 'en' | 'pt'

export type PageBlock =
  | { __typename: 'HeroBlock'; id: string; heading: string; subheading: string | null; image: MediaDocLike | null }
  | { __typename: 'ContentBlock'; id: string; heading: string | null; body: RichTextState | null } // Lexical, links' pages and images populated (depth 1)
  | { __typename: 'FaqBlock'; id: string; heading: string | null; items: { id: string; question: string; answer: string }[] | null }
  | { __typename: 'LinkListBlock'; id: string; heading: string | null; links: ({ id: string; label: string } & BlockLink)[] | null }
  | ({ __typename: 'CtaBlock'; id: string; heading: string; text: string | null; label: string } & BlockLink)

export type PageDoc = {
  id: number
  key: string | null
  title: string
  slug: string
  updatedAt: string
  meta: { title: string | null; description: string | null } | null
  layout: PageBlock[] | null
}

/** What the storefront reads of an image (`SiteImage`, src/lib/media.ts): its file, alt text, size and focal point. */
const MEDIA_FIELDS = 'filename url alt width height focalX focalY mimeType'

const PAGE_FIELDS = `
      docs {
        id
        key
        title
        slug
        updatedAt
        meta {
          title
          description
        }
        layout {
          __typename
          ... on HeroBlock {
            id
            heading
            subheading
            image {
              ${MEDIA_FIELDS}
            }
          }
          ... on ContentBlock {
            id
            heading
            body(depth: 1)
          }
          ... on FaqBlock {
            id
            heading
            items {
              id
              question
              answer
            }
          }
          ... on LinkListBlock {
            id
            heading
            links {
              id
              label
              href
              page {
                slug
              }
            }
          }
          ... on CtaBlock {
            id
            heading
            text
            label
            href
            page {
              slug
            }
          }
        }
      }`

export const PageBySlugDocument = gql<{ Pages: { docs: PageDoc[] } | null }, { slug: string; locale: Locale }>`
  query PageBySlug($slug: String!, $locale: LocaleInputType!) {
    Pages(where: { slug: { equals: $slug } }, locale: $locale, fallbackLocale: none, limit: 1, draft: false) {
${PAGE_FIELDS}
    }
  }
`

/** A published page by id in a text locale, missing fields in the locale's fallback (`pt` → `en`). */
export const PageByIdDocument = gql<{ Pages: { docs: PageDoc[] } | null }, { id: number; locale: TextLocale; fallbackLocale: Locale }>`
  query PageById($id: Int!, $locale: LocaleInputType!, $fallbackLocale: FallbackLocaleInputType!) {
    Pages(where: { id: { equals: $id } }, locale: $locale, fallbackLocale: $fallbackLocale, limit: 1, draft: false) {
${PAGE_FIELDS}
    }
  }
`

/**
 * A page by slug or id as staff preview it: the latest draft (`draft: true`), read
 * with the staff user's access. Never cached; only `cms/reads/preview.ts` runs it, in draft mode.
 */
export const DraftPageBySlugDocument = gql<{ Pages: { docs: PageDoc[] } | null }, { slug: string; locale: TextLocale; fallbackLocale: Locale }>`
  query DraftPageBySlug($slug: String!, $locale: LocaleInputType!, $fallbackLocale: FallbackLocaleInputType!) {
    Pages(where: { slug: { equals: $slug } }, locale: $locale, fallbackLocale: $fallbackLocale, limit: 1, draft: true) {
${PAGE_FIELDS}
    }
  }
`

/** A banner's latest draft in a text locale (staff preview). */
export const DraftBannerDocument = gql<{ Banner: BannerDoc | null }, { id: number; locale: TextLocale; fallbackLocale: Locale }>`
  query DraftBanner($id: Int!, $locale: LocaleInputType!, $fallbackLocale: FallbackLocaleInputType!) {
    Banner(id: $id, locale: $locale, fallbackLocale: $fallbackLocale, draft: true) {
      id
      kind
      heading
      text
      linkLabel
      linkHref
      startsAt
      endsAt
    }
  }
`

/** The page's slug in every content language (hreflang alternates, language switcher). */
export const PageSlugsDocument = gql<{ es: { slug: string | null } | null; en: { slug: string | null } | null }, { id: number }>`
  query PageSlugs($id: Int!) {
    es: Page(id: $id, locale: es, fallbackLocale: none, draft: false) {
      slug
    }
    en: Page(id: $id, locale: en, fallbackLocale: none, draft: false) {
      slug
    }
  }
`

/** Every published page's slugs in both languages (sitemap, alternates). */
export const AllPageSlugsDocument = gql<
  { es: { docs: { id: number; slug: string | null; updatedAt: string }[] } | null; en: { docs: { id: number; slug: string | null }[] } | null },
  Record<string, never>
>`
  query AllPageSlugs {
    es: Pages(locale: es, fallbackLocale: none, limit: 500, draft: false, sort: "id") {
      docs {
        id
        slug
        updatedAt
      }
    }
    en: Pages(locale: en, fallbackLocale: none, limit: 500, draft: false, sort: "id") {
      docs {
        id
        slug
      }
    }
  }
`

export type NavLink = { id: string; label: string; href: string }

export type SiteSettingsDoc = {
  maintenanceMode: boolean | null
  /** the expected end of maintenance, an ISO instant, or null */
  maintenanceReturnAt: string | null
  phones: { mexico: string | null; usa: string | null } | null
  serviceHours: {
    timezone: string | null
    weekdaysOpen: string | null
    weekdaysClose: string | null
    weekendsOpen: string | null
    weekendsClose: string | null
  } | null
  webCheckInUrl: string | null
  chat: { webChatUrl: string | null; whatsappUrl: string | null; messengerUrl: string | null } | null
  bannersVisible: boolean | null
}

export type BannerDoc = {
  id: number
  kind: 'park' | 'hotel' | 'sale_banner' | 'sale_popup'
  heading: string
  text: string | null
  linkLabel: string | null
  linkHref: string | null
  startsAt: string | null
  endsAt: string | null
}

/** The maintenance switch as it stands (with the return time and the service phones the notice shows). */
export const MaintenanceDocument = gql<{ SiteSetting: Pick<SiteSettingsDoc, 'maintenanceMode' | 'maintenanceReturnAt' | 'phones'> | null }, Record<string, never>>`
  query Maintenance {
    SiteSetting {
      maintenanceMode
      maintenanceReturnAt
      phones {
        mexico
        usa
      }
    }
  }
`

/** Everything the layout needs in one round trip: settings, navigation and visible sale banners. */
export const LayoutDocument = gql<
  {
    SiteSetting: SiteSettingsDoc | null
    Header: { navItems: NavLink[] | null } | null
    Footer: { columns: { id: string; heading: string; links: NavLink[] | null }[] | null } | null
    Banners: { docs: BannerDoc[] } | null
  },
  { locale: TextLocale }
>`
  query Layout($locale: LocaleInputType!) {
    SiteSetting {
      maintenanceMode
      maintenanceReturnAt
      phones {
        mexico
        usa
      }
      serviceHours {
        timezone
        weekdaysOpen
        weekdaysClose
        weekendsOpen
        weekendsClose
      }
      webCheckInUrl
      chat {
        webChatUrl
        whatsappUrl
        messengerUrl
      }
      bannersVisible
    }
    Header(locale: $locale) {
      navItems {
        id
        label
        href
      }
    }
    Footer(locale: $locale) {
      columns {
        id
        heading
        links {
          id
          label
          href
        }
      }
    }
    Banners(where: { visible: { equals: true } }, locale: $locale, limit: 20) {
      docs {
        id
        kind
        heading
        text
        linkLabel
        linkHref
        startsAt
        endsAt
      }
    }
  }
`

export type CurrencyDoc = {
  id: number
  isoCode: string
  isoNumber: string
  name: string
  symbol: string
  presentationSymbol: string
  flag: string | null
  position: 'D' | 'I'
  decimalSeparator: string
  thousandSeparator: string
  decimals: number
  rateToUsd: number
}

/** The sale currencies with display settings, in their CMS order (spec §3 Currency, §9). */
export const CurrenciesDocument = gql<{ Currencies: { docs: CurrencyDoc[] } | null }, { locale: TextLocale }>`
  query Currencies($locale: LocaleInputType!) {
    Currencies(locale: $locale, limit: 50, sort: "sortOrder") {
      docs {
        id
        isoCode
        isoNumber
        name
        symbol
        presentationSymbol
        flag
        position
        decimalSeparator
        thousandSeparator
        decimals
        rateToUsd
      }
    }
  }
`

export type PaymentMethodDoc = {
  id: number
  apiCode: string
  name: string
  kind: string
  languages: string[] | null
  enabled: boolean | null
  currencies: { isoCode: string }[] | null
  upCodes: { currency: string; code: string }[] | null
}

/** Payment methods with their currencies and sites (spec §9 Card methods). */
export const PaymentMethodsDocument = gql<{ PaymentMethods: { docs: PaymentMethodDoc[] } | null }, { locale: TextLocale }>`
  query PaymentMethods($locale: LocaleInputType!) {
    PaymentMethods(locale: $locale, limit: 50, sort: "sortOrder") {
      docs {
        id
        apiCode
        name
        kind
        languages
        enabled
        currencies {
          isoCode
        }
        upCodes {
          currency
          code
        }
      }
    }
  }
`

export type BankDoc = { id: number; bankId: number; name: string; description: string | null; msiBreakdown: number[] | null }

/** Banks with interest-free instalment months (spec §3 Bank for instalments). */
export const BanksDocument = gql<{ Banks: { docs: BankDoc[] } | null }, { locale: TextLocale }>`
  query Banks($locale: LocaleInputType!) {
    Banks(locale: $locale, limit: 50, sort: "bankId") {
      docs {
        id
        bankId
        name
        description
        msiBreakdown
      }
    }
  }
`

export type RoomCategoryDoc = { id: number; categoryId: string; name: string; roomCodes: string[] | null; hotelCodes: string[] | null }

/** Room-category filters and their room codes (spec §9 Room categories). */
export const RoomCategoriesDocument = gql<{ RoomCategories: { docs: RoomCategoryDoc[] } | null }, { locale: TextLocale }>`
  query RoomCategories($locale: LocaleInputType!) {
    RoomCategories(locale: $locale, limit: 20, sort: "sortOrder") {
      docs {
        id
        categoryId
        name
        roomCodes
        hotelCodes
      }
    }
  }
`

/** A room type's photos and facts; `alt` of each photo in the read's language. */
export type RoomTypeDoc = {
  id: number
  hotelCode: string
  roomCode: string
  gallery: MediaDocLike[] | null
  sizeM2: number | null
  maxGuests: number | null
  maxAdults: number | null
  bed: string | null
  view: string | null
  amenities: string[] | null
}

export const RoomTypesDocument = gql<{ RoomTypes: { docs: RoomTypeDoc[] } | null }, { hotelCode: string; locale: TextLocale }>`
  query RoomTypes($hotelCode: String!, $locale: LocaleInputType!) {
    RoomTypes(where: { hotelCode: { equals: $hotelCode } }, locale: $locale, limit: 100) {
      docs {
        id
        hotelCode
        roomCode
        gallery {
          ${MEDIA_FIELDS}
        }
        sizeM2
        maxGuests
        maxAdults
        bed
        view
        amenities
      }
    }
  }
`

export type HotelDoc = {
  id: number
  code: string
  name: string
  propertyCode: number
  brand: string
  domain: string
  flowId: number
  channel: number
  clientId: number
  timezone: string
  isDefault: boolean | null
  /** for the confirmation's arrival details */
  address: string | null
  checkInTime: string | null
  checkOutTime: string | null
}

/** Hotel settings HXM, HXA, LCDLP (spec §3 Hotel setting). */
export const HotelsDocument = gql<{ Hotels: { docs: HotelDoc[] } | null }, Record<string, never>>`
  query Hotels {
    Hotels(limit: 20, sort: "code") {
      docs {
        id
        code
        name
        propertyCode
        brand
        domain
        flowId
        channel
        clientId
        timezone
        isDefault
        address
        checkInTime
        checkOutTime
      }
    }
  }
`

/** A hotel's note on what its prices do not include (Quintana Roo's VISITAX), in one language (Portuguese falls back to English). */
export type HotelTaxNoteDoc = { id: number; code: string; propertyCode: number; taxNote: string | null }

export const HotelTaxNotesDocument = gql<{ Hotels: { docs: HotelTaxNoteDoc[] } | null }, { locale: TextLocale }>`
  query HotelTaxNotes($locale: LocaleInputType!) {
    Hotels(locale: $locale, limit: 20, sort: "code") {
      docs {
        id
        code
        propertyCode
        taxNote
      }
    }
  }
`

export type UnavailableProductDoc = { id: number; productId: number; message: string }

/** Products shown as unavailable with their message (spec §4). */
export const UnavailableProductsDocument = gql<{ UnavailableProducts: { docs: UnavailableProductDoc[] } | null }, { locale: Locale }>`
  query UnavailableProducts($locale: LocaleInputType!) {
    UnavailableProducts(locale: $locale, limit: 200, sort: "productId") {
      docs {
        id
        productId
        message
      }
    }
  }
`
