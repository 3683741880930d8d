import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT } from '../utils/contractFixtures';
import { contractFormValues } from '../utils/contractForm';
import { ContractForm } from './ContractForm';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const QUESTION = 'Void the signatures already collected?';
const SENT_LEASE = { ...CONTRACT, tenantIds: ['3f2a6c1e-8b4d-4e7a-9c5f-1a2b3c4d5e6f'] };

/** The contract's PATCH is refused with its own lease until the body confirms (issue 26); other reads are empty. */
function server() {
  const calls = stubFetch(() => {
    const last = calls.at(-1);
    if (last?.init?.method !== 'PATCH') return { body: { items: [], total: 0 } };
    const body = JSON.parse(String(last.init.body)) as { confirmVoidSignatures?: boolean };
    if (body.confirmVoidSignatures) return { body: SENT_LEASE };
    return {
      status: 409,
      body: {
        code: 'conflict',
        message: 'This change alters a lease that was already sent for signing.',
        details: {
          signaturesVoided: [
            { contractId: CONTRACT.id, contractNumber: CONTRACT.contractNumber, signatures: 2 },
          ],
        },
      },
    };
  });
  return () =>
    calls
      .filter((call) => call.init?.method === 'PATCH')
      .map((call) => JSON.parse(String(call.init?.body)) as object);
}

async function saveAndFindQuestion() {
  await renderRemotePage(
    <ContractForm
      contract={SENT_LEASE}
      initialValues={contractFormValues(SENT_LEASE)}
      cancelPath="/contracts"
    />,
    '/contracts/edit',
  );
  fireEvent.click(screen.getByRole('button', { name: en.contracts.form.save }));
  return screen.findByRole('dialog', { name: QUESTION });
}

describe('ContractForm, when the change alters a lease already sent for signing (issue 26)', () => {
  it('asks first, then saves again with the confirmation and shows the contract', async () => {
    const patches = server();
    const question = await saveAndFindQuestion();
    expect(within(question).getByText('Contract HC-2026-001: 2 signatures collected')).toBeDefined();
    fireEvent.click(within(question).getByRole('button', { name: 'Save and void signatures' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain(SENT_LEASE.id));
    expect(patches()).toHaveLength(2);
    expect(patches()[1]).toMatchObject({ confirmVoidSignatures: true });
  });

  it('on cancel saves nothing more', async () => {
    const patches = server();
    const question = await saveAndFindQuestion();
    fireEvent.click(within(question).getByRole('button', { name: "Don't save" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(patches()).toHaveLength(1);
  });
});
