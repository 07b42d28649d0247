import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A job that must run on one instance at a time (decision 0155): the instance that takes the lease runs it;
 * a lease that outlives a crashed instance runs out and another takes it. What the job did last is kept for
 * operators (docs/operations.md).
 */
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  /** The instance holding it (hostname and process id) while it runs. */
  heldBy: text(),
  heldUntil: timestamp({ withTimezone: true }),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** The last run's result (counts), or its error message. */
  lastResult: jsonb().$type<Record<string, unknown>>(),
});
