import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ContractsTab } from './ContractsTab';

const PROPERTY_ID = '5b0c8f43-2f7a-4a43-9d6e-0d0c3f1f6a11';
const tenant = (id: string, firstName: string, lastName: string) => ({
  id, entityType: 'natural', firstName, lastName, companyName: null, vatNumber: null, email: null, phone: null, language: 'nl', status: 'active', propertyId: PROPERTY_ID, notes: null,
});

const CONTRACT: TContract = {
  id: '8d3f4b7a-1c2e-4f5a-9b6c-7d8e9f0a1b2c',
  propertyId: PROPERTY_ID,
  tenantIds: ['t-1', 't-2'],
  type: 'main_residence',
  region: 'flanders',
  status: 'draft',
  contractNumber: 'HC-2026-001',
  structuredReference: '+++090/9337/55493+++',
  version: 1,
  amendsContractId: null,
  signedOn: '2026-02-15',
  startsOn: '2026-03-01',
  durationMonths: 108,
  endsOn: '2035-02-28',
  rentCents: 95_000,
  chargesCents: 5_000,
  chargesKind: 'provision',
  paymentFrequency: 'monthly',
  rentDueDay: 1,
  deposit: { type: 'blocked_account', amountCents: 190_000 },
  guarantor: null,
  indexBaseMonth: '2026-02',
  epcCertificateNumber: null,
  termination: null,
  language: 'nl',
  registrationDeadline: null,
  warnings: [],
  sentAt: null,
  signedAt: null,
  createdAt: '2026-02-10T09:00:00.000Z',
  updatedAt: '2026-02-10T09:00:00.000Z',
};

function stubContracts(items: TContract[]) {
  return stubFetch((url) => {
    if (url.pathname === '/api/contracts') return { body: { items, total: items.length } };
    if (url.pathname === '/api/tenants') return { body: { items: [tenant('t-1', 'Lotte', 'Maes'), tenant('t-2', 'Hugo', 'Lambert')], total: 2 } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('ContractsTab', () => {
  it("lists the property's contracts with status, tenants, period and rent, each linking to its page", async () => {
    const calls = stubContracts([CONTRACT]);
    await renderRemotePage(<ContractsTab propertyId={PROPERTY_ID} />, '/properties/korenlei-7-gent?tab=contracts');
    const row = await screen.findByTestId('contract-row');
    await within(row).findByText('Lotte Maes, Hugo Lambert');
    expect(row.textContent).toContain(en.contracts.status.draft);
    expect(row.textContent).toContain('950,00');
    expect(row.textContent).toContain('01/03/2026 – 28/02/2035');
    expect(within(row).getByRole('link', { name: 'Open contract HC-2026-001' }).getAttribute('href')).toBe(`/contracts/${CONTRACT.id}`);
    expect(screen.getByRole('link', { name: en.contracts.tab.new }).getAttribute('href')).toBe(`/contracts/new?propertyId=${PROPERTY_ID}`);
    expect(calls.some((call) => call.url.pathname === '/api/contracts' && call.url.searchParams.get('propertyId') === PROPERTY_ID)).toBe(true);
  });

  it('invites to draw up the first contract when there is none', async () => {
    stubContracts([]);
    await renderRemotePage(<ContractsTab propertyId={PROPERTY_ID} />, '/properties/korenlei-7-gent?tab=contracts');
    expect(await screen.findByRole('heading', { name: en.contracts.tab.emptyTitle })).toBeDefined();
    expect(screen.getByRole('link', { name: en.contracts.tab.new })).toBeDefined();
  });
});
