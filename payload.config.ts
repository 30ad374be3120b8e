/**
 * Payload CMS configuration: collections, globals, localization and the Postgres adapter.
 * Schema changes go through committed migrations in `migrations/` (architecture §11): `push` is off,
 * tests and CI run migrations; `prodMigrations` applies pending ones when the server starts.
 */
import depthLimit from 'graphql-depth-limit'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { AuditLog } from './src/cms/collections/AuditLog'
import { Banks } from './src/cms/collections/Banks'
import { audited, auditedGlobal } from './src/cms/hooks/audit'
import { keepClientErrorDetails } from './src/cms/hooks/errorDetails'
import { withPublishOneLanguage } from './src/cms/hooks/publishOneLanguage'
import { Banners } from './src/cms/collections/Banners'
import { complementsCollection } from './src/cms/collections/Complements'
import { Currencies } from './src/cms/collections/Currencies'
import { Customers } from './src/cms/collections/Customers'
import { hotelsCollection } from './src/cms/collections/Hotels'
import { Media } from './src/cms/collections/Media'
import { newsletterSubscriptionsCollection } from './src/cms/collections/NewsletterSubscriptions'
import { Pages } from './src/cms/collections/Pages'
import { PaymentMethods } from './src/cms/collections/PaymentMethods'
import { productsCollection } from './src/cms/collections/Products'
import { RoomCategories } from './src/cms/collections/RoomCategories'
import { RoomTypes } from './src/cms/collections/RoomTypes'
import { UnavailableProducts } from './src/cms/collections/UnavailableProducts'
import { Users } from './src/cms/collections/Users'
import { Footer } from './src/cms/globals/Footer'
import { Header } from './src/cms/globals/Header'
import { siteSettingsGlobal } from './src/cms/globals/SiteSettings'
import { storagePlugins } from './src/cms/storage'
import { adminTimezones } from './src/cms/fields/hotelTime'
import { pageBodyEditor } from './src/cms/fields/richText'
import { livePreview } from './src/cms/livePreview'
import { mailAdapter } from './src/features/account/server/mailer'
import { discoverIssuer } from './src/features/account/server/social'
import { syncHotelTaxes } from './src/features/hotel-booking/server/taxSync'
import { forwardDueSubscriptions } from './src/features/newsletter/server/forwarder'
import { invalidateShopCatalog } from './src/features/ticket-shop/server/catalog-cache'
import { productDocIssues } from './src/features/ticket-shop/server/cms-mapping'
import { findSources, operationsSources } from './src/operationsSources'
import { findActionEndpoint } from './src/cms/operations/findActions'
import { cmsLocales } from './src/lib/i18n/locales'
import { migrations } from './migrations'
import { env, nextBuildPhase, s3Settings, type S3Settings } from './src/lib/env'
import { logger } from './src/lib/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Payload's signing secret. Required when serving in production; dev, tests and the build (which
 * never signs anything) fall back to a fixed, clearly non-production value.
 * @throws Error when a production server starts without PAYLOAD_SECRET
 */
function payloadSecret(): string {
  const secret = env.PAYLOAD_SECRET
  if (secret) return secret
  if (env.NODE_ENV === 'production' && !nextBuildPhase()) {
    throw new Error('PAYLOAD_SECRET is required in production (see .env.example)')
  }
  return 'dev-only-secret-change-me-in-production'
}

/**
 * Payload's own pool (db-postgres) has no 'error' listener, so an idle connection that Postgres ends
 * (restart, failover, `pg_terminate_backend`, code 57P01) would reach the process as an uncaught
 * exception. With a listener, pg drops that client and opens a new one on next use, as the site's own
 * pools do (src/lib/db.ts); the loss is logged once per connection.
 */
function watchPayloadPool(payload: { db: unknown }): void {
  const pool = (payload.db as { pool?: { on(event: 'error', fn: (e: Error & { code?: string }) => void): void } }).pool
  pool?.on('error', (e) => logger.warn('postgres: idle Payload connection lost; replaced on next use', { code: e.code, error: e.message }))
}

/** Deepest GraphQL query accepted (the site's own documents use 6). */
export const GRAPHQL_MAX_DEPTH = 10

/**
 * The site's Payload config with media stored per `s3` (`storagePlugins`, src/cms/storage.ts): the
 * local disk when null, that bucket otherwise. The default export passes `s3Settings()` (env S3_*);
 * tests/int/media-s3.int.test.ts builds one pointed at a local S3 server.
 */
