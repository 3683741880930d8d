import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query/queryClient';

/** Shows where the page navigated to (`data-testid="location"`: path and query). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page the way a remote's root does: sdk QueryClient (emptied first), one i18next, a router at `path`. */
export async function renderRemotePage(page: ReactElement, path: string): Promise<void> {
  queryClient.clear();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            {page}
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}
