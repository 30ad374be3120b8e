/** Schema of the shared abuse limits (src/lib/rateLimit.ts; rate-limiter-flexible's Postgres table layout). */
export const RATE_LIMITS_UP_SQL = `
CREATE SCHEMA IF NOT EXISTS storefront_limits;
CREATE TABLE IF NOT EXISTS storefront_limits.rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
`
export const RATE_LIMITS_DOWN_SQL = `DROP SCHEMA IF EXISTS storefront_limits CASCADE;`
