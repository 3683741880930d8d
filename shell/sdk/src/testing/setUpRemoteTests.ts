import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import type { ResourceKey } from 'i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderRemotePage } from './renderRemotePage';
import { setUpTranslations } from './setUpTranslations';
import { stubFetch } from './stubFetch';

/** A remote's component tests: its English catalog (and the shell's `common`) before them, a clean DOM after each. */
export function setUpRemoteTests(namespace: string, translations: ResourceKey): void {
  beforeAll(() => setUpTranslations(namespace, translations));
  afterEach(cleanup);
}

/** The list's pagination, as every list screen renders it (ui-kit ListResults). */
export function findPagination(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Pagination' });
}

/**
 * The behaviour every list screen shares: when the server holds more items than one page shows, the list offers
 * pagination and says which page is shown. `items` is one page of fixtures; `total` what the server reports;
 * `extraBody` the rest of a list response that has more than `{ items, total }` (a list's totals).
 */
export function itPaginatesBeyondOnePage(page: {
  element: ReactElement;
  path: string;
  items: unknown[];
  total: number;
  pageText: string;
  extraBody?: Record<string, unknown>;
}): void {
  it('offers pagination beyond one page', async () => {
    stubFetch(() => ({ body: { ...page.extraBody, items: page.items, total: page.total } }));
    await renderRemotePage(page.element, page.path);
    expect(within(await findPagination()).getByText(page.pageText)).toBeDefined();
  });
}
