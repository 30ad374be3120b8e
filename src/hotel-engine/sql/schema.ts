/**
 * SQL of the reference hotel engine's own Postgres schema `hotel_engine` (design/hotel-api-v1.md,
 * "No overbooking — the mechanism"). One source for both the Payload migration
 * (migrations/20261121_210000_hotel_engine.ts) and the integration tests, which run it with `pg`.
 *
 * Units: money is NUMERIC(14,2) in the hotel's currency (USD in the seed); nights are hotel-local
 * DATEs (America/Cancun), a stay being the nights [check-in, check-out).
 */

/**
 * Version 1 of schema `hotel_engine` (migration 20261121_210000_hotel_engine). Frozen: later changes
 * go in their own constant and migration.
 */
export const HOTEL_ENGINE_V1_SQL = `
CREATE SCHEMA IF NOT EXISTS hotel_engine;

CREATE TABLE hotel_engine.hotels (
  hotel_code           text PRIMARY KEY,                -- numeric property code, e.g. '31453'
  alias                text NOT NULL UNIQUE,            -- site code, e.g. 'HXA'
  name                 text NOT NULL,
  timezone             text NOT NULL DEFAULT 'America/Cancun',
  currency             text NOT NULL DEFAULT 'USD',     -- currency of prices and child prices
  low_stock_threshold  integer NOT NULL DEFAULT 3 CHECK (low_stock_threshold >= 0),
  adult_min_age        integer NOT NULL DEFAULT 16,
  channels             integer[] NOT NULL DEFAULT '{94}'
);

CREATE TABLE hotel_engine.room_types (
  hotel_code     text NOT NULL REFERENCES hotel_engine.hotels(hotel_code) ON DELETE CASCADE,
  room_code      text NOT NULL,
  category       text NOT NULL CHECK (category IN ('suites','jrsuites','swimup','mrsuites')),
  name_es        text NOT NULL,
  name_en        text NOT NULL,
  desc_es        text NOT NULL DEFAULT '',
  desc_en        text NOT NULL DEFAULT '',
  max_adults     integer NOT NULL CHECK (max_adults >= 1),
  max_children   integer NOT NULL CHECK (max_children >= 0),
  max_occupancy  integer NOT NULL CHECK (max_occupancy >= 1),
  sort_order     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hotel_code, room_code)
);

CREATE TABLE hotel_engine.rate_plans (
  hotel_code             text NOT NULL REFERENCES hotel_engine.hotels(hotel_code) ON DELETE CASCADE,
  rate_code              text NOT NULL,
  name_es                text NOT NULL,
  name_en                text NOT NULL,
  desc_es                text NOT NULL DEFAULT '',
  desc_en                text NOT NULL DEFAULT '',
  policies_es            text NOT NULL DEFAULT '',
  policies_en            text NOT NULL DEFAULT '',
  legal_es               text NOT NULL DEFAULT '',
  legal_en               text NOT NULL DEFAULT '',
  -- cancel policy: free until N days before arrival; NULL = non-refundable
  free_cancel_days       integer CHECK (free_cancel_days >= 0),
  -- penalty inside the window, in nights of the stay (first nights)
  cancel_penalty_nights  integer NOT NULL DEFAULT 1 CHECK (cancel_penalty_nights >= 0),
  -- deposit policy: partial payment of deposit_pct % allowed when arrival is >= partial_min_days ahead
  deposit_pct            integer CHECK (deposit_pct BETWEEN 1 AND 99),
  partial_min_days       integer NOT NULL DEFAULT 0,
  balance_due_days       integer NOT NULL DEFAULT 0,   -- balance due N days before arrival
  sort_order             integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hotel_code, rate_code)
);

CREATE TABLE hotel_engine.inventory (
  hotel_code  text NOT NULL,
  room_code   text NOT NULL,
  night       date NOT NULL,
  total       integer NOT NULL CHECK (total >= 0),
  held        integer NOT NULL DEFAULT 0,
  sold        integer NOT NULL DEFAULT 0,
  stop_sell   boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hotel_code, room_code, night),
  FOREIGN KEY (hotel_code, room_code) REFERENCES hotel_engine.room_types(hotel_code, room_code) ON DELETE CASCADE,
  CONSTRAINT inventory_held_nonneg CHECK (held >= 0),
  CONSTRAINT inventory_sold_nonneg CHECK (sold >= 0),
  CONSTRAINT inventory_no_overbooking CHECK (held + sold <= total)
);
CREATE INDEX inventory_by_night ON hotel_engine.inventory (hotel_code, night);

CREATE TABLE hotel_engine.restrictions (
  hotel_code  text NOT NULL,
  room_code   text NOT NULL,
  night       date NOT NULL,
  min_stay    integer NOT NULL DEFAULT 1 CHECK (min_stay >= 1),
  max_stay    integer CHECK (max_stay >= 1),
  cta         boolean NOT NULL DEFAULT false,
  ctd         boolean NOT NULL DEFAULT false,
  closed      boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hotel_code, room_code, night),
  FOREIGN KEY (hotel_code, room_code) REFERENCES hotel_engine.room_types(hotel_code, room_code) ON DELETE CASCADE
);
CREATE INDEX restrictions_by_night ON hotel_engine.restrictions (hotel_code, night);

CREATE TABLE hotel_engine.prices (
  hotel_code  text NOT NULL,
  room_code   text NOT NULL,
  rate_code   text NOT NULL,
  night       date NOT NULL,
  adults      integer NOT NULL CHECK (adults >= 1),
  amount      numeric(14,2) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (hotel_code, night, room_code, rate_code, adults),   -- stay lookups are by night range
  FOREIGN KEY (hotel_code, room_code) REFERENCES hotel_engine.room_types(hotel_code, room_code) ON DELETE CASCADE,
  FOREIGN KEY (hotel_code, rate_code) REFERENCES hotel_engine.rate_plans(hotel_code, rate_code) ON DELETE CASCADE
);

-- Per-child nightly price by age band; room_code/rate_code NULL = every room type / rate plan.
-- When several bands match, the one with the highest id wins (later loads override).
CREATE TABLE hotel_engine.child_prices (
  id          bigserial PRIMARY KEY,
  hotel_code  text NOT NULL REFERENCES hotel_engine.hotels(hotel_code) ON DELETE CASCADE,
  room_code   text,
  rate_code   text,
  age_from    integer NOT NULL CHECK (age_from >= 0),
  age_to      integer NOT NULL CHECK (age_to >= age_from),
  date_from   date NOT NULL,
  date_to     date NOT NULL CHECK (date_to >= date_from),
  amount      numeric(14,2) NOT NULL CHECK (amount >= 0)
);
CREATE INDEX child_prices_lookup ON hotel_engine.child_prices (hotel_code, date_from, date_to);

CREATE TABLE hotel_engine.currencies (
  code         text PRIMARY KEY,
  decimals     integer NOT NULL CHECK (decimals BETWEEN 0 AND 4),
  rate_per_usd numeric(18,6) NOT NULL CHECK (rate_per_usd > 0),
  name_es      text NOT NULL,
  name_en      text NOT NULL,
  symbol       text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0
);

CREATE TABLE hotel_engine.payment_methods (
  api_code    text PRIMARY KEY,
  name_es     text NOT NULL,
  name_en     text NOT NULL,
  kind        text NOT NULL,
  currencies  text[] NOT NULL,
  languages   text[] NOT NULL,
  up_codes    jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE hotel_engine.banks (
  id            integer PRIMARY KEY,
  name          text NOT NULL,
  desc_es       text NOT NULL,
  desc_en       text NOT NULL,
  msi_months    integer[] NOT NULL
);

CREATE TABLE hotel_engine.promo_codes (
  code            text PRIMARY KEY,                 -- stored uppercased
  hotel_code      text NOT NULL REFERENCES hotel_engine.hotels(hotel_code) ON DELETE CASCADE,
  discount_pct    integer NOT NULL CHECK (discount_pct BETWEEN 1 AND 100),
  stay_from       date NOT NULL,
  stay_to         date NOT NULL,                    -- last night covered (inclusive)
  book_from       date NOT NULL,
  book_to         date NOT NULL,                    -- last booking date (inclusive, hotel-local)
  room_category   text,                             -- NULL = every category
  max_uses        integer CHECK (max_uses >= 0),    -- NULL = unlimited
  uses            integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  name_es         text NOT NULL DEFAULT '',
  name_en         text NOT NULL DEFAULT '',
  CONSTRAINT promo_uses_within_limit CHECK (max_uses IS NULL OR uses <= max_uses)
);

CREATE TABLE hotel_engine.sessions (
  id               uuid PRIMARY KEY,
  token            text NOT NULL UNIQUE,
  version          integer NOT NULL DEFAULT 1,
  status           text NOT NULL CHECK (status IN ('OPEN','HELD','CONFIRMED','EXPIRED','CANCELLED')),
  hotel_code       text NOT NULL REFERENCES hotel_engine.hotels(hotel_code),
  request          jsonb NOT NULL,                  -- normalised booking request (header, paxes, dates, rooms, ecommerce)
  quote            jsonb NOT NULL,                  -- priced summary locked for this version
  hold_expires_at  timestamptz,
  expires_at       timestamptz NOT NULL,            -- an OPEN session expires after this instant
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_held_expiry ON hotel_engine.sessions (hold_expires_at) WHERE status = 'HELD';

-- Inventory taken by a session, per room type and night: HELD (counted in inventory.held),
-- SOLD (counted in inventory.sold) or RELEASED (no longer counted).
CREATE TABLE hotel_engine.holds (
  session_id  uuid NOT NULL REFERENCES hotel_engine.sessions(id) ON DELETE CASCADE,
  hotel_code  text NOT NULL,
  room_code   text NOT NULL,
  night       date NOT NULL,
  qty         integer NOT NULL CHECK (qty >= 1),
  state       text NOT NULL CHECK (state IN ('HELD','SOLD','RELEASED')),
  PRIMARY KEY (session_id, room_code, night)
);
CREATE INDEX holds_inventory ON hotel_engine.holds (hotel_code, room_code, night);

CREATE TABLE hotel_engine.reservations (
  id                 bigserial PRIMARY KEY,
  confirmation_code  text NOT NULL UNIQUE,
  session_id         uuid NOT NULL UNIQUE REFERENCES hotel_engine.sessions(id),
  hotel_code         text NOT NULL,
  status             text NOT NULL CHECK (status IN ('CONFIRMED','CANCELLED')),
  email              text NOT NULL,
  guest              jsonb NOT NULL,
  payment_provider   text NOT NULL,
  payment_reference  text NOT NULL,
  payment            jsonb NOT NULL,
  quote              jsonb NOT NULL,
  currency           text NOT NULL,
  total_amount       numeric(16,2) NOT NULL,
  paid_amount        numeric(16,2) NOT NULL,
  promo_code         text,
  cancel_penalty     numeric(16,2),
  refund_amount      numeric(16,2),
  created_at         timestamptz NOT NULL DEFAULT now(),
  cancelled_at       timestamptz,
  CONSTRAINT reservations_payment_unique UNIQUE (payment_provider, payment_reference)
);

CREATE TABLE hotel_engine.promo_uses (
  code            text NOT NULL REFERENCES hotel_engine.promo_codes(code) ON DELETE CASCADE,
  reservation_id  bigint NOT NULL REFERENCES hotel_engine.reservations(id) ON DELETE CASCADE,
  PRIMARY KEY (code, reservation_id)
);

CREATE TABLE hotel_engine.idempotency_keys (
  endpoint         text NOT NULL,
  key              text NOT NULL,
  request_hash     text NOT NULL,
  response_status  integer NOT NULL,
  response_body    jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (endpoint, key)
);
`

