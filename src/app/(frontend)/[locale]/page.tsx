import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/JsonLd'
import { ServicePhones } from '@/components/ServicePhones'
import { HeroBookingBox } from '@/features/hotel-booking/server/HeaderBookingBox'
import { RoomCategoryCards } from '@/features/hotel-booking/server/RoomCategoryCards'
import { shopPath } from '@/features/ticket-shop/domain/paths'
import { ProductCards } from '@/features/ticket-shop/server/views/LinkedProducts'
import { PageBlocks } from '@/features/site/components/PageBlocks'
import { PromoBanners } from '@/features/site/components/PromoBanners'
import { isBannerLive } from '@/features/site/domain/banners'
import { hotelJsonLd } from '@/lib/seo/structuredData'
import { absoluteUrl, buildMetadata, pagePath } from '@/lib/seo/metadata'
import { getLayoutData, getPageBySlug } from '@/cms/reads/queries'
import { getPreviewBanner, pageForRequest, previewUser, withPreviewBanner } from '@/cms/reads/preview'
import { isRouteLocale, localizeHref, textLocaleOf } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/**
 * Home page, a page that sells the stay: the CMS page whose slug is `home` in the visitor's language,
 * its first hero carrying the booking bar (dates, guests, Search), then the room categories and the
 * parks and tours as cards, the page's other CMS blocks (the awards), the reservation phones, and the
 * park and hotel banners that are live while the site's banner switch is on (revalidated with the
 * site settings). While maintenance is on, nothing sells: no bar, no cards. Cached for everyone:
 * nothing here depends on the visitor until hydration.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const lang = textLocaleOf(locale)
  const [{ page }, layout, t, th, staff] = await Promise.all([pageForRequest('home', lang), getLayoutData(lang), getTranslations('banner'), getTranslations('home'), previewUser()])
  if (!page) notFound()
  const now = new Date()
  const phones = layout.SiteSetting?.phones ?? null
  // maintenance stops sales (spec §1 maintenance flag): no booking bar, no room or ticket cards
  const selling = layout.SiteSetting?.maintenanceMode !== true
  // the site-wide switch (site settings "Park and hotel banners visible", spec §1: currently off) hides
  // every published park and hotel banner; a banner staff preview still shows (they see what they publish)
  const published = layout.SiteSetting?.bannersVisible === true ? (layout.Banners?.docs ?? []) : []
  const banners = withPreviewBanner(published, staff ? await getPreviewBanner(lang, staff) : null)
    .filter((b) => (b.kind === 'park' || b.kind === 'hotel') && isBannerLive({ ...b, visible: true }, now))
    .map((b) => (b.linkHref ? { ...b, linkHref: localizeHref(b.linkHref, locale) } : b))
  return (
    <article className="page page--home">
      <JsonLd
        data={hotelJsonLd({
          name: 'Hotel Arte',
          url: absoluteUrl(`/${locale}/`),
          description: page.meta?.description,
          telephone: layout.SiteSetting?.phones?.mexico,
        })}
      />
      <PageBlocks
        blocks={page.layout ?? []}
        locale={locale}
        wide
        inHero={<HeroBookingBox locale={locale} settings={layout.SiteSetting ?? null} />}
        afterHero={
          selling ? (
            <>
              <RoomCategoryCards locale={locale} />
              <ProductCards
                locale={locale}
                kinds={['park', 'tour', 'catamaran']}
                limit={4}
                availableOnly
                heading={th('experiences')}
                headingId="home-experiences"
                intro={th('experiencesIntro')}
                more={{ href: shopPath(locale, 'shop'), label: th('allExperiences') }}
              />
            </>
          ) : null
        }
      />
      {phones?.mexico || phones?.usa ? (
        <section className="home-contact" aria-labelledby="home-contact">
          <h2 id="home-contact">{th('contact')}</h2>
          <p>{th('contactText')}</p>
          <ServicePhones phones={phones} labels={{ mexico: th('mexico'), usa: th('usa') }} className="home-contact__phones" />
        </section>
      ) : null}
      <PromoBanners banners={banners} label={t('offers')} />
    </article>
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const page = await getPageBySlug('home', textLocaleOf(locale))
  if (!page) return {}
  return buildMetadata(locale, { title: page.meta?.title || page.title, description: page.meta?.description }, { es: pagePath('es', 'home'), en: pagePath('en', 'home') })
}
