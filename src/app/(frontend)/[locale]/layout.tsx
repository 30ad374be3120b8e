import { NextIntlClientProvider } from 'next-intl'
import { EarlyClickReplay } from '@/components/EarlyClickReplay'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { isBannerLive } from '@/features/site/domain/banners'
import { ChatBubble } from '@/features/site/components/ChatBubble'
import { CookieBanner } from '@/features/site/components/CookieBanner'
import { SaleBanner } from '@/features/site/components/SaleBanner'
import { SalePopup } from '@/features/site/components/SalePopup'
import { SiteFooter } from '@/features/site/components/SiteFooter'
import { SiteHeader } from '@/features/site/components/SiteHeader'
import { AccountMenu } from '@/features/account/components/AccountMenu'
import { loginTexts } from '@/features/account/components/loginTexts'
import { HeaderCart } from '@/features/ticket-shop/components/HeaderCart'
import { shopPath } from '@/features/ticket-shop/domain/paths'
import { HeaderBookingBox } from '@/features/hotel-booking/server/HeaderBookingBox'
import { NewsletterSignupButton } from '@/features/newsletter/components/NewsletterSignupButton'
import { getLayoutData } from '@/cms/reads/queries'
import { getPreviewBanner, previewUser, withPreviewBanner } from '@/cms/reads/preview'
import { PreviewBar } from '@/features/site/components/PreviewBar'
import { messagesFor } from '@/lib/i18n/dictionaries'
import { policyPath } from '@/lib/i18n/routes'
import { testPaymentsNotice } from '@/lib/env'
import { contentLocaleOf, htmlLangOf, isRouteLocale, localizeHref, textLocaleOf } from '@/lib/i18n/locales'
import { displayFont, textFont } from '../fonts'
import '../tokens.css'
import '../styles.css'

/** Locales render on first visit and are then served from the cache (no database at build time). */
export function generateStaticParams() {
  return []
}

/**
 * Storefront root layout (spec §2 Layout): header with the booking box's place, optional sale banner,
 * footer, chat bubble and cookie banner, and the test-payments notice of a staging deployment on
 * Stripe test keys; `<html lang>` is the language the page is written in.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const lang = contentLocaleOf(locale)
  const [data, t, tc, tb, tn] = await Promise.all([
    getLayoutData(textLocaleOf(locale)),
    getTranslations('common'),
    getTranslations('cookies'),
    getTranslations('banner'),
    getTranslations('newsletter'),
  ])
  const settings = data.SiteSetting
  const now = new Date()
  // a staff user previewing drafts: the previewed banner or popup shows, whatever its dates
  const staff = await previewUser()
  const banners = withPreviewBanner(data.Banners?.docs ?? [], staff ? await getPreviewBanner(textLocaleOf(locale), staff) : null)
  const live = (kind: string) => banners.find((b) => b.kind === kind && isBannerLive({ ...b, visible: true }, now))
  const local = <T extends { linkHref?: string | null }>(b: T | undefined) => (b?.linkHref ? { ...b, linkHref: localizeHref(b.linkHref, locale) } : b)
  const saleBanner = local(live('sale_banner'))
  const salePopup = local(live('sale_popup'))
  const messages = messagesFor(locale)
  return (
    <html lang={htmlLangOf(locale)} className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <EarlyClickReplay />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={{ errors: messages.errors }}>
          {/* The shell (site) with the other features' islands, composed here so no feature imports another (docs/architecture.md). */}
          <SiteHeader
            locale={locale}
            lang={lang}
            nav={(data.Header?.navItems ?? []).map((n) => ({ ...n, href: localizeHref(n.href, locale) }))}
            settings={settings}
            bookingBox={<HeaderBookingBox locale={locale} settings={settings} />}
            accountMenu={<AccountMenu locale={locale} t={loginTexts(messages.account)} />}
            cartLink={<HeaderCart href={shopPath(locale, 'cart')} locale={locale} texts={{ empty: messages.cart.headerEmpty, count: messages.cart.headerCount }} />}
          />
          {/* a staging deployment on Stripe test-mode keys (ALLOW_TEST_PAYMENTS=1) says so on every page, like the sandbox notice */}
          {testPaymentsNotice() ? (
            <p className="sandbox-notice" role="status" data-testid="test-payments-notice">
              {t('testPayments')}
            </p>
          ) : null}
          {staff ? <PreviewBar locale={locale} t={messages.preview} /> : null}
          {saleBanner ? <SaleBanner banner={saleBanner} /> : null}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter
            columns={(data.Footer?.columns ?? []).map((c) => ({ ...c, links: (c.links ?? []).map((n) => ({ ...n, href: localizeHref(n.href, locale) })) }))}
            settings={settings}
            newsletterButton={<NewsletterSignupButton locale={locale} label={tn('open')} />}
          />
          <ChatBubble settings={settings} />
          <CookieBanner label={tc('label')} text={tc('text')} accept={tc('accept')} decline={tc('decline')} privacyLabel={tc('privacy')} privacyHref={policyPath(locale, 'privacy')} />
          {salePopup ? (
            <SalePopup heading={salePopup.heading} text={salePopup.text} linkLabel={salePopup.linkLabel} linkHref={salePopup.linkHref} closeLabel={tb('close')} preview={staff !== null} />
          ) : null}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
