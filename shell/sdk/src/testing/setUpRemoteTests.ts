import { cleanup, screen } from '@testing-library/react';
import type { ResourceKey } from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { setUpTranslations } from './setUpTranslations';

/** A remote's component tests: its English catalog (and the shell's `common`) before them, a clean DOM after each. */
export function setUpRemoteTests(namespace: string, translations: ResourceKey): void {
  beforeAll(() => setUpTranslations(namespace, translations));
  afterEach(cleanup);
}

/** The list's pagination, as every list screen renders it (ui-kit ListResults). */
export function findPagination(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Pagination' });
}