export const payloadConfig = (s3: S3Settings | null) =>
  buildConfig({
    secret: payloadSecret(),
    serverURL: env.siteUrlGiven ? env.SITE_URL : undefined,
    telemetry: false,
    admin: {
      user: Users.slug,
      avatar: 'default',
      importMap: { baseDir: path.resolve(dirname, 'src') },
      meta: { titleSuffix: ' · Hotel Arte CMS' },
      // every date staff enter or read is Quintana Roo time (issue #18 items 2 and 5)
      timezones: adminTimezones,
      // pages, banners and the sale popup previewed in the storefront's layout, phone and desktop (issue #18 item 1)
      livePreview,
      components: {
        // owed refunds, captures and order emails, for admins and ops (issue #11 item 7); each owner's
        // lines passed in as server props (src/operationsSources.ts): cms/ reads no feature's tables
        afterDashboard: [{ path: '/cms/components/OwedMoney#OwedMoney', serverProps: { owed: operationsSources().owed } }],
        // each staff user's saved admin language, applied at sign-in (issue #18 item 5)
        providers: ['/cms/components/AdminLanguage#AdminLanguage'],
        // while maintenance is on, a banner across every admin screen (issue #18 item 6)
        header: ['/cms/components/MaintenanceBanner#MaintenanceBanner'],
        // the Operations view (maintenance switch, today's bookings and orders, money owed, newsletter
        // backlog, jobs' last runs) and its navigation link, for admins and ops (issue #18 items 4 and 6)
        beforeNavLinks: ['/cms/components/OperationsNavLink#OperationsNavLink'],
        views: {
          operations: {
            Component: { path: '/cms/components/OperationsView#OperationsView', serverProps: { sources: operationsSources() } },
            path: '/operations',
            exact: true,
            meta: { title: 'Operations' },
          },
          // find a hotel booking or a ticket order by code, guest email or name and date, with its
          // status, money and the actions ops may take (src/lib/operations/find.ts)
          operationsFind: {
            Component: { path: '/cms/components/FindBookingsView#FindBookingsView', serverProps: { sources: findSources() } },
            path: '/operations/find',
            exact: true,
            meta: { title: 'Find a booking or order' },
          },
          // the staff second factor: enrol, verify, recovery codes (src/cms/auth/secondFactor.ts)
          secondFactor: { Component: '/cms/components/SecondFactorView#SecondFactorView', path: '/second-factor', exact: true, meta: { title: 'Second factor' } },
        },
      },
      // a session the server holds back until its second factor lands on that screen after signing in
      routes: { unauthorized: '/second-factor' },
    },
    // The admin in Spanish or English per staff member (issue #18 item 5): Payload reads the
    // `payload-lng` cookie the Account view's language selector sets (one year, per browser), else the
    // browser's Accept-Language, else English. Payload 3 keeps no language on the user record.
    i18n: { supportedLanguages: { en, es }, fallbackLanguage: 'en' },
    localization: {
      locales: cmsLocales.map((l) => ({ ...l })),
      defaultLocale: 'es',
      fallback: true,
    },
    // rich text (page bodies): Lexical with the features editors need (issue #18 item 5)
    editor: pageBodyEditor,
    // the find view's actions (resend a confirmation, send an owed refund again), for admins and ops
    endpoints: [findActionEndpoint(findSources())],
    // The features' behaviour is wired in here, the composition root: collections import no feature server code (docs/architecture.md).
    collections: [
      // a publish never puts another language's draft live (src/cms/hooks/publishOneLanguage.ts)
      withPublishOneLanguage(Pages),
      withPublishOneLanguage(Banners),
      Media,
      // audited (issue #18 item 3): prices, payment methods, currencies, banks, hotels and staff roles
      audited(Currencies),
      audited(PaymentMethods),
      audited(Banks),
      RoomCategories,
      RoomTypes,
      audited(hotelsCollection({ onTaxesChange: syncHotelTaxes })),
      UnavailableProducts,
      audited(productsCollection({ issues: productDocIssues, onChange: invalidateShopCatalog })),
      audited(complementsCollection({ onChange: invalidateShopCatalog })),
      audited(Users),
      AuditLog,
      Customers,
      newsletterSubscriptionsCollection({ forwardDue: forwardDueSubscriptions }),
    ],
    globals: [auditedGlobal(siteSettingsGlobal({ discoverIssuer })), Header, Footer],
    // Verification emails (customers): SMTP when SMTP_URL is set, otherwise console + files in MAIL_DIR.
    email: mailAdapter({ fromAddress: env.MAIL_FROM, fromName: 'Hotel Arte' }),
    graphQL: {
      disablePlaygroundInProduction: true,
      disableIntrospectionInProduction: true,
      maxComplexity: 1000,
      // Depth as well as complexity (issue #13 "Proof"): the site's own documents nest 6 levels
      // (src/lib/graphql/documents.ts); anything deeper than GRAPHQL_MAX_DEPTH is refused before it runs.
      validationRules: () => [depthLimit(GRAPHQL_MAX_DEPTH)],
    },
    db: postgresAdapter({
      pool: {
        connectionString: env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/hxa',
        max: env.DATABASE_POOL_MAX,
      },
      migrationDir: path.resolve(dirname, 'migrations'),
      push: false,
      prodMigrations: env.PAYLOAD_RUN_MIGRATIONS_ON_START ? migrations : undefined,
    }),
    onInit: watchPayloadPool,
    // a 4xx answer keeps its field list in the built server (src/cms/hooks/errorDetails.ts)
    hooks: { afterError: [keepClientErrorDetails] },
    sharp,
    // media on the local disk, or on S3 when S3_BUCKET & co. are set (issue #12; refused when half set)
    plugins: storagePlugins(s3),
    typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  })

export default payloadConfig(s3Settings())
