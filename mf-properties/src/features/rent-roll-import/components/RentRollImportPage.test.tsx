import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  TRentRollPreviewResponse,
  TRentRollPreviewRow,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import {
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  stubUploads,
  uploadedFileName,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { RentRollImportPage } from './RentRollImportPage';

const text = en.rentRollImport;
const IMPORT_ID = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60';
const COMMIT_PATH = `/api/imports/${IMPORT_ID}/commit`;
const POSTAL_CODE_ERROR = 'Enter a Belgian postal code of 4 digits.';

const row = (number: number, overrides: Partial<TRentRollPreviewRow> = {}): TRentRollPreviewRow => ({
  row: number,
  status: 'ok',
  errors: {},
  creates: { property: true, tenant: true, contract: true },
  values: {
    street: 'Kerkstraat',
    house_number: String(number),
    postal_code: '9000',
    city: 'Gent',
    tenant_first_name: 'Jan',
    tenant_last_name: `Peeters ${number}`,
    lease_type: 'Hoofdverblijfplaats',
    starts_on: '1-4-2021',
    rent: '1.250,00',
  },
  ...overrides,
});

const preview = (rows: TRentRollPreviewRow[], errors: number): TRentRollPreviewResponse => ({
  id: IMPORT_ID,
  paidThrough: '2026-10-31',
  rows,
  summary: {
    properties: rows.length - errors,
    tenants: rows.length - errors,
    contracts: rows.length - errors,
    errors,
  },
});

const FAULTY = preview(
  [
    row(2),
    row(3, {
      status: 'error',
      errors: { postal_code: POSTAL_CODE_ERROR },
      values: { ...row(3).values, postal_code: '90' },
    }),
  ],
  1,
);
const FIXED = preview([row(2), row(3)], 0);

function choose(fileName: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['straat;huisnummer'], fileName)] } });
}

const commitButton = () => screen.getByRole('button', { name: text.commit.submit });

beforeAll(() => setUpTranslations('properties', en));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RentRollImportPage', () => {
  it('offers the templates in the chosen language, and the rent paid up to the end of last month', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 10), toFake: ['Date'] });
    await renderRemotePage(<RentRollImportPage />, '/properties/import');
    vi.useRealTimers();
    expect(screen.getByLabelText(new RegExp(text.upload.paidThrough))).toHaveProperty('value', '2026-10-31');
    expect(screen.getByText(text.upload.paidThroughHint)).toBeDefined();
    const xlsx = screen.getByRole('link', { name: text.template.xlsx });
    expect(xlsx.getAttribute('href')).toBe('/api/imports/rent-roll/template?language=en&format=xlsx');
    fireEvent.change(screen.getByLabelText(text.template.language), { target: { value: 'fr' } });
    expect(screen.getByRole('link', { name: text.template.csv }).getAttribute('href')).toBe(
      '/api/imports/rent-roll/template?language=fr&format=csv',
    );
  });

  it('shows the faulty cell with its message, blocks the import, and previews the fixed file anew', async () => {
    const answers = [FAULTY, FIXED];
    const uploads = stubUploads(() => ({ status: 200, body: answers.shift() }));
    await renderRemotePage(<RentRollImportPage />, '/properties/import');

    choose('huurlijst.csv');
    const table = await screen.findByRole('table', { name: text.preview.caption });
    expect(uploadedFileName(uploads[0]!.form)).toBe('huurlijst.csv');
    expect(uploads[0]!.form.get('paidThrough')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const faultyCell = within(table).getByTestId('rent-roll-cell-error');
    expect(faultyCell.textContent).toContain(`Error in Postal code: ${POSTAL_CODE_ERROR}`);
    expect(faultyCell.closest('td')?.getAttribute('data-label')).toBe(text.preview.columns.address);
    expect(within(screen.getByTestId('rent-roll-summary-errors')).getByText('1')).toBeDefined();
    expect(commitButton()).toHaveProperty('disabled', true);
    expect(commitButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByTestId('rent-roll-commit-blocked').textContent).toContain('1 row has an error');

    fireEvent.click(screen.getByLabelText(text.preview.onlyErrors));
    expect(within(table).getAllByTestId('rent-roll-row')).toHaveLength(1);
    expect(within(table).getByText('Row 3')).toBeDefined();

    choose('huurlijst-verbeterd.csv');
    await waitFor(() => expect(commitButton()).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('rent-roll-cell-error')).toBeNull();
    expect(uploadedFileName(uploads[1]!.form)).toBe('huurlijst-verbeterd.csv');
  });

  it('imports the previewed file and links to what was created', async () => {
    stubUploads(() => ({ status: 200, body: FIXED }));
    const calls = stubFetch((url) =>
      url.pathname === COMMIT_PATH
        ? { body: { created: { properties: 2, tenants: 2, contracts: 2 }, propertyIds: [] } }
        : { status: 404, body: { message: 'Not found', code: 'not_found' } },
    );
    await renderRemotePage(<RentRollImportPage />, '/properties/import');
    choose('huurlijst.csv');
    await waitFor(() => expect(commitButton()).toHaveProperty('disabled', false));
    fireEvent.click(commitButton());

    const result = await screen.findByTestId('rent-roll-result');
    expect(calls.some((call) => call.url.pathname === COMMIT_PATH && call.init?.method === 'POST')).toBe(
      true,
    );
    expect(within(screen.getByTestId('rent-roll-created-contracts')).getByText('2')).toBeDefined();
    expect(within(result).getByRole('link', { name: text.result.properties }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(within(result).getByRole('link', { name: text.result.payments }).getAttribute('href')).toBe(
      '/rent-payments',
    );
    expect(within(result).getByRole('link', { name: text.result.dashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows the plan-limit refusal in the server’s words, with a link to the plans', async () => {
    const refusal = 'This file needs 12 properties; your plan has room for 3 more.';
    stubUploads(() => ({ status: 200, body: FIXED }));
    stubFetch(() => ({ status: 403, body: { message: refusal, code: 'plan_required' } }));
    await renderRemotePage(<RentRollImportPage />, '/properties/import');
    choose('huurlijst.csv');
    await waitFor(() => expect(commitButton()).toHaveProperty('disabled', false));
    fireEvent.click(commitButton());

    const alert = await screen.findByTestId('rent-roll-commit-error');
    expect(alert.textContent).toContain(refusal);
    expect(within(alert).getByRole('link', { name: text.commit.plans }).getAttribute('href')).toBe(
      '/settings?section=plan#plan',
    );
    expect(screen.queryByTestId('rent-roll-result')).toBeNull();
  });

  it('asks to check the file again when the paid-through date changes after the preview', async () => {
    const uploads = stubUploads(() => ({ status: 200, body: FIXED }));
    await renderRemotePage(<RentRollImportPage />, '/properties/import');
    fireEvent.change(screen.getByLabelText(new RegExp(text.upload.paidThrough)), {
      target: { value: '2026-10-31' },
    });
    choose('huurlijst.csv');
    await waitFor(() => expect(commitButton()).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByLabelText(new RegExp(text.upload.paidThrough)), {
      target: { value: '2026-09-30' },
    });
    expect(commitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(text.commit.staleDate)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: text.commit.checkAgain }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.form.get('paidThrough')).toBe('2026-09-30');
  });
});
