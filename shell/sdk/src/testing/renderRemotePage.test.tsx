import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../query/queryClient';
import { renderRemotePage } from './renderRemotePage';
import { setUpTranslations } from './setUpTranslations';
import { stubFetch } from './stubFetch';

function GreetingPage() {
  const { t } = useTranslation('demo');
  const client = useQueryClient();
  return <h1>{client === queryClient ? t('greeting') : 'another QueryClient'}</h1>;
}

beforeAll(() => setUpTranslations('demo', { greeting: 'Hello landlord' }));
afterEach(cleanup);

describe('renderRemotePage', () => {
  it("renders a page at a path with the remote's translations and the sdk's QueryClient", async () => {
    await renderRemotePage(<GreetingPage />, '/demo?page=2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello landlord');
    expect(screen.getByTestId('location').textContent).toBe('/demo?page=2');
  });
});

describe('stubFetch', () => {
  it('answers JSON per path and records each call', async () => {
    const calls = stubFetch((url) =>
      url.pathname === '/api/tenants' ? { body: { total: 0 } } : { status: 404, body: { code: 'not_found' } },
    );
    const found = await fetch('/api/tenants?q=Peeters');
    const missing = await fetch('/api/nothing', { method: 'POST' });
    expect(await found.json()).toEqual({ total: 0 });
    expect(missing.status).toBe(404);
    expect(
      calls.map((call) => `${call.init?.method ?? 'GET'} ${call.url.pathname}${call.url.search}`),
    ).toEqual(['GET /api/tenants?q=Peeters', 'POST /api/nothing']);
  });
});
