import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_social_accounts_provider" AS ENUM('google', 'facebook', 'apple');
  CREATE TYPE "public"."enum_customers_preferred_language" AS ENUM('es', 'en');
  CREATE TABLE "customers_social_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_customers_social_accounts_provider" NOT NULL,
  	"key" varchar NOT NULL,
  	"linked_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"preferred_language" "enum_customers_preferred_language" DEFAULT 'es' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "social_login_google_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "social_login_google_issuer_url" varchar DEFAULT 'https://accounts.google.com';
  ALTER TABLE "site_settings" ADD COLUMN "social_login_google_client_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_login_facebook_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "social_login_facebook_issuer_url" varchar DEFAULT 'https://www.facebook.com';
  ALTER TABLE "site_settings" ADD COLUMN "social_login_facebook_client_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_login_apple_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "social_login_apple_issuer_url" varchar DEFAULT 'https://appleid.apple.com';
  ALTER TABLE "site_settings" ADD COLUMN "social_login_apple_client_id" varchar;
  ALTER TABLE "customers_social_accounts" ADD CONSTRAINT "customers_social_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_social_accounts_order_idx" ON "customers_social_accounts" USING btree ("_order");
  CREATE INDEX "customers_social_accounts_parent_id_idx" ON "customers_social_accounts" USING btree ("_parent_id");
  CREATE INDEX "customers_social_accounts_key_idx" ON "customers_social_accounts" USING btree ("key");
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers_social_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers_social_accounts" CASCADE;
  DROP TABLE "customers_sessions" CASCADE;
  DROP TABLE "customers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_google_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_google_issuer_url";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_google_client_id";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_facebook_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_facebook_issuer_url";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_facebook_client_id";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_apple_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_apple_issuer_url";
  ALTER TABLE "site_settings" DROP COLUMN "social_login_apple_client_id";
  DROP TYPE "public"."enum_customers_social_accounts_provider";
  DROP TYPE "public"."enum_customers_preferred_language";`)
}
