import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { Toaster } from '@immodesk/sdk';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT, PROPERTY_ID, tenant } from '../utils/contractFixtures';
import { ContractPage } from './ContractPage';

const PROPERTY = {
  id: PROPERTY_ID,
  urlCode: 'korenlei-7-gent',
  street: 'Korenlei',
  houseNumber: '7',
  bus: null,
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
};

function stubContract(
  contract: TContract,
  onPost: (path: string, body: unknown) => { status?: number; body: unknown } = () => ({ body: contract }),
  /** The contract as the server has it now, for a test whose move changes it. */
  current: () => TContract = () => contract,
) {
  return stubFetch((url) => {
    if (url.pathname === `/api/contracts/${contract.id}`) return { body: current() };
    if (url.pathname.startsWith(`/api/contracts/${contract.id}/`)) return onPost(url.pathname, null);
    if (url.pathname === `/api/properties/${PROPERTY_ID}`) return { body: PROPERTY };
    if (url.pathname === '/api/tenants')
      return {
        body: { items: [tenant('t-1', 'Lotte', 'Maes'), tenant('t-2', 'Hugo', 'Lambert')], total: 2 },
      };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

async function openContract(contract: TContract) {
  await renderRemotePage(
    <>
      <Routes>
        <Route path="/contracts/:contractId" element={<ContractPage />} />
      </Routes>
      <Toaster />
    </>,
    `/contracts/${contract.id}`,
  );
  await screen.findByRole('heading', { level: 1, name: 'Contract HC-2026-001' });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('ContractPage', () => {
  it('shows a draft with its parties, amounts and structured reference, and offers edit, send, record on paper and delete only', async () => {
    stubContract(CONTRACT);
    await openContract(CONTRACT);
    expect(await screen.findByText('Lotte Maes')).toBeDefined();
    expect(screen.getByText('Hugo Lambert')).toBeDefined();
    expect(screen.getByText('+++090/9337/55493+++')).toBeDefined();
    expect(screen.getByText(/950,00 per month · Monthly/)).toBeDefined();
    const actions = screen.getByTestId('contract-actions');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([en.contracts.actions.edit]);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([en.contractSigning.actions.send, en.paperLease.action, en.contracts.actions.delete]);
    expect(screen.queryByText(en.contracts.page.registrationDeadline)).toBeNull();
  });

  it('warns clearly about a deposit above the legal maximum', async () => {
    const contract: TContract = {
      ...CONTRACT,
      deposit: { type: 'blocked_account', amountCents: 400_000 },
      warnings: [{ code: 'deposit_above_legal_maximum', maximumCents: 285_000, months: 3 }],
    };
    stubContract(contract);
    await openContract(contract);
    const warning = screen.getByTestId('contract-warnings');
    expect(warning.textContent).toContain(en.contracts.warnings.title);
    expect(warning.textContent).toMatch(/4\.000,00.*3 months' rent.*2\.850,00.*Flanders/);
  });

  it('shows a signed lease with its registration deadline, and terminates it with a date and a reason', async () => {
    const signed: TContract = {
      ...CONTRACT,
      status: 'active',
      signedAt: '2026-02-15T10:00:00.000Z',
      registrationDeadline: '2026-04-15',
    };
    const calls = stubContract(signed, () => ({
      body: {
        ...signed,
        status: 'terminated',
        termination: { date: '2026-09-30', reason: 'mutual_agreement' },
      },
    }));
    await openContract(signed);
    expect(screen.getByText(/Register by 15\/04\/2026/)).toBeDefined();
    const actions = screen.getByTestId('contract-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([en.indexation.actions.index, en.contracts.actions.amend, en.contracts.actions.terminate]);

    fireEvent.click(within(actions).getByRole('button', { name: en.contracts.actions.terminate }));
    const dialog = screen.getByRole('dialog', { name: en.contracts.terminate.title });
    fireEvent.click(within(dialog).getByRole('button', { name: en.contracts.terminate.confirm }));
    expect(within(dialog).getByText(en.contracts.terminate.reasonRequired)).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(en.contracts.terminate.date)), {
      target: { value: '2026-09-30' },
    });
    fireEvent.change(
      within(dialog).getByRole('combobox', { name: new RegExp(en.contracts.terminate.reason) }),
      { target: { value: 'mutual_agreement' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: en.contracts.terminate.confirm }));
    expect(await screen.findByText('Contract HC-2026-001 terminated')).toBeDefined();
    const post = calls.find((call) => call.url.pathname.endsWith('/terminate'));
    expect(JSON.parse(String(post?.init?.body))).toEqual({ date: '2026-09-30', reason: 'mutual_agreement' });
  });
  it('records a draft as signed on paper: the page shows it active, and the audit trail says how it was signed', async () => {
    let contract: TContract = CONTRACT;
    const recorded: TContract = {
      ...CONTRACT,
      status: 'active',
      signedOn: '2021-03-10',
      signedAt: '2026-03-15T09:00:00.000Z',
    };
    const auditTrail = [
      {
        type: 'recorded_on_paper',
        actor: 'Demo Eigenaar <demo@immodesk.be>',
        sha256: null,
        ipAddress: null,
        occurredAt: '2026-03-15T09:00:00.000Z',
      },
    ];
    stubContract(
      CONTRACT,
      (path) => {
        if (path.endsWith('/record-signed')) contract = recorded;
        if (path.endsWith('/signing'))
          return {
            body: {
              signers: [],
              hasLiveShareLink: false,
              signedDocumentId: null,
              signedSha256: null,
              frozenLease: null,
              auditTrail: contract === recorded ? auditTrail : [],
            },
          };
        return { body: contract };
      },
      () => contract,
    );
    await openContract(CONTRACT);
    const actions = screen.getByTestId('contract-actions');
    fireEvent.click(within(actions).getByRole('button', { name: en.paperLease.action }));
    const dialog = screen.getByRole('dialog', { name: en.paperLease.title });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(en.paperLease.signedOn)), {
      target: { value: '2021-03-10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en.paperLease.submit }));
    expect(
      await screen.findByText('Contract HC-2026-001 has been recorded as signed on paper.'),
    ).toBeDefined();
    expect(screen.getByText(en.contracts.status.active)).toBeDefined();
    expect(within(actions).queryByRole('button', { name: en.paperLease.action })).toBeNull();
    const history = screen.getByRole('heading', { name: en.contracts.history.title }).closest('section');
    expect(within(history as HTMLElement).getAllByRole('listitem')[0]?.textContent).toBe(
      `10/03/2021 ${en.contracts.history.signed}`,
    );
    expect(
      await within(await screen.findByTestId('audit-trail')).findByText(
        new RegExp(en.contractSigning.events.recorded_on_paper),
      ),
    ).toBeDefined();
  });
});
