import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/JsonLd'
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
 * Home page: the CMS page whose slug is `home` in the visitor's language, and the park and hotel
 * banners that are live while the site's banner switch is on (revalidated with the site settings).
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const lang = textLocaleOf(locale)
  const [{ page }, layout, t, staff] = await Promise.all([pageForRequest('home', lang), getLayoutData(lang), getTranslations('banner'), previewUser()])
  if (!page) notFound()
  const now = new Date()
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
      <PageBlocks blocks={page.layout ?? []} locale={locale} wide />
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
