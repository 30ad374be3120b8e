import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_kind" AS ENUM('park', 'tour', 'ferry', 'catamaran', 'activity');
  CREATE TYPE "public"."enum_products_business_unit_code" AS ENUM('XC', 'XP', 'XH', 'XPF', 'XV', 'XON', 'XS', 'XN', 'XT');
  CREATE TYPE "public"."enum_products_presale_mode" AS ENUM('default', 'custom', 'none');
  CREATE TYPE "public"."enum_products_deposit_per" AS ENUM('person', 'booking');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_kind" AS ENUM('park', 'tour', 'ferry', 'catamaran', 'activity');
  CREATE TYPE "public"."enum__products_v_version_business_unit_code" AS ENUM('XC', 'XP', 'XH', 'XPF', 'XV', 'XON', 'XS', 'XN', 'XT');
  CREATE TYPE "public"."enum__products_v_version_presale_mode" AS ENUM('default', 'custom', 'none');
  CREATE TYPE "public"."enum__products_v_version_deposit_per" AS ENUM('person', 'booking');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_complements_business_unit_code" AS ENUM('XC', 'XP', 'XH', 'XPF', 'XV', 'XON', 'XS', 'XN', 'XT');
  CREATE TYPE "public"."enum_complements_kind" AS ENUM('transport', 'food', 'photo-pass');
  CREATE TYPE "public"."enum_complements_pricing" AS ENUM('perPerson', 'perBooking');
  CREATE TABLE "products_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"src" varchar
  );
  
  CREATE TABLE "products_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_presale_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_days_ahead" numeric,
  	"discount_pct" numeric
  );
  
  CREATE TABLE "products_schedules" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"schedule_id" varchar,
  	"time" varchar,
  	"daily_capacity" numeric
  );
  
  CREATE TABLE "products_ferry_routes" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"route_id" varchar,
  	"adult_usd" numeric,
  	"minor_usd" numeric
  );
  
  CREATE TABLE "products_ferry_routes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"kind" "enum_products_kind",
  	"business_unit_code" "enum_products_business_unit_code",
  	"base_prices_usd_adult" numeric,
  	"base_prices_usd_minor" numeric,
  	"child_discount_pct" numeric,
  	"child_age_band_min" numeric,
  	"child_age_band_max" numeric,
  	"infant_free_max_age" numeric,
  	"adult_min_age" numeric,
  	"minimum_age" numeric,
  	"visitors_multiple_of" numeric DEFAULT 1,
  	"presale_mode" "enum_products_presale_mode" DEFAULT 'default',
  	"open_ticket_enabled" boolean DEFAULT false,
  	"open_ticket_validity_months" numeric DEFAULT 6,
  	"daily_capacity" numeric,
  	"requires_park_admission" boolean DEFAULT false,
  	"physical_limits_min_height_cm" numeric,
  	"physical_limits_max_height_cm" numeric,
  	"physical_limits_min_weight_kg" numeric,
  	"physical_limits_max_weight_kg" numeric,
  	"deposit_amount_usd" numeric,
  	"deposit_per" "enum_products_deposit_per" DEFAULT 'person',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"slug" varchar,
  	"short_description" varchar,
  	"description" varchar,
  	"deposit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" numeric NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "products_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" numeric NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" numeric NOT NULL,
  	"path" varchar NOT NULL,
  	"complements_id" numeric
  );
  
  CREATE TABLE "_products_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"src" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_presale_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_days_ahead" numeric,
  	"discount_pct" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_schedules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"schedule_id" varchar,
  	"time" varchar,
  	"daily_capacity" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_ferry_routes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"route_id" varchar,
  	"adult_usd" numeric,
  	"minor_usd" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_ferry_routes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" numeric,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_kind" "enum__products_v_version_kind",
  	"version_business_unit_code" "enum__products_v_version_business_unit_code",
  	"version_base_prices_usd_adult" numeric,
  	"version_base_prices_usd_minor" numeric,
  	"version_child_discount_pct" numeric,
  	"version_child_age_band_min" numeric,
  	"version_child_age_band_max" numeric,
  	"version_infant_free_max_age" numeric,
  	"version_adult_min_age" numeric,
  	"version_minimum_age" numeric,
  	"version_visitors_multiple_of" numeric DEFAULT 1,
  	"version_presale_mode" "enum__products_v_version_presale_mode" DEFAULT 'default',
  	"version_open_ticket_enabled" boolean DEFAULT false,
  	"version_open_ticket_validity_months" numeric DEFAULT 6,
  	"version_daily_capacity" numeric,
  	"version_requires_park_admission" boolean DEFAULT false,
  	"version_physical_limits_min_height_cm" numeric,
  	"version_physical_limits_max_height_cm" numeric,
  	"version_physical_limits_min_weight_kg" numeric,
  	"version_physical_limits_max_weight_kg" numeric,
  	"version_deposit_amount_usd" numeric,
  	"version_deposit_per" "enum__products_v_version_deposit_per" DEFAULT 'person',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_short_description" varchar,
  	"version_description" varchar,
  	"version_deposit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_products_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"complements_id" numeric
  );
  
  CREATE TABLE "complements" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"id_upgrade" numeric,
  	"business_unit" varchar NOT NULL,
  	"business_unit_code" "enum_complements_business_unit_code" NOT NULL,
  	"img" varchar,
  	"code" varchar NOT NULL,
  	"price" numeric,
  	"price_upgrade" numeric,
  	"kind" "enum_complements_kind" NOT NULL,
  	"pricing" "enum_complements_pricing" DEFAULT 'perPerson',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "complements_locales" (
  	"name" varchar NOT NULL,
  	"name_upgrade" varchar,
  	"info_details" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "complements_id" numeric;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_images_locales" ADD CONSTRAINT "products_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_presale_tiers" ADD CONSTRAINT "products_presale_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_schedules" ADD CONSTRAINT "products_schedules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_ferry_routes" ADD CONSTRAINT "products_ferry_routes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_ferry_routes_locales" ADD CONSTRAINT "products_ferry_routes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_ferry_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_numbers" ADD CONSTRAINT "products_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_complements_fk" FOREIGN KEY ("complements_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_images" ADD CONSTRAINT "_products_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_images" ADD CONSTRAINT "_products_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_images_locales" ADD CONSTRAINT "_products_v_version_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_presale_tiers" ADD CONSTRAINT "_products_v_version_presale_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_schedules" ADD CONSTRAINT "_products_v_version_schedules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_ferry_routes" ADD CONSTRAINT "_products_v_version_ferry_routes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_ferry_routes_locales" ADD CONSTRAINT "_products_v_version_ferry_routes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_ferry_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_texts" ADD CONSTRAINT "_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_numbers" ADD CONSTRAINT "_products_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_complements_fk" FOREIGN KEY ("complements_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complements_locales" ADD CONSTRAINT "complements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_images_order_idx" ON "products_images" USING btree ("_order");
  CREATE INDEX "products_images_parent_id_idx" ON "products_images" USING btree ("_parent_id");
  CREATE INDEX "products_images_image_idx" ON "products_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_images_locales_locale_parent_id_unique" ON "products_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_presale_tiers_order_idx" ON "products_presale_tiers" USING btree ("_order");
  CREATE INDEX "products_presale_tiers_parent_id_idx" ON "products_presale_tiers" USING btree ("_parent_id");
  CREATE INDEX "products_schedules_order_idx" ON "products_schedules" USING btree ("_order");
  CREATE INDEX "products_schedules_parent_id_idx" ON "products_schedules" USING btree ("_parent_id");
  CREATE INDEX "products_ferry_routes_order_idx" ON "products_ferry_routes" USING btree ("_order");
  CREATE INDEX "products_ferry_routes_parent_id_idx" ON "products_ferry_routes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_ferry_routes_locales_locale_parent_id_unique" ON "products_ferry_routes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE INDEX "products_numbers_order_parent_idx" ON "products_numbers" USING btree ("order","parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_complements_id_idx" ON "products_rels" USING btree ("complements_id");
  CREATE INDEX "_products_v_version_images_order_idx" ON "_products_v_version_images" USING btree ("_order");
  CREATE INDEX "_products_v_version_images_parent_id_idx" ON "_products_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_images_image_idx" ON "_products_v_version_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_version_images_locales_locale_parent_id_unique" ON "_products_v_version_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_presale_tiers_order_idx" ON "_products_v_version_presale_tiers" USING btree ("_order");
  CREATE INDEX "_products_v_version_presale_tiers_parent_id_idx" ON "_products_v_version_presale_tiers" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_schedules_order_idx" ON "_products_v_version_schedules" USING btree ("_order");
  CREATE INDEX "_products_v_version_schedules_parent_id_idx" ON "_products_v_version_schedules" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_ferry_routes_order_idx" ON "_products_v_version_ferry_routes" USING btree ("_order");
  CREATE INDEX "_products_v_version_ferry_routes_parent_id_idx" ON "_products_v_version_ferry_routes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_ferry_routes_locales_locale_parent_id_un" ON "_products_v_version_ferry_routes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_texts_order_parent" ON "_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_numbers_order_parent_idx" ON "_products_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_complements_id_idx" ON "_products_v_rels" USING btree ("complements_id");
  CREATE UNIQUE INDEX "complements_code_idx" ON "complements" USING btree ("code");
  CREATE INDEX "complements_updated_at_idx" ON "complements" USING btree ("updated_at");
  CREATE INDEX "complements_created_at_idx" ON "complements" USING btree ("created_at");
  CREATE UNIQUE INDEX "complements_locales_locale_parent_id_unique" ON "complements_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_complements_fk" FOREIGN KEY ("complements_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_complements_id_idx" ON "payload_locked_documents_rels" USING btree ("complements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_presale_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_ferry_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_ferry_routes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_presale_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_ferry_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_ferry_routes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "complements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "complements_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_images" CASCADE;
  DROP TABLE "products_images_locales" CASCADE;
  DROP TABLE "products_presale_tiers" CASCADE;
  DROP TABLE "products_schedules" CASCADE;
  DROP TABLE "products_ferry_routes" CASCADE;
  DROP TABLE "products_ferry_routes_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "products_numbers" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_images" CASCADE;
  DROP TABLE "_products_v_version_images_locales" CASCADE;
  DROP TABLE "_products_v_version_presale_tiers" CASCADE;
  DROP TABLE "_products_v_version_schedules" CASCADE;
  DROP TABLE "_products_v_version_ferry_routes" CASCADE;
  DROP TABLE "_products_v_version_ferry_routes_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_texts" CASCADE;
  DROP TABLE "_products_v_numbers" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "complements" CASCADE;
  DROP TABLE "complements_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_complements_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_complements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "complements_id";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_business_unit_code";
  DROP TYPE "public"."enum_products_presale_mode";
  DROP TYPE "public"."enum_products_deposit_per";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_kind";
  DROP TYPE "public"."enum__products_v_version_business_unit_code";
  DROP TYPE "public"."enum__products_v_version_presale_mode";
  DROP TYPE "public"."enum__products_v_version_deposit_per";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_complements_business_unit_code";
  DROP TYPE "public"."enum_complements_kind";
  DROP TYPE "public"."enum_complements_pricing";`)
}
