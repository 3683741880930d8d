import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import {
  KORENLEI_7,
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  testPropertySummary,
  testTenant,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { TenantFormDialog } from './TenantFormDialog';

beforeAll(() => setUpTranslations('contacts', en));
afterEach(cleanup);

const PROPERTY = testPropertySummary(KORENLEI_7);
const TENANT: TTenant = testTenant({
  id: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0001',
  entityType: 'legal',
  firstName: null,
  lastName: null,
  companyName: 'Bakkerij Claes BV',
  vatNumber: 'BE0403170701',
  email: null,
  phone: '+3221234567',
  language: 'nl',
  status: 'active',
  propertyId: null,
  notes: null,
});

/** A server with one property; `tenants` answers POST and PATCH on /api/tenants. */
function server(tenants: () => { status?: number; body: unknown }) {
  return stubFetch((url) => {
    if (url.pathname === '/api/properties')
      return {
        body: {
          items: [PROPERTY],
          total: 1,
        },
      };
    if (url.pathname.startsWith('/api/tenants')) return tenants();
    return { status: 404, body: { code: 'not_found', message: 'Not found.' } };
  });
}

const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const tenantCalls = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.url.pathname.startsWith('/api/tenants'));

describe('TenantFormDialog', () => {
  it('refuses an invalid enterprise number and phone in the browser, naming each field, without calling the server', async () => {
    const calls = server(() => ({ status: 201, body: TENANT }));
    await renderRemotePage(<TenantFormDialog onClose={() => undefined} />, '/contacts');
    const dialog = screen.getByRole('dialog', { name: 'Add tenant' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Tenant is a/ }), {
      target: { value: 'legal' },
    });
    fill(dialog, /^Company name/, 'Boulangerie Dubois SRL');
    fill(dialog, /^Enterprise \(VAT\) number/, 'BE0123.456.789');
    fill(dialog, /^Phone/, '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }));
    expect(
      within(dialog).getByText('Enter a valid Belgian enterprise number, e.g. BE 0123.456.749.'),
    ).toBeDefined();
    expect(within(dialog).getByText('Enter a valid phone number, e.g. 0470 12 34 56.')).toBeDefined();
    expect(
      within(dialog)
        .getByLabelText(/^Enterprise \(VAT\) number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(tenantCalls(calls)).toHaveLength(0);
  });

  it('sends a natural person with the phone in E.164 and the chosen property, then closes', async () => {
    const calls = server(() => ({
      status: 201,
      body: {
        ...TENANT,
        entityType: 'natural',
        companyName: null,
        vatNumber: null,
        firstName: 'Lotte',
        lastName: 'Peeters',
      },
    }));
    let isClosed = false;
    await renderRemotePage(<TenantFormDialog onClose={() => (isClosed = true)} />, '/contacts');
    const dialog = screen.getByRole('dialog', { name: 'Add tenant' });
    expect(within(dialog).queryByLabelText(/^Company name/)).toBeNull();
    fill(dialog, /^First name/, 'Lotte');
    fill(dialog, /^Last name/, 'Peeters');
    fill(dialog, /^Phone/, '0470 12 34 56');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Language/ }), {
      target: { value: 'fr' },
    });
    await within(dialog).findByRole('option', { name: 'Korenlei 7, 9000 Gent' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Property/ }), {
      target: { value: PROPERTY.id },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }));
    await waitFor(() => expect(isClosed).toBe(true));
    const [call] = tenantCalls(calls);
    expect(call!.init?.method).toBe('POST');
    expect(JSON.parse(String(call!.init?.body))).toMatchObject({
      entityType: 'natural',
      firstName: 'Lotte',
      lastName: 'Peeters',
      companyName: null,
      vatNumber: null,
      phone: '+32470123456',
      language: 'fr',
      propertyId: PROPERTY.id,
    });
  });

  it('sends the address and birth data a lease needs, and refuses a national register number with wrong check digits (issue 31)', async () => {
    const calls = server(() => ({ status: 201, body: TENANT }));
    let isClosed = false;
    await renderRemotePage(<TenantFormDialog onClose={() => (isClosed = true)} />, '/contacts');
    const dialog = screen.getByRole('dialog', { name: 'Add tenant' });
    expect(within(dialog).getByRole('heading', { name: 'Details for the lease' })).toBeDefined();
    fill(dialog, /^First name/, 'Camille');
    fill(dialog, /^Last name/, 'Dubois');
    fill(dialog, /^Street/, 'Rue Saint-Gilles');
    fill(dialog, /^Number/, '40');
    fill(dialog, /^Postal code/, '4000');
    fill(dialog, /^Town/, 'Liège');
    fill(dialog, /^Date of birth/, '1985-07-30');
    fill(dialog, /^Place of birth/, 'Namur');
    fill(dialog, /^National register number/, '85.07.30-033.29');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }));
    expect(
      within(dialog).getByText('Enter a valid national register number, e.g. 85.07.30-033.28.'),
    ).toBeDefined();
    expect(tenantCalls(calls)).toHaveLength(0);
    fill(dialog, /^National register number/, '85.07.30-033.28');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }));
    await waitFor(() => expect(isClosed).toBe(true));
    const [call] = tenantCalls(calls);
    expect(JSON.parse(String(call!.init?.body))).toMatchObject({
      street: 'Rue Saint-Gilles',
      houseNumber: '40',
      postalCode: '4000',
      city: 'Liège',
      country: 'BE',
      birthDate: '1985-07-30',
      birthPlace: 'Namur',
      nationalRegisterNumber: '85073003328',
    });
  });

  it("edits a tenant with the stored numbers shown the Belgian way, and shows the server's per-field messages", async () => {
    const calls = server(() => ({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Some fields are not filled in correctly.',
        details: { companyName: 'This field is required.' },
      },
    }));
    let isClosed = false;
    await renderRemotePage(
      <TenantFormDialog tenant={TENANT} onClose={() => (isClosed = true)} />,
      '/contacts',
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit tenant' });
    expect((within(dialog).getByLabelText(/^Enterprise \(VAT\) number/) as HTMLInputElement).value).toBe(
      'BE 0403.170.701',
    );
    expect((within(dialog).getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('02 123 45 67');
    fill(dialog, /^Company name/, ' ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This field is required.')).toBeDefined();
    const [call] = tenantCalls(calls);
    expect(call!.init?.method).toBe('PATCH');
    expect(call!.url.pathname).toBe(`/api/tenants/${TENANT.id}`);
    expect(isClosed).toBe(false);
  });

  describe('when the change alters a lease already sent for signing (issue 26)', () => {
    const VOIDED = {
      status: 409,
      body: {
        code: 'conflict',
        message: 'This change alters a lease that was already sent for signing.',
        details: {
          signaturesVoided: [{ contractId: 'c-1', contractNumber: 'HC-2026-0007', signatures: 2 }],
        },
      },
    };
    /** 409 until the body confirms, then the saved tenant. */
    const voidingServer = () => {
      const calls = server(() => {
        const body: unknown = JSON.parse(String(tenantCalls(calls).at(-1)?.init?.body));
        const confirmed = typeof body === 'object' && body !== null && 'confirmVoidSignatures' in body;
        return confirmed ? { body: TENANT } : VOIDED;
      });
      return calls;
    };

    async function saveAndFindQuestion(onClose: () => void) {
      await renderRemotePage(<TenantFormDialog tenant={TENANT} onClose={onClose} />, '/contacts');
      const form = screen.getByRole('dialog', { name: 'Edit tenant' });
      fill(form, /^Company name/, 'Bakkerij Claes NV');
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
      return screen.findByRole('dialog', { name: 'Void the signatures already collected?' });
    }

    it('names the lease and, once confirmed, saves again with the confirmation and closes', async () => {
      const calls = voidingServer();
      let isClosed = false;
      const question = await saveAndFindQuestion(() => (isClosed = true));
      expect(within(question).getByText('Contract HC-2026-0007: 2 signatures collected')).toBeDefined();
      expect(isClosed).toBe(false);
      fireEvent.click(within(question).getByRole('button', { name: 'Save and void signatures' }));
      await waitFor(() => expect(isClosed).toBe(true));
      const bodies = tenantCalls(calls).map((call) => JSON.parse(String(call.init?.body)) as object);
      expect(bodies).toHaveLength(2);
      expect(bodies[0]).not.toHaveProperty('confirmVoidSignatures');
      expect(bodies[1]).toMatchObject({ companyName: 'Bakkerij Claes NV', confirmVoidSignatures: true });
    });

    it('on cancel saves nothing more and leaves the form open with what was typed', async () => {
      const calls = voidingServer();
      let isClosed = false;
      const question = await saveAndFindQuestion(() => (isClosed = true));
      fireEvent.click(within(question).getByRole('button', { name: "Don't save" }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Void the signatures already collected?' })).toBeNull(),
      );
      expect(tenantCalls(calls)).toHaveLength(1);
      expect(isClosed).toBe(false);
      const form = screen.getByRole('dialog', { name: 'Edit tenant' });
      expect((within(form).getByLabelText(/^Company name/) as HTMLInputElement).value).toBe(
        'Bakkerij Claes NV',
      );
    });
  });
});
