/**
 * Link lists and calls to action link to a page chosen from the CMS (issue #18 item 5): a `page_id`
 * beside the typed `href`, in the pages and their versions. Existing typed links keep working.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_link_list_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_link_list_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_link_list_links" ADD CONSTRAINT "pages_blocks_link_list_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_links" ADD CONSTRAINT "_pages_v_blocks_link_list_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_link_list_links_page_idx" ON "pages_blocks_link_list_links" USING btree ("page_id");
  CREATE INDEX "pages_blocks_cta_page_idx" ON "pages_blocks_cta" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_link_list_links_page_idx" ON "_pages_v_blocks_link_list_links" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_cta_page_idx" ON "_pages_v_blocks_cta" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_link_list_links" DROP CONSTRAINT "pages_blocks_link_list_links_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_cta" DROP CONSTRAINT "pages_blocks_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_link_list_links" DROP CONSTRAINT "_pages_v_blocks_link_list_links_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cta" DROP CONSTRAINT "_pages_v_blocks_cta_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_link_list_links_page_idx";
  DROP INDEX "pages_blocks_cta_page_idx";
  DROP INDEX "_pages_v_blocks_link_list_links_page_idx";
  DROP INDEX "_pages_v_blocks_cta_page_idx";
  ALTER TABLE "pages_blocks_link_list_links" DROP COLUMN "page_id";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_link_list_links" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "page_id";`)
}
