/** Each staff user's admin language (issue #18 item 5), applied when they sign in; empty keeps the browser's choice. */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_admin_language" AS ENUM('es', 'en');
  ALTER TABLE "users" ADD COLUMN "admin_language" "enum_users_admin_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "admin_language";
  DROP TYPE "public"."enum_users_admin_language";`)
}