/**
 * Version 2 (migration 20261121_231000_hotel_engine_min_prices): the cheapest
 * price per room type, night and adult count over the rate plans, kept by statement-level triggers
 * on `prices` (any writer — ARI load, seed, tests — keeps it exact) and read by the calendar instead
 * of a GROUP BY over every rate plan's row. Idempotent (IF NOT EXISTS / OR REPLACE), back-fills.
 */
export const HOTEL_ENGINE_MIN_PRICES_SQL = `
CREATE TABLE IF NOT EXISTS hotel_engine.min_prices (
  hotel_code  text NOT NULL,
  room_code   text NOT NULL,
  night       date NOT NULL,
  adults      integer NOT NULL,
  amount      numeric(14,2) NOT NULL,
  PRIMARY KEY (hotel_code, night, room_code, adults),
  FOREIGN KEY (hotel_code, room_code) REFERENCES hotel_engine.room_types(hotel_code, room_code) ON DELETE CASCADE
);

-- Recompute the minimum of the (hotel, room, night, adults) keys a statement on prices touched
-- (transition tables: new_rows after INSERT, old_rows + new_rows after UPDATE, old_rows after DELETE).
CREATE OR REPLACE FUNCTION hotel_engine.min_prices_after_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM hotel_engine.min_prices m USING (SELECT DISTINCT hotel_code, room_code, night, adults FROM new_rows) k
   WHERE m.hotel_code = k.hotel_code AND m.night = k.night AND m.room_code = k.room_code AND m.adults = k.adults;
  INSERT INTO hotel_engine.min_prices (hotel_code, room_code, night, adults, amount)
  SELECT p.hotel_code, p.room_code, p.night, p.adults, min(p.amount)
    FROM hotel_engine.prices p
    JOIN (SELECT DISTINCT hotel_code, room_code, night, adults FROM new_rows) k
      ON p.hotel_code = k.hotel_code AND p.night = k.night AND p.room_code = k.room_code AND p.adults = k.adults
   GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$fn$;
CREATE OR REPLACE FUNCTION hotel_engine.min_prices_after_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM hotel_engine.min_prices m USING (SELECT DISTINCT hotel_code, room_code, night, adults FROM (SELECT hotel_code, room_code, night, adults FROM new_rows UNION SELECT hotel_code, room_code, night, adults FROM old_rows) u) k
   WHERE m.hotel_code = k.hotel_code AND m.night = k.night AND m.room_code = k.room_code AND m.adults = k.adults;
  INSERT INTO hotel_engine.min_prices (hotel_code, room_code, night, adults, amount)
  SELECT p.hotel_code, p.room_code, p.night, p.adults, min(p.amount)
    FROM hotel_engine.prices p
    JOIN (SELECT DISTINCT hotel_code, room_code, night, adults FROM (SELECT hotel_code, room_code, night, adults FROM new_rows UNION SELECT hotel_code, room_code, night, adults FROM old_rows) u) k
      ON p.hotel_code = k.hotel_code AND p.night = k.night AND p.room_code = k.room_code AND p.adults = k.adults
   GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$fn$;
CREATE OR REPLACE FUNCTION hotel_engine.min_prices_after_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM hotel_engine.min_prices m USING (SELECT DISTINCT hotel_code, room_code, night, adults FROM old_rows) k
   WHERE m.hotel_code = k.hotel_code AND m.night = k.night AND m.room_code = k.room_code AND m.adults = k.adults;
  INSERT INTO hotel_engine.min_prices (hotel_code, room_code, night, adults, amount)
  SELECT p.hotel_code, p.room_code, p.night, p.adults, min(p.amount)
    FROM hotel_engine.prices p
    JOIN (SELECT DISTINCT hotel_code, room_code, night, adults FROM old_rows) k
      ON p.hotel_code = k.hotel_code AND p.night = k.night AND p.room_code = k.room_code AND p.adults = k.adults
   GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$fn$;

DROP TRIGGER IF EXISTS prices_min_ins ON hotel_engine.prices;
DROP TRIGGER IF EXISTS prices_min_upd ON hotel_engine.prices;
DROP TRIGGER IF EXISTS prices_min_del ON hotel_engine.prices;
CREATE TRIGGER prices_min_ins AFTER INSERT ON hotel_engine.prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.min_prices_after_insert();
CREATE TRIGGER prices_min_upd AFTER UPDATE ON hotel_engine.prices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.min_prices_after_update();
CREATE TRIGGER prices_min_del AFTER DELETE ON hotel_engine.prices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.min_prices_after_delete();

INSERT INTO hotel_engine.min_prices (hotel_code, room_code, night, adults, amount)
SELECT hotel_code, room_code, night, adults, min(amount) FROM hotel_engine.prices GROUP BY 1, 2, 3, 4
ON CONFLICT (hotel_code, night, room_code, adults) DO UPDATE SET amount = EXCLUDED.amount;
`

