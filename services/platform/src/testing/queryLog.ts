import type { DataSource, Logger } from 'typeorm';

export type QueryLog = {
  /** Every statement sent since the log started (transaction control included), in order. */
  readonly queries: readonly string[];
  readonly marks: readonly { query: string; at: number }[];
  /** Statements other than BEGIN/COMMIT/ROLLBACK/SAVEPOINT. */
  statements(): string[];
  stop(): void;
};

const TRANSACTION_CONTROL = /^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT)\b/i;

/**
 * Records the SQL a data source sends until `stop()`: TypeORM hands every query to its logger whatever the logging
 * option, so wrapping `logQuery` sees them all, on SQLite and MySQL alike. For tests that bound a use case's number
 * of queries (a count, never a time).
 */
export function logQueries(dataSource: DataSource): QueryLog {
  const queries: string[] = [];
  const marks: { query: string; at: number }[] = [];
  const logger: Logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, queryRunner) => {
    queries.push(query);
    marks.push({ query, at: performance.now() });
    return original(query, parameters, queryRunner);
  };
  return {
    queries,
    marks,
    statements: () => queries.filter((query) => !TRANSACTION_CONTROL.test(query)),
    stop: () => {
      logger.logQuery = original;
    },
  };
}
