/** Schema of the shared abuse limits (src/lib/rateLimit.ts; rate-limiter-flexible's Postgres table layout). */
export const RATE_LIMITS_UP_SQL = `
CREATE SCHEMA IF NOT EXISTS storefront_limits;
CREATE TABLE IF NOT EXISTS storefront_limits.rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE TABLE IF NOT EXISTS storefront_limits.used_tokens (
  kind       text NOT NULL,
  token      text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, token)
);
CREATE INDEX IF NOT EXISTS used_tokens_expires_idx ON storefront_limits.used_tokens (expires_at);
`
export const RATE_LIMITS_DOWN_SQL = `DROP SCHEMA IF EXISTS storefront_limits CASCADE;`