/**
 * Version 3 (migration 20261122_020000_hotel_engine_ari_versions): a version
 * counter per hotel × room type (`'*'` = hotel-wide child bands), bumped by statement-level triggers
 * on every table an availability or calendar answer is computed from (inventory, restrictions,
 * prices, child_prices), inside the writing transaction. A reader that reads the hotel's versions
 * BEFORE it reads the ARI can cache its answer under them: a writer that commits in between makes the
 * versions newer than the cached entry, never the other way round (ari-cache.ts). Idempotent.
 */
/** PL/pgSQL loop body dropping the ARI version triggers of table `t` (shared by up and down). */
const DROP_ARI_TRIGGERS = `    EXECUTE format('DROP TRIGGER IF EXISTS %1$s_ari_ins ON hotel_engine.%1$s', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %1$s_ari_upd ON hotel_engine.%1$s', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %1$s_ari_del ON hotel_engine.%1$s', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %1$s_ari_trunc ON hotel_engine.%1$s', t);
`

export const HOTEL_ENGINE_ARI_VERSIONS_SQL = `
CREATE TABLE IF NOT EXISTS hotel_engine.ari_versions (
  hotel_code  text NOT NULL,
  room_code   text NOT NULL,
  version     bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (hotel_code, room_code)
);

-- Keys are bumped in (hotel, room) order so concurrent writers lock version rows in one order.
CREATE OR REPLACE FUNCTION hotel_engine.ari_bump_new() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO hotel_engine.ari_versions AS v (hotel_code, room_code)
  SELECT DISTINCT hotel_code, coalesce(room_code, '*') FROM new_rows ORDER BY 1, 2
  ON CONFLICT (hotel_code, room_code) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$fn$;
CREATE OR REPLACE FUNCTION hotel_engine.ari_bump_old() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO hotel_engine.ari_versions AS v (hotel_code, room_code)
  SELECT DISTINCT hotel_code, coalesce(room_code, '*') FROM old_rows ORDER BY 1, 2
  ON CONFLICT (hotel_code, room_code) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$fn$;
CREATE OR REPLACE FUNCTION hotel_engine.ari_bump_both() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO hotel_engine.ari_versions AS v (hotel_code, room_code)
  SELECT DISTINCT hotel_code, coalesce(room_code, '*')
    FROM (SELECT hotel_code, room_code FROM new_rows UNION SELECT hotel_code, room_code FROM old_rows) u ORDER BY 1, 2
  ON CONFLICT (hotel_code, room_code) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$fn$;
-- TRUNCATE has no transition table: every known version moves.
CREATE OR REPLACE FUNCTION hotel_engine.ari_bump_all() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE hotel_engine.ari_versions SET version = version + 1;
  RETURN NULL;
END
$fn$;

DO $do$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['inventory', 'restrictions', 'prices', 'child_prices'] LOOP
${DROP_ARI_TRIGGERS}    EXECUTE format('CREATE TRIGGER %1$s_ari_ins AFTER INSERT ON hotel_engine.%1$s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.ari_bump_new()', t);
    EXECUTE format('CREATE TRIGGER %1$s_ari_upd AFTER UPDATE ON hotel_engine.%1$s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.ari_bump_both()', t);
    EXECUTE format('CREATE TRIGGER %1$s_ari_del AFTER DELETE ON hotel_engine.%1$s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.ari_bump_old()', t);
    EXECUTE format('CREATE TRIGGER %1$s_ari_trunc AFTER TRUNCATE ON hotel_engine.%1$s FOR EACH STATEMENT EXECUTE FUNCTION hotel_engine.ari_bump_all()', t);
  END LOOP;
END
$do$;
`

