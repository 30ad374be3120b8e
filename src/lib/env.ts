/**
 * Typed, validated process environment of the storefront (server only). Database and Payload
 * settings are read by payload.config.ts.
 * Parsed once with zod; a missing required value throws at start-up, never mid-request.
 */
import { z } from 'zod'

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Public origin used for canonical URLs, hreflang and sitemaps, e.g. https://www.example.com */
    SITE_URL: z.string().url().default('http://localhost:3000'),
    /**
     * Test runs only: the hotel-local date (`YYYY-MM-DD`, America/Cancun) the server takes as
     * "today" (`src/lib/clock.ts`). Refused for a real deployment (production with an https SITE_URL).
     */
    TEST_TODAY: z.string().regex(isoDate, 'TEST_TODAY must be a date YYYY-MM-DD').optional(),
    /** Reverse proxies of ours in front of the app (src/lib/http/clientIp.ts): 0–10, default 1; 0 believes no X-Forwarded-For (issue #13 item 4). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  })
  .superRefine((e, ctx) => {
    if (e.TEST_TODAY && e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https:'))
      ctx.addIssue({ code: 'custom', path: ['TEST_TODAY'], message: 'TEST_TODAY is for test runs only and is refused in production (https SITE_URL)' })
  })

export type Env = z.infer<typeof EnvSchema>

/**
 * Parses an environment (default `process.env`).
 * @throws Error listing every invalid variable at once
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const r = EnvSchema.safeParse(source)
  if (!r.success) throw new Error(`Invalid environment: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return r.data
}

export const env: Env = parseEnv()
