import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '@immodesk/sdk';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT, tenant } from '../../contracts/utils/contractFixtures';
import { SendContractDialog } from './SendContractDialog';

const SHARE_URL = 'http://localhost/contracts/share/6yM0Zr3pKfL2xQe9n8vT1wBcD4aH7sJuE5gNiO0kPqR';

type TenantRow = Omit<ReturnType<typeof tenant>, 'email'> & { email: string | null };

function stubApi(tenants: TenantRow[], send?: { status: number; body: unknown }) {
  return stubFetch((url) => {
    if (url.pathname === '/api/tenants') return { body: { items: tenants, total: tenants.length } };
    if (url.pathname === `/api/contracts/${CONTRACT.id}/share`)
      return { body: { shareUrl: SHARE_URL, expiresAt: '2026-04-15T09:00:00.000Z' } };
    if (url.pathname === `/api/contracts/${CONTRACT.id}/send`)
      return send ?? { body: { ...CONTRACT, status: 'sent' } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

async function openDialog() {
  await renderRemotePage(
    <>
      <SendContractDialog contract={CONTRACT} onClose={() => undefined} />
      <Toaster />
    </>,
    '/',
  );
  return screen.findByRole('dialog', { name: en.contractSigning.send.title });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('SendContractDialog', () => {
  it('fills the tenant’s address and a share link, and sends subject, message and e-mail', async () => {
    const calls = stubApi([
      { ...tenant('t-1', 'Lotte', 'Maes'), email: 'lotte.maes@example.be' },
      tenant('t-2', 'Hugo', 'Lambert'),
    ]);
    const dialog = await openDialog();
    await waitFor(() =>
      expect((within(dialog).getByTestId('share-link') as HTMLInputElement).value).toBe(SHARE_URL),
    );
    expect(
      (within(dialog).getByLabelText(new RegExp(en.contractSigning.send.email)) as HTMLInputElement).value,
    ).toBe('lotte.maes@example.be');
    fireEvent.click(within(dialog).getByRole('button', { name: en.contractSigning.send.submit }));
    expect(await screen.findByText('Contract HC-2026-001 has been sent to the tenant.')).toBeDefined();
    const sent = calls.find((call) => call.url.pathname.endsWith('/send'));
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
      subject: 'Your rental contract HC-2026-001 to sign',
      email: 'lotte.maes@example.be',
    });
  });

  it('says so when no tenant has an e-mail address, and does not send', async () => {
    stubApi([tenant('t-1', 'Lotte', 'Maes'), tenant('t-2', 'Hugo', 'Lambert')]);
    const dialog = await openDialog();
    expect(await within(dialog).findByText(en.contractSigning.send.noTenantEmail)).toBeDefined();
    expect(
      (within(dialog).getByRole('button', { name: en.contractSigning.send.submit }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('lists what the lease still lacks per party, with a link to where each is filled in (issue 31)', async () => {
    stubApi([{ ...tenant('t-1', 'Lotte', 'Maes'), email: 'lotte.maes@example.be' }], {
      status: 422,
      body: {
        code: 'business_rule',
        message: 'The lease still lacks data it needs to be registered. Fill it in and send again.',
        details: {
          missing: [
            { party: 'landlord', field: 'address' },
            { party: 'landlord', field: 'birthDate' },
            { party: 'tenant', tenantId: 't-1', name: 'Lotte Maes', field: 'birthPlace' },
            { party: 'contract', field: 'epcCertificateNumber' },
          ],
        },
      },
    });
    const dialog = await openDialog();
    await waitFor(() =>
      expect((within(dialog).getByTestId('share-link') as HTMLInputElement).value).toBe(SHARE_URL),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: en.contractSigning.send.submit }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(en.contractSigning.missing.title);
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'You as landlord: address, date of birth. Fill in',
      'Tenant Lotte Maes: place of birth. Fill in',
      'The contract: EPC certificate number. Fill in',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Fill in' }).getAttribute('href')).toBe(
      '/settings#profile',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Fill in' }).getAttribute('href')).toBe(
      '/contacts/tenants/t-1',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Fill in' }).getAttribute('href')).toBe(
      `/contracts/${CONTRACT.id}/edit`,
    );
  });
});
