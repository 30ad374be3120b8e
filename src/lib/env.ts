/**
 * Typed, validated process environment of the storefront (server only). Database and Payload
 * settings are read by payload.config.ts.
 * Parsed once with zod; a missing required value throws at start-up, never mid-request.
 */
import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Public origin used for canonical URLs, hreflang and sitemaps, e.g. https://www.example.com */
  SITE_URL: z.string().url().default('http://localhost:3000'),
})

export type Env = z.infer<typeof EnvSchema>

export const env: Env = EnvSchema.parse(process.env)
