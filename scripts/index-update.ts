import { updateHealthIndex } from '@immodesk/bff/use-cases/updateHealthIndex';
import { loadConfig } from '@immodesk/platform/config';
import { createLogger } from '@immodesk/platform/logger';
import { isAppError } from '@immodesk/platform/errors';
import { runAdminCommand, UsageError } from './admin/adminServices';

/**
 * `npm run index:update [-- <file or URL>]`: what the daily `health-index` job does, now. Reads Statbel's
 * "CPI All base years" file (the argument, else `HEALTH_INDEX_SOURCE_URL`, else Statbel's address) and adds every
 * base's missing months; refuses the whole file when a stored month changed, a base has a gap or a step over 5 %.
 */
runAdminCommand('npm run index:update [-- <file.txt|file.zip|URL>]', async (services, [argument]) => {
  const logger = createLogger({ level: 'silent' });
  const update = await updateHealthIndex({
    ...services,
    logger,
    source: argument ?? loadConfig().HEALTH_INDEX_SOURCE_URL,
  });
  if (update.outcome === 'failed') {
    const { error } = update;
    if (isAppError(error) && error.details)
      throw new UsageError(`Refused, nothing added:\n${JSON.stringify(error.details.problems, null, 2)}`);
    throw new UsageError(
      `Could not read ${update.source}, nothing added: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (update.added.length === 0) return `Nothing new in ${update.source}.`;
  const perBase = new Map<number, string[]>();
  for (const entry of update.added)
    perBase.set(entry.baseYear, [...(perBase.get(entry.baseYear) ?? []), entry.month]);
  return [...perBase.entries()]
    .map(
      ([base, months]) =>
        `Base ${base} = 100: added ${months.length} month(s), ${months[0]} … ${months.at(-1)}.`,
    )
    .join('\n');
});
