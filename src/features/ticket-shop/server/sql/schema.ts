/**
 * SQL of the ticket shop's own Postgres schema `shop`: carts, capacity, holds, checkouts,
 * orders, tickets and payment attempts. One source for the migration
 * (migrations/20261121_230000_shop.ts) and the tests.
 *
 * No-oversell mechanism (same idea as design/hotel-api-v1.md "No overbooking"): one `capacity` row per
 * (product, hotel-local date, schedule) with `CHECK (held + sold <= total)`; seats are taken only by
 * guarded updates (`… SET held = held + n WHERE held + sold + n <= total`) that affect 0 rows when
 * the seats are gone. Holds expire (`expires_at`); the sweeper gives their seats back.
 * Money: bigint minor units of the order's currency.
 */

export const SHOP_UP_SQL = `
CREATE SCHEMA IF NOT EXISTS shop;

CREATE TABLE shop.carts (
  cart_id     text PRIMARY KEY,                         -- 32 random bytes, base64url (unguessable)
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop.cart_lines (
  line_id     text PRIMARY KEY,
  cart_id     text NOT NULL REFERENCES shop.carts(cart_id) ON DELETE CASCADE,
  seq         bigserial NOT NULL,
  product_id  integer NOT NULL,
  request     jsonb NOT NULL,                           -- the validated AddItem (choices, no amounts)
  cart_item   jsonb NOT NULL,                           -- the domain CartItem the rules read
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_lines_cart_idx ON shop.cart_lines (cart_id, seq);

CREATE TABLE shop.capacity (
  product_id   integer NOT NULL,
  visit_date   date NOT NULL,                           -- hotel-local
  schedule_id  text NOT NULL DEFAULT '',                -- '' = product without schedules
  total        integer NOT NULL CHECK (total >= 0),
  held         integer NOT NULL DEFAULT 0 CHECK (held >= 0),
  sold         integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  PRIMARY KEY (product_id, visit_date, schedule_id),
  CONSTRAINT capacity_not_oversold CHECK (held + sold <= total)
);

CREATE TABLE shop.checkouts (
  checkout_id  text PRIMARY KEY,
  cart_id      text NOT NULL,
  status       text NOT NULL CHECK (status IN ('open','paying','ordered','expired','released')),
  currency     text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  decimals     integer NOT NULL CHECK (decimals BETWEEN 0 AND 4),
  total_minor  bigint NOT NULL CHECK (total_minor >= 0),
  lines        jsonb NOT NULL,                          -- quoted lines (what is charged)
  locale       text NOT NULL DEFAULT 'en',
  expires_at   timestamptz NOT NULL,
  claimed_at   timestamptz,
  order_code   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkouts_cart_idx ON shop.checkouts (cart_id) WHERE status IN ('open','paying');
CREATE INDEX checkouts_expiry_idx ON shop.checkouts (expires_at) WHERE status = 'open';

CREATE TABLE shop.holds (
  hold_id      bigserial PRIMARY KEY,
  checkout_id  text NOT NULL REFERENCES shop.checkouts(checkout_id) ON DELETE CASCADE,
  product_id   integer NOT NULL,
  visit_date   date NOT NULL,
  schedule_id  text NOT NULL DEFAULT '',
  seats        integer NOT NULL CHECK (seats > 0),
  state        text NOT NULL DEFAULT 'held' CHECK (state IN ('held','sold','released')),
  expires_at   timestamptz NOT NULL,
  FOREIGN KEY (product_id, visit_date, schedule_id) REFERENCES shop.capacity(product_id, visit_date, schedule_id)
);
CREATE INDEX holds_checkout_idx ON shop.holds (checkout_id);

CREATE TABLE shop.orders (
  order_code         text PRIMARY KEY,
  checkout_id        text NOT NULL UNIQUE REFERENCES shop.checkouts(checkout_id),
  idempotency_key    text NOT NULL UNIQUE,
  status             text NOT NULL CHECK (status IN ('paid','cancelled')),
  email              text NOT NULL,
  customer           jsonb NOT NULL,
  currency           text NOT NULL,
  decimals           integer NOT NULL,
  total_minor        bigint NOT NULL CHECK (total_minor >= 0),
  payment_provider   text NOT NULL,
  payment_reference  text NOT NULL,
  method_code        text NOT NULL,
  installments       integer,
  locale             text NOT NULL DEFAULT 'en',
  created_at         timestamptz NOT NULL DEFAULT now(),
  cancelled_at       timestamptz,
  refund_minor       bigint,
  refund_fee_minor   bigint
);
CREATE INDEX orders_email_idx ON shop.orders (lower(email));

CREATE TABLE shop.order_lines (
  order_code               text NOT NULL REFERENCES shop.orders(order_code) ON DELETE CASCADE,
  line_no                  integer NOT NULL,
  product_id               integer NOT NULL,
  visit_date               date,
  schedule_id              text,
  open_ticket_valid_until  date,
  quantities               jsonb NOT NULL,
  request                  jsonb NOT NULL,
  quote                    jsonb NOT NULL,
  total_minor              bigint NOT NULL CHECK (total_minor >= 0),
  PRIMARY KEY (order_code, line_no)
);

CREATE TABLE shop.tickets (
  order_code     text NOT NULL REFERENCES shop.orders(order_code) ON DELETE CASCADE,
  ticket_no      integer NOT NULL,
  line_no        integer NOT NULL,
  visitor_label  text NOT NULL,
  reference      text NOT NULL UNIQUE,                  -- <orderCode>.<ticketNo>.<HMAC>
  PRIMARY KEY (order_code, ticket_no)
);

-- One row per placeOrder idempotency key: a retried submit finds its first outcome here.
CREATE TABLE shop.payment_attempts (
  idempotency_key    text PRIMARY KEY,
  checkout_id        text NOT NULL REFERENCES shop.checkouts(checkout_id),
  state              text NOT NULL CHECK (state IN ('authorizing','ordered','failed')),
  authorization_ref  text,
  order_code         text,
  error_code         text,
  created_at         timestamptz NOT NULL DEFAULT now()
);
`

/** Drops schema `shop` and everything in it. */
export const SHOP_DOWN_SQL = `DROP SCHEMA IF EXISTS shop CASCADE;`
