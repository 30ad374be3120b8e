/**
 * Content blocks' `body` becomes Lexical rich text (issue #18 item 5): the plain text editors wrote
 * (paragraphs separated by a blank line) is carried over as one Lexical paragraph per paragraph, in
 * the pages and in every saved version, so nothing an editor wrote is lost. Down turns it back into
 * plain text (paragraphs' text joined by a blank line; formatting, links and images are dropped).
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const toLexical = sql`
  CREATE FUNCTION pg_temp.hxa_text_to_lexical(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
    SELECT CASE WHEN t IS NULL THEN NULL ELSE jsonb_build_object('root', jsonb_build_object(
      'type', 'root', 'format', '', 'indent', 0, 'version', 1, 'direction', 'ltr',
      'children', COALESCE((
        SELECT jsonb_agg(jsonb_build_object(
          'type', 'paragraph', 'format', '', 'indent', 0, 'version', 1, 'direction', 'ltr', 'textFormat', 0, 'textStyle', '',
          'children', jsonb_build_array(jsonb_build_object('type', 'text', 'text', btrim(p), 'format', 0, 'style', '', 'mode', 'normal', 'detail', 0, 'version', 1))
        ) ORDER BY n)
        FROM regexp_split_to_table(t, '\\n\\s*\\n') WITH ORDINALITY AS s(p, n)
        WHERE btrim(p) <> ''
      ), '[]'::jsonb))) END
  $fn$;`

const toText = sql`
  CREATE FUNCTION pg_temp.hxa_lexical_to_text(j jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
    SELECT CASE WHEN j IS NULL THEN NULL ELSE (
      SELECT string_agg((SELECT string_agg(t #>> '{}', '') FROM jsonb_path_query(block, 'strict $.**.text') AS q(t)), E'\\n\\n' ORDER BY n)
      FROM jsonb_array_elements(j -> 'root' -> 'children') WITH ORDINALITY AS b(block, n)
    ) END
  $fn$;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(toLexical)
  await db.execute(sql`
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" SET DATA TYPE jsonb USING pg_temp.hxa_text_to_lexical("body");
  ALTER TABLE "_pages_v_blocks_content" ALTER COLUMN "body" SET DATA TYPE jsonb USING pg_temp.hxa_text_to_lexical("body");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(toText)
  await db.execute(sql`
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" SET DATA TYPE varchar USING pg_temp.hxa_lexical_to_text("body");
  ALTER TABLE "_pages_v_blocks_content" ALTER COLUMN "body" SET DATA TYPE varchar USING pg_temp.hxa_lexical_to_text("body");`)
}
