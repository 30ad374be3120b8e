import { getTranslations } from 'next-intl/server'
import { CookieCurrencyPrice } from '../../../components/CookieCurrencyPrice'
import { SiteImage } from '../../../components/SiteImage'
import { getHotels, getRoomCategories, getRoomTypes } from '../../../cms/reads/reference'
import { formatMessage } from '../../../lib/i18n/format'
import { textLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { siteImageOf, type SiteImage as SiteImageData } from '../../../lib/media'
import { flowPath } from '../domain/paths'
import { roomCards } from '../domain/roomCards'
import { roomFromPrices } from './roomFromPrices'

/** Where the price goes in the formatted "from" text. */
const PRICE_SLOT = '\u0000'

/**
 * The home page's room cards (`roomCards`): the default hotel's CMS room categories with a photo,
 * the most guests, the smallest size and the lowest nightly price of the coming nights for 2 adults
 * (`roomFromPrices`: USD for everyone, the visitor's currency once hydrated; none when the hotel API
 * cannot say), each linking to step 1 filtered to that category (the stay: the last search's, else
 * the default, spec §4). Nothing when the CMS has none for the hotel.
 */
export async function RoomCategoryCards({ locale }: { locale: RouteLocale }) {
  const lang = textLocaleOf(locale)
  const hotels = await getHotels()
  const hotel = hotels.find((h) => h.isDefault) ?? hotels[0]
  if (!hotel) return null
  const [categories, types, t] = await Promise.all([getRoomCategories(lang), getRoomTypes(hotel.code, lang), getTranslations({ locale, namespace: 'home' })])
  const facts = new Map([...types.values()].map((r) => [r.roomCode.toUpperCase(), { roomCode: r.roomCode, photo: siteImageOf(r.gallery?.[0]), maxGuests: r.maxGuests, sizeM2: r.sizeM2 }] as const))
  const cards = roomCards<SiteImageData>(categories, hotel.code, facts)
  if (cards.length === 0) return null
  const prices = await roomFromPrices(hotel, cards, locale)
  // the "from" text around its price ('Desde {price} por noche…'), for a price drawn in the visitor's currency after hydration
  const [fromBefore, fromAfter = ''] = formatMessage(t.raw('roomFrom') as string, { price: PRICE_SLOT }, locale).split(PRICE_SLOT)
  return (
    <section className="home-rooms" aria-labelledby="home-rooms">
      <h2 id="home-rooms">{t('rooms')}</h2>
      <p className="home-section__intro">{t('roomsIntro')}</p>
      <ul className="home-cards">
        {cards.map((c) => {
          const href = flowPath(locale, 'search', new URLSearchParams({ category: c.categoryId }).toString())
          return (
            <li key={c.categoryId} className="home-card" data-testid="room-card">
              <div className="home-card__media">{c.photo ? <SiteImage image={c.photo} sizes="(min-width: 64rem) 18rem, (min-width: 36rem) 50vw, calc(100vw - 2rem)" decorative /> : null}</div>
              <div className="home-card__body">
                <h3 className="home-card__name">
                  <a href={href}>{c.name}</a>
                </h3>
                {c.maxGuests ? <p className="home-card__facts">{c.minSizeM2 ? t('roomFacts', { guests: c.maxGuests, size: c.minSizeM2 }) : t('roomGuests', { guests: c.maxGuests })}</p> : null}
                {prices.has(c.categoryId) ? (
                  <p className="home-card__from" data-testid="room-from">
                    {fromBefore}
                    <strong>
                      <CookieCurrencyPrice usd={prices.get(c.categoryId)!.usd} byCurrency={prices.get(c.categoryId)!.byCurrency} />
                    </strong>
                    {fromAfter}
                  </p>
                ) : null}
                <a className="button button--ghost home-card__cta" href={href} aria-label={t('seeRatesOf', { name: c.name })}>
                  {t('seeRates')}
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
