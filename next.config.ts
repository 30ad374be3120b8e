import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'
import { baseContentSecurityPolicy, previewContentSecurityPolicy, PROXY_CSP_SEGMENTS } from './src/lib/csp'
import { nextCompresses, nextDistDir } from './src/lib/env'

const withNextIntl = createNextIntlPlugin('./src/lib/i18n/request.ts')

// next-intl reads this at run time to add the trailing slash to its locale redirects (`/garden/` →
// `/en/garden/` in one hop); its plugin only passes it through `env`, which Turbopack does not inline
// into the proxy. next.config is loaded by `next dev` and `next start`, so set it here.
process.env._next_intl_trailing_slash = 'true'

const isDev = process.env.NODE_ENV !== 'production'

/**
 * Security headers for every response (issue #2 "Bad input and safety"). The Content-Security-Policy
 * here is the base one (src/lib/csp.ts); the booking, checkout, account and order pages get a strict,
 * nonce-based one from src/proxy.ts instead (issue #13 item 11).
 */
const contentSecurityPolicy = baseContentSecurityPolicy(isDev)
/** Next's draft-mode cookie (`draftMode().enable()`), set by the staff preview entry only. */
const draftModeCookie = [{ type: 'cookie' as const, key: '__prerender_bypass' }]

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `.next` unless NEXT_DIST_DIR says otherwise (the test run's second server reads a copy)
  distDir: nextDistDir(),
  // gzip here unless a proxy in front compresses (BEHIND_COMPRESSING_PROXY: docker-compose's Caddy), read when `next start` loads this file
  compress: nextCompresses(),
  // Types are checked by `npm run typecheck` (a step of `npm test`), once, not again inside the build.
  typescript: { ignoreBuildErrors: true },
  trailingSlash: true,
  // CMS photos (issue #19 item 2): AVIF, else WebP, at the widths the layouts draw (uploads are at most
  // 1600 px wide); Payload's file route and the static fallbacks only; optimised copies cached a week.
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600],
    imageSizes: [96, 160, 256, 384],
    minimumCacheTTL: 604800,
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/shop/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // no framing, except the admin's live preview of drafts (Next's draft-mode cookie, issue #18 item 1):
      // same origin only, and never indexed
      { source: '/:path*', missing: draftModeCookie, headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      {
        source: '/:path*',
        has: draftModeCookie,
        headers: [
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
      // the base CSP everywhere but the strict pages and the 404 page, whose policy src/proxy.ts sets per request
      { source: `/:path((?!(?:es|en|pt)/(?:${PROXY_CSP_SEGMENTS})(?:/|$)).*)`, missing: draftModeCookie, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy }] },
      { source: `/:path((?!(?:es|en|pt)/(?:${PROXY_CSP_SEGMENTS})(?:/|$)).*)`, has: draftModeCookie, headers: [{ key: 'Content-Security-Policy', value: previewContentSecurityPolicy(isDev) }] },
    ]
  },
}

const withAdmin = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = withAdmin.headers

/**
 * withPayload adds `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` to every path for
 * the admin's light/dark theme (only the admin reads the hint). On the storefront `Critical-CH` made
 * Chromium fetch each first-visit page twice — it restarts the navigation to send the hint (a 307
 * internal redirect in Lighthouse's network log), one more round trip before the first byte — and
 * `Vary` split caches by colour scheme. Those headers are kept for the admin's paths only (issue #16).
 */
export default {
  ...withAdmin,
  async headers() {
    const all = (await payloadHeaders?.()) ?? []
    return all.map((rule) => (rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
  },
} satisfies NextConfig