/** Drops version 3 (the triggers, their functions and `hotel_engine.ari_versions`). */
export const HOTEL_ENGINE_ARI_VERSIONS_DOWN_SQL = `
DO $do$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['inventory', 'restrictions', 'prices', 'child_prices'] LOOP
${DROP_ARI_TRIGGERS}  END LOOP;
END
$do$;
DROP FUNCTION IF EXISTS hotel_engine.ari_bump_new();
DROP FUNCTION IF EXISTS hotel_engine.ari_bump_old();
DROP FUNCTION IF EXISTS hotel_engine.ari_bump_both();
DROP FUNCTION IF EXISTS hotel_engine.ari_bump_all();
DROP TABLE IF EXISTS hotel_engine.ari_versions;
`

/**
 * Version 4 (migration 20261125_190000_hotel_engine_tax_rules): each hotel's taxes
 * and fees (domain/taxes.ts). `percent` is a percent of the net room rate (PERCENT); `amount` a fixed
 * amount in the hotel's price currency per room-night (PER_ROOM_NIGHT) or per room per stay
 * (PER_STAY); `included` says whether the published rate already holds it. The storefront's CMS is
 * where staff edit them (hotels collection, `PUT /admin/taxes`). Idempotent; back-fills the rates'
 * taxes of the three seeded hotels where they exist (IVA 16 % and Quintana Roo's ISH 6 %, included —
 * the rates the seed loads are tax-inclusive).
 */
