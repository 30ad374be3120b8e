/**
 * Schema of the background jobs' last runs (src/lib/jobRuns.ts): one row per job and
 * server instance, overwritten by each tick, so the table stays as small as jobs × instances and
 * every instance's runs are visible to the admin's Operations view (never kept in one process's memory).
 */
export const JOB_RUNS_UP_SQL = `
CREATE SCHEMA IF NOT EXISTS storefront_ops;
CREATE TABLE IF NOT EXISTS storefront_ops.job_runs (
  job          text NOT NULL,
  instance     text NOT NULL,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL,
  outcome      text NOT NULL CHECK (outcome IN ('ok', 'failed')),
  counts       jsonb NOT NULL DEFAULT '{}'::jsonb,
  error        text,
  last_ok_at   timestamptz,
  PRIMARY KEY (job, instance)
);
`
export const JOB_RUNS_DOWN_SQL = `DROP SCHEMA IF EXISTS storefront_ops CASCADE;`
