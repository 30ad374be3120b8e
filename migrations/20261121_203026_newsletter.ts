import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscriptions_lang" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_newsletter_subscriptions_forwarding_status" AS ENUM('pending', 'forwarded', 'rejected', 'failed');
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"site" varchar DEFAULT 'HXA' NOT NULL,
  	"lang" "enum_newsletter_subscriptions_lang" NOT NULL,
  	"country" varchar NOT NULL,
  	"acceptance" boolean DEFAULT false,
  	"permission" boolean DEFAULT false,
  	"forwarding_status" "enum_newsletter_subscriptions_forwarding_status" DEFAULT 'pending' NOT NULL,
  	"forwarding_attempts" numeric DEFAULT 0 NOT NULL,
  	"forwarding_next_attempt_at" timestamp(3) with time zone,
  	"forwarding_forwarded_at" timestamp(3) with time zone,
  	"forwarding_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscriptions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_endpoint_url" varchar;
  CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");
  CREATE INDEX "newsletter_subscriptions_forwarding_forwarding_status_idx" ON "newsletter_subscriptions" USING btree ("forwarding_status");
  CREATE INDEX "newsletter_subscriptions_forwarding_forwarding_next_atte_idx" ON "newsletter_subscriptions" USING btree ("forwarding_next_attempt_at");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscriptions_id";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_endpoint_url";
  DROP TYPE "public"."enum_newsletter_subscriptions_lang";
  DROP TYPE "public"."enum_newsletter_subscriptions_forwarding_status";`)
}
