/**
 * Banners and the sale popup get drafts, versions and scheduled publish, and their display window
 * is entered in Quintana Roo time (issue #18 item 2): the versions tables, `_status`, the `_tz`
 * columns; existing banners stay published with a first version.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_startsat_tz" AS ENUM('America/Cancun');
  CREATE TYPE "public"."enum_banners_endsat_tz" AS ENUM('America/Cancun');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_kind" AS ENUM('park', 'hotel', 'sale-banner', 'sale-popup');
  CREATE TYPE "public"."enum__banners_v_version_startsat_tz" AS ENUM('America/Cancun');
  CREATE TYPE "public"."enum__banners_v_version_endsat_tz" AS ENUM('America/Cancun');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('es', 'en', 'pt');
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_kind" "enum__banners_v_version_kind",
  	"version_visible" boolean DEFAULT false,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_startsat_tz" "enum__banners_v_version_startsat_tz" DEFAULT 'America/Cancun',
  	"version_ends_at" timestamp(3) with time zone,
  	"version_endsat_tz" "enum__banners_v_version_endsat_tz" DEFAULT 'America/Cancun',
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_link_label" varchar,
  	"version_link_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "banners" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "startsat_tz" "enum_banners_startsat_tz" DEFAULT 'America/Cancun';
  ALTER TABLE "banners" ADD COLUMN "endsat_tz" "enum_banners_endsat_tz" DEFAULT 'America/Cancun';
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_visible_idx" ON "_banners_v" USING btree ("version_visible");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");`)
  // Banners saved before drafts existed were live: they stay published, each with its first version
  // (issue #18 item 2), so the admin's version history starts from what travellers see today.
  await db.execute(sql`
  UPDATE "banners" SET "_status" = 'published';
  INSERT INTO "_banners_v" ("parent_id", "version_name", "version_kind", "version_visible", "version_starts_at", "version_ends_at",
    "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest")
  SELECT b."id", b."name", b."kind"::text::"enum__banners_v_version_kind", b."visible", b."starts_at", b."ends_at",
    b."image_id", b."updated_at", b."created_at", 'published', b."updated_at", b."updated_at", true
  FROM "banners" b;
  INSERT INTO "_banners_v_locales" ("version_heading", "version_text", "version_link_label", "version_link_href", "_locale", "_parent_id")
  SELECT l."heading", l."text", l."link_label", l."link_href", l."_locale", v."id"
  FROM "banners_locales" l JOIN "_banners_v" v ON v."parent_id" = l."_parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP INDEX "banners__status_idx";
  ALTER TABLE "banners" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "startsat_tz";
  ALTER TABLE "banners" DROP COLUMN "endsat_tz";
  ALTER TABLE "banners" DROP COLUMN "_status";
  DROP TYPE "public"."enum_banners_startsat_tz";
  DROP TYPE "public"."enum_banners_endsat_tz";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_kind";
  DROP TYPE "public"."enum__banners_v_version_startsat_tz";
  DROP TYPE "public"."enum__banners_v_version_endsat_tz";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";`)
}
