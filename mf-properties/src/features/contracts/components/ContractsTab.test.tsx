import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT, PROPERTY_ID, tenant } from '../utils/contractFixtures';
import { ContractsTab } from './ContractsTab';

function stubContracts(items: TContract[]) {
  return stubFetch((url) => {
    if (url.pathname === '/api/contracts') return { body: { items, total: items.length } };
    if (url.pathname === '/api/tenants')
      return {
        body: { items: [tenant('t-1', 'Lotte', 'Maes'), tenant('t-2', 'Hugo', 'Lambert')], total: 2 },
      };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('ContractsTab', () => {
  it("lists the property's contracts with status, tenants, period and rent, each linking to its page", async () => {
    const calls = stubContracts([CONTRACT]);
    await renderRemotePage(
      <ContractsTab propertyId={PROPERTY_ID} />,
      '/properties/korenlei-7-gent?tab=contracts',
    );
    const row = await screen.findByTestId('contract-row');
    await within(row).findByText('Lotte Maes, Hugo Lambert');
    expect(row.textContent).toContain(en.contracts.status.draft);
    expect(row.textContent).toContain('950,00');
    expect(row.textContent).toContain('01/03/2026 – 28/02/2035');
    expect(within(row).getByRole('link', { name: 'Open contract HC-2026-001' }).getAttribute('href')).toBe(
      `/contracts/${CONTRACT.id}`,
    );
    expect(screen.getByRole('link', { name: en.contracts.tab.new }).getAttribute('href')).toBe(
      `/contracts/new?propertyId=${PROPERTY_ID}`,
    );
    expect(
      calls.some(
        (call) =>
          call.url.pathname === '/api/contracts' && call.url.searchParams.get('propertyId') === PROPERTY_ID,
      ),
    ).toBe(true);
  });

  it('invites to draw up the first contract when there is none', async () => {
    stubContracts([]);
    await renderRemotePage(
      <ContractsTab propertyId={PROPERTY_ID} />,
      '/properties/korenlei-7-gent?tab=contracts',
    );
    expect(await screen.findByRole('heading', { name: en.contracts.tab.emptyTitle })).toBeDefined();
    expect(screen.getByRole('link', { name: en.contracts.tab.new })).toBeDefined();
  });
});