export const HOTEL_ENGINE_TAX_RULES_SQL = `
CREATE TABLE IF NOT EXISTS hotel_engine.tax_rules (
  hotel_code  text NOT NULL REFERENCES hotel_engine.hotels(hotel_code) ON DELETE CASCADE,
  code        text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{1,16}$'),
  name_es     text NOT NULL,
  name_en     text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('PERCENT', 'PER_ROOM_NIGHT', 'PER_STAY')),
  percent     numeric(7,4) CHECK (percent >= 0 AND percent <= 100),
  amount      numeric(14,2) CHECK (amount >= 0),
  included    boolean NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hotel_code, code),
  CONSTRAINT tax_rules_value CHECK ((kind = 'PERCENT' AND percent IS NOT NULL AND amount IS NULL) OR (kind <> 'PERCENT' AND amount IS NOT NULL AND percent IS NULL))
);

INSERT INTO hotel_engine.tax_rules (hotel_code, code, name_es, name_en, kind, percent, amount, included, sort_order)
SELECT h.hotel_code, t.code, t.name_es, t.name_en, 'PERCENT', t.percent, NULL, true, t.sort_order
  FROM hotel_engine.hotels h
 CROSS JOIN (VALUES ('IVA', 'IVA', 'VAT (IVA)', 16.0, 1), ('ISH', 'ISH (impuesto sobre hospedaje)', 'State lodging tax (ISH)', 6.0, 2)) AS t(code, name_es, name_en, percent, sort_order)
 WHERE h.hotel_code IN ('31453', '74213', '79260')
   AND NOT EXISTS (SELECT 1 FROM hotel_engine.tax_rules x WHERE x.hotel_code = h.hotel_code)
ON CONFLICT DO NOTHING;
`

