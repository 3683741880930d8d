import {
  readHealthIndexSource,
  STATBEL_HEALTH_INDEX_URL,
  type AddedHealthIndexMonth,
  type IndexationApi,
} from '@immodesk/finance/indexationApi';
import type { Logger } from '@immodesk/platform/logger';

export type UpdateHealthIndexDeps = {
  logger: Logger;
  indexation: Pick<IndexationApi, 'updateHealthIndex'>;
  /** `HEALTH_INDEX_SOURCE_URL`: Statbel's file by default, a local path or another URL in tests. */
  source?: string | undefined;
};

export type HealthIndexUpdate =
  | { outcome: 'updated'; source: string; added: AddedHealthIndexMonth[] }
  | { outcome: 'failed'; source: string; error: unknown };

/**
 * The daily `health-index` job and `npm run index:update`: reads Statbel's "CPI All base years" file and adds every
 * base's missing months. A failed fetch, an unreadable file or a refused one (a stored month changed, a gap, an
 * implausible step) changes nothing and is logged; the next run tries again.
 */
export async function updateHealthIndex(deps: UpdateHealthIndexDeps): Promise<HealthIndexUpdate> {
  const source = deps.source || STATBEL_HEALTH_INDEX_URL;
  try {
    const added = await deps.indexation.updateHealthIndex(await readHealthIndexSource(source));
    if (added.length > 0)
      deps.logger.info(
        { source, added: added.map((entry) => `${entry.baseYear}:${entry.month}`) },
        'health index: months added',
      );
    return { outcome: 'updated', source, added };
  } catch (error) {
    deps.logger.warn({ err: error, source }, 'health index: update failed, nothing changed');
    return { outcome: 'failed', source, error };
  }
}
