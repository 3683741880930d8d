import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch, testContractor } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ContractorFormDialog } from './ContractorFormDialog';

beforeAll(() => setUpTranslations('contacts', en));
afterEach(cleanup);

const CONTRACTOR = testContractor();

const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('ContractorFormDialog', () => {
  it('sends the hourly rate in cents and the rating in whole stars', async () => {
    const calls = stubFetch(() => ({ status: 201, body: CONTRACTOR }));
    let isClosed = false;
    await renderRemotePage(<ContractorFormDialog onClose={() => (isClosed = true)} />, '/contacts');
    const dialog = screen.getByRole('dialog', { name: 'Add contractor' });
    fill(dialog, /^Company name/, 'Loodgieterij Van Acker');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Specialty/ }), {
      target: { value: 'plumber' },
    });
    fill(dialog, /^Hourly rate/, '65,50');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Rating/ }), { target: { value: '4' } });
    fill(dialog, /^Phone/, '+32 9 223 45 67');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contractor' }));
    await waitFor(() => expect(isClosed).toBe(true));
    expect(JSON.parse(String(calls[0]!.init?.body))).toMatchObject({
      companyName: 'Loodgieterij Van Acker',
      specialty: 'plumber',
      hourlyRateCents: 6550,
      rating: 4,
      phone: '+3292234567',
      isActive: true,
    });
  });

  it('refuses an hourly rate it cannot read under its field, and shows the name rule from the server', async () => {
    const calls = stubFetch(() => ({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Some fields are not filled in correctly.',
        details: { companyName: 'This field is required.', lastName: 'This field is required.' },
      },
    }));
    await renderRemotePage(
      <ContractorFormDialog contractor={CONTRACTOR} onClose={() => undefined} />,
      '/contacts',
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit contractor' });
    expect((within(dialog).getByLabelText(/^Hourly rate/) as HTMLInputElement).value).toBe('65');
    fill(dialog, /^Hourly rate/, 'vijftig');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('This value is invalid.')).toBeDefined();
    expect(calls).toHaveLength(0);

    fill(dialog, /^Hourly rate/, '70');
    fill(dialog, /^Company name/, '');
    fill(dialog, /^Last name/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(calls[0]!.init?.method).toBe('PATCH');
  });
});
