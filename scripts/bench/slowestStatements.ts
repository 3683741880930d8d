import type { QueryLog } from '@immodesk/platform/testing/queryLog';

/**
 * A bench phase's statements and the ten that took longest (`BENCH_PROFILE=1`): the time from each to the next
 * one (or the phase's end), so the JavaScript run between two statements counts with the first.
 */
export function slowestStatements(log: QueryLog, ended: number): string {
  const marks = log.marks;
  const slowest = marks
    .map((mark, index) => ({ ms: (marks[index + 1]?.at ?? ended) - mark.at, query: mark.query }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  return [
    `${log.queries.length} statements (${log.statements().length} without transaction control); slowest:`,
    ...slowest.map(({ ms, query }) => `  ${Math.round(ms)} ms  ${query.slice(0, 110)}`),
  ].join('\n');
}
