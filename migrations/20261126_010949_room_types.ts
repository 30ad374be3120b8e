/** Issue #19: room types (gallery, size, occupancy, bed, view, amenities), a photo per add-on (complements.image), products’ included / bring lists, hotels’ address and check-in/out times. */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_room_types_amenities" AS ENUM('wifi', 'air-conditioning', 'minibar', 'bathtub', 'jacuzzi', 'balcony', 'terrace', 'plunge-pool', 'swim-up', 'coffee', 'safe', 'living-room', 'butler');
  CREATE TYPE "public"."enum_room_types_bed" AS ENUM('king', 'king-sofa', 'two-queens', 'two-doubles', 'king-two-doubles');
  CREATE TYPE "public"."enum_room_types_view" AS ENUM('ocean', 'oceanfront', 'garden', 'pool', 'river', 'panoramic');
  CREATE TABLE "room_types_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_room_types_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "room_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hotel_code" varchar NOT NULL,
  	"room_code" varchar NOT NULL,
  	"size_m2" numeric,
  	"max_guests" numeric,
  	"max_adults" numeric,
  	"bed" "enum_room_types_bed",
  	"view" "enum_room_types_view",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "room_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "room_types_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "hotels" ADD COLUMN "address" varchar;
  ALTER TABLE "hotels" ADD COLUMN "check_in_time" varchar DEFAULT '15:00';
  ALTER TABLE "hotels" ADD COLUMN "check_out_time" varchar DEFAULT '12:00';
  ALTER TABLE "products_locales" ADD COLUMN "included" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "bring" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_included" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_bring" varchar;
  ALTER TABLE "complements" ADD COLUMN "image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "room_types_id" integer;
  ALTER TABLE "room_types_amenities" ADD CONSTRAINT "room_types_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types_locales" ADD CONSTRAINT "room_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types_rels" ADD CONSTRAINT "room_types_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types_rels" ADD CONSTRAINT "room_types_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "room_types_amenities_order_idx" ON "room_types_amenities" USING btree ("order");
  CREATE INDEX "room_types_amenities_parent_idx" ON "room_types_amenities" USING btree ("parent_id");
  CREATE INDEX "room_types_updated_at_idx" ON "room_types" USING btree ("updated_at");
  CREATE INDEX "room_types_created_at_idx" ON "room_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "hotelCode_roomCode_idx" ON "room_types" USING btree ("hotel_code","room_code");
  CREATE UNIQUE INDEX "room_types_locales_locale_parent_id_unique" ON "room_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "room_types_rels_order_idx" ON "room_types_rels" USING btree ("order");
  CREATE INDEX "room_types_rels_parent_idx" ON "room_types_rels" USING btree ("parent_id");
  CREATE INDEX "room_types_rels_path_idx" ON "room_types_rels" USING btree ("path");
  CREATE INDEX "room_types_rels_media_id_idx" ON "room_types_rels" USING btree ("media_id");
  ALTER TABLE "complements" ADD CONSTRAINT "complements_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_types_fk" FOREIGN KEY ("room_types_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "complements_image_idx" ON "complements" USING btree ("image_id");
  CREATE INDEX "payload_locked_documents_rels_room_types_id_idx" ON "payload_locked_documents_rels" USING btree ("room_types_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "room_types_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_types_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "room_types_amenities" CASCADE;
  DROP TABLE "room_types" CASCADE;
  DROP TABLE "room_types_locales" CASCADE;
  DROP TABLE "room_types_rels" CASCADE;
  ALTER TABLE "complements" DROP CONSTRAINT "complements_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_room_types_fk";
  
  DROP INDEX "complements_image_idx";
  DROP INDEX "payload_locked_documents_rels_room_types_id_idx";
  ALTER TABLE "hotels" DROP COLUMN "address";
  ALTER TABLE "hotels" DROP COLUMN "check_in_time";
  ALTER TABLE "hotels" DROP COLUMN "check_out_time";
  ALTER TABLE "products_locales" DROP COLUMN "included";
  ALTER TABLE "products_locales" DROP COLUMN "bring";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_included";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_bring";
  ALTER TABLE "complements" DROP COLUMN "image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "room_types_id";
  DROP TYPE "public"."enum_room_types_amenities";
  DROP TYPE "public"."enum_room_types_bed";
  DROP TYPE "public"."enum_room_types_view";`)
}
