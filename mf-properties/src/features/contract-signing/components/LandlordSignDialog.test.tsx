import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { Toaster } from '@immodesk/sdk';
import { renderRemotePage, setUpTranslations, stubFetch, stubUploads } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT, PROPERTY_ID } from '../../contracts/utils/contractFixtures';
import { ContractPage } from '../../contracts/components/ContractPage';

const SHA = 'a'.repeat(64);
const SENT: TContract = {
  ...CONTRACT,
  status: 'sent',
  sentAt: '2026-03-10T09:00:00.000Z',
  signedBy: [{ role: 'tenant', name: 'Lotte Maes' }],
};
const signing = (landlordSignedAt: string | null): TContractSigningResponse => ({
  signers: [
    { role: 'tenant', name: 'Lotte Maes', signedAt: '2026-03-12T10:00:00.000Z' },
    { role: 'tenant', name: 'Hugo Lambert', signedAt: null },
    { role: 'landlord', name: 'Jan Peeters', signedAt: landlordSignedAt },
  ],
  hasLiveShareLink: true,
  signedDocumentId: null,
  signedSha256: null,
  frozenLease: { sha256: SHA, frozenAt: '2026-03-10T09:00:00.000Z' },
  auditTrail: [],
});

function stubServer(savedSignature: unknown) {
  return stubFetch((url) => {
    if (url.pathname === `/api/contracts/${SENT.id}`) return { body: SENT };
    if (url.pathname === `/api/contracts/${SENT.id}/signing`) return { body: signing(null) };
    if (url.pathname === `/api/contracts/${SENT.id}/sign`)
      return { body: signing('2026-03-16T09:00:00.000Z') };
    if (url.pathname === '/api/user/signature') return { body: { signature: savedSignature } };
    if (url.pathname === `/api/properties/${PROPERTY_ID}`)
      return {
        body: {
          id: PROPERTY_ID,
          urlCode: 'korenlei-7-gent',
          street: 'Korenlei',
          houseNumber: '7',
          bus: null,
          postalCode: '9000',
          city: 'Gent',
          country: 'BE',
        },
      };
    if (url.pathname === '/api/tenants') return { body: { items: [], total: 0 } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

async function openSignDialog() {
  await renderRemotePage(
    <>
      <Routes>
        <Route path="/contracts/:contractId" element={<ContractPage />} />
      </Routes>
      <Toaster />
    </>,
    `/contracts/${SENT.id}`,
  );
  fireEvent.click(await screen.findByRole('button', { name: en.contractSigning.actions.signAsLandlord }));
  return screen.findByRole('dialog', { name: en.contractSigning.landlord.title });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing as a landlord from the contract page', () => {
  it('reads "partly signed" with who signed while the tenants sign', async () => {
    stubServer(null);
    await renderRemotePage(
      <Routes>
        <Route path="/contracts/:contractId" element={<ContractPage />} />
      </Routes>,
      `/contracts/${SENT.id}`,
    );
    expect(await screen.findByText(en.contracts.status.partlySigned)).toBeDefined();
    expect(screen.getByText('signed by Lotte Maes')).toBeDefined();
  });

  it('shows what is signed and signs with a name typed in the dialog, saved for next time', async () => {
    stubServer(null);
    const uploads = stubUploads(() => ({ status: 200, body: signing('2026-03-16T09:00:00.000Z') }));
    const dialog = await openSignDialog();
    const lease = within(dialog).getByTestId('lease-to-sign');
    expect(within(lease).getByText(SHA)).toBeDefined();
    expect(within(lease).getByText('Lotte Maes has signed.')).toBeDefined();
    expect(within(lease).getByText('Hugo Lambert has not signed yet.')).toBeDefined();

    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Type' }));
    fireEvent.change(within(dialog).getByLabelText('Your name as signature'), {
      target: { value: 'Jan Peeters' },
    });
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: en.contractSigning.landlord.saveForNextTime,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: en.contractSigning.landlord.submit }));
    expect(await screen.findByText(en.contractSigning.landlord.signedWaiting)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe(`/api/contracts/${SENT.id}/sign`);
    expect(Object.fromEntries(uploads[0]!.form.entries())).toEqual({
      saveForNextTime: 'true',
      method: 'typed',
      typedName: 'Jan Peeters',
    });
  });

  it('offers the saved signature first and signs with it without sending a new one', async () => {
    const calls = stubServer({
      method: 'typed',
      typedName: 'J. Peeters',
      imageUrl: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    });
    const uploads = stubUploads(() => ({ status: 500, body: {} }));
    const dialog = await openSignDialog();
    expect(await within(dialog).findByTestId('landlord-saved-signature')).toBeDefined();
    expect(within(dialog).getByText('J. Peeters')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: en.contractSigning.landlord.submit }));
    expect(await screen.findByText(en.contractSigning.landlord.signedWaiting)).toBeDefined();
    expect(uploads).toHaveLength(0);
    const sign = calls.find((call) => call.url.pathname.endsWith('/sign'));
    expect(sign?.init?.method).toBe('POST');
  });
});