/** Drops version 4 (`hotel_engine.tax_rules`). */
export const HOTEL_ENGINE_TAX_RULES_DOWN_SQL = `DROP TABLE IF EXISTS hotel_engine.tax_rules;`

/**
 * Version 5 (migration 20261126_010000_hotel_engine_covering_prices): the primary
 * keys of `prices` and `min_prices` carry `amount` (INCLUDE), so the availability and calendar reads
 * — a range of nights of one hotel — are index-only scans once the pages are all-visible (these
 * tables change only on ARI loads; autovacuum, or the seed's VACUUM, sets the visibility map), instead
 * of a heap visit per price. Same key columns, so every ON CONFLICT target and lookup is unchanged.
 * `inventory` is left alone: its counters change on every hold, and an index holding them would turn
 * those HOT updates into index writes. Idempotent (re-run: the keys are rebuilt the same).
 */
export const HOTEL_ENGINE_COVERING_PRICES_SQL = `
ALTER TABLE hotel_engine.prices DROP CONSTRAINT IF EXISTS prices_pkey,
  ADD CONSTRAINT prices_pkey PRIMARY KEY (hotel_code, night, room_code, rate_code, adults) INCLUDE (amount);
ALTER TABLE hotel_engine.min_prices DROP CONSTRAINT IF EXISTS min_prices_pkey,
  ADD CONSTRAINT min_prices_pkey PRIMARY KEY (hotel_code, night, room_code, adults) INCLUDE (amount);
`

