import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, queryClient, registerNamespaceLoader } from '@immodesk/sdk';
import en from '../../locales/en.json';

/** English copy of this remote's namespace, on the sdk's one i18next instance (as in the shell). */
export async function setUpTranslations(): Promise<void> {
  registerNamespaceLoader('finance', async () => en);
  await initI18n({ language: 'en', defaultNamespace: 'finance' });
  await i18n.loadNamespaces('finance');
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page the way the remote's root does: sdk QueryClient, one i18next, a router at `path`. */
export async function renderRemotePage(page: ReactElement, path: string) {
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

export type FetchCall = { url: URL; init: RequestInit | undefined };

/** A fetch double answering JSON per path; records every call. */
export function stubFetch(answer: (url: URL) => { status?: number; body: unknown }): FetchCall[] {
  const calls: FetchCall[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchDouble as typeof fetch;
  return calls;
}
