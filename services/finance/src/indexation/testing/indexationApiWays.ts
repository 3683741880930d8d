import crypto from 'node:crypto';
import type { Clock } from '@immodesk/platform/ports/clock';
import { serveAreasOverHttp } from '@immodesk/platform/testing/serveAreasOverHttp';
import type { TestDatabase } from '@immodesk/platform/testing/testDatabase';
import {
  createHttpIndexationApi,
  createIndexationApi,
  indexationRpc,
  type IndexationApi,
} from '../../indexationApi';

export type OpenedIndexationApi = { indexation: IndexationApi; close(): Promise<void> };

/** The two ways the BFF reaches the indexation API, for `describe.each`: in process and over HTTP. */
export function indexationApiWays(
  clock: Clock,
): [string, (database: TestDatabase) => Promise<OpenedIndexationApi>][] {
  return [
    [
      'in process',
      async (database) => ({
        indexation: createIndexationApi(database.dataSource, clock),
        close: async () => undefined,
      }),
    ],
    [
      'over HTTP',
      async (database) => {
        const token = crypto.randomBytes(32).toString('hex');
        const served = await serveAreasOverHttp(
          { main: {}, areas: { indexation: indexationRpc(createIndexationApi(database.dataSource, clock)) } },
          token,
        );
        return {
          indexation: createHttpIndexationApi({ baseUrl: served.baseUrl, token }),
          close: served.close,
        };
      },
    ],
  ];
}