/** Back to version 4's keys (no INCLUDE). */
export const HOTEL_ENGINE_COVERING_PRICES_DOWN_SQL = `
ALTER TABLE hotel_engine.prices DROP CONSTRAINT IF EXISTS prices_pkey,
  ADD CONSTRAINT prices_pkey PRIMARY KEY (hotel_code, night, room_code, rate_code, adults);
ALTER TABLE hotel_engine.min_prices DROP CONSTRAINT IF EXISTS min_prices_pkey,
  ADD CONSTRAINT min_prices_pkey PRIMARY KEY (hotel_code, night, room_code, adults);
`

/**
 * Version 6: the reservation search by guest email (`GET /reservations?Email=`, newest first) reads an
 * index on the lower-cased email instead of every reservation.
 */
export const HOTEL_ENGINE_RESERVATION_EMAIL_SQL = `
CREATE INDEX IF NOT EXISTS reservations_email_idx ON hotel_engine.reservations (lower(email), created_at DESC);
`

/** Drops the email index. */
export const HOTEL_ENGINE_RESERVATION_EMAIL_DOWN_SQL = `DROP INDEX IF EXISTS hotel_engine.reservations_email_idx;`

/**
 * Version 7 (contract 1.2, `Header.Language` `PT`): Portuguese texts of room types, rate plans and
 * taxes. An empty text means "not written": the API answers the English one. Back-fills the
 * Portuguese names of the seeded IVA and ISH rules where their English names are the seed's. Idempotent.
 */
export const HOTEL_ENGINE_PORTUGUESE_SQL = `
ALTER TABLE hotel_engine.room_types ADD COLUMN IF NOT EXISTS name_pt text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS desc_pt text NOT NULL DEFAULT '';
ALTER TABLE hotel_engine.rate_plans ADD COLUMN IF NOT EXISTS name_pt text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS desc_pt text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS policies_pt text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS legal_pt text NOT NULL DEFAULT '';
ALTER TABLE hotel_engine.tax_rules ADD COLUMN IF NOT EXISTS name_pt text NOT NULL DEFAULT '';
UPDATE hotel_engine.tax_rules t SET name_pt = x.pt
  FROM (VALUES ('IVA', 'VAT (IVA)', 'IVA (imposto sobre valor agregado)'), ('ISH', 'State lodging tax (ISH)', 'ISH (imposto estadual sobre hospedagem)')) AS x(code, en, pt)
 WHERE t.code = x.code AND t.name_en = x.en AND t.name_pt = '';
`

/** Drops version 7's Portuguese columns. */
export const HOTEL_ENGINE_PORTUGUESE_DOWN_SQL = `
ALTER TABLE hotel_engine.room_types DROP COLUMN IF EXISTS name_pt, DROP COLUMN IF EXISTS desc_pt;
ALTER TABLE hotel_engine.rate_plans DROP COLUMN IF EXISTS name_pt, DROP COLUMN IF EXISTS desc_pt, DROP COLUMN IF EXISTS policies_pt, DROP COLUMN IF EXISTS legal_pt;
ALTER TABLE hotel_engine.tax_rules DROP COLUMN IF EXISTS name_pt;
`

/** The whole current schema (every version in order), for tests and benches that start empty. */
export const HOTEL_ENGINE_UP_SQL =
  HOTEL_ENGINE_V1_SQL +
  HOTEL_ENGINE_MIN_PRICES_SQL +
  HOTEL_ENGINE_ARI_VERSIONS_SQL +
  HOTEL_ENGINE_TAX_RULES_SQL +
  HOTEL_ENGINE_COVERING_PRICES_SQL +
  HOTEL_ENGINE_RESERVATION_EMAIL_SQL +
  HOTEL_ENGINE_PORTUGUESE_SQL

/** Drops schema `hotel_engine` and everything in it. */
export const HOTEL_ENGINE_DOWN_SQL = `DROP SCHEMA IF EXISTS hotel_engine CASCADE;`
