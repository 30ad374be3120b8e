/**
 * Typed, validated process environment (server only).
 * Parsed once with zod; a missing required value throws at start-up, never mid-request.
 */
import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Postgres connection string. Scripts set it for the embedded cluster when unset. */
  DATABASE_URL: z.string().min(1).default('postgres://postgres:postgres@127.0.0.1:5432/hxa'),
  /** Payload's signing secret; dev and test fall back to a fixed, clearly non-production value. */
  PAYLOAD_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  /** Public origin used for canonical URLs, hreflang and sitemaps, e.g. https://www.example.com */
  SITE_URL: z.string().url().default('http://localhost:3000'),
})

export type Env = z.infer<typeof EnvSchema>

export const env: Env = EnvSchema.parse(process.env)
