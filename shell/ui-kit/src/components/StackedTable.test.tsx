import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StackedTable, type StackedTableColumn } from './StackedTable';

type Tenant = { id: string; name: string; phone: string };

const tenants: Tenant[] = [
  { id: 't1', name: 'Lotte Peeters', phone: '+32 470 12 34 56' },
  { id: 't2', name: 'Marc Dubois', phone: '09 123 45 67' },
];

const columns: [StackedTableColumn<Tenant>, ...StackedTableColumn<Tenant>[]] = [
  { header: 'Name', cell: (tenant) => tenant.name },
  { header: 'Phone', cell: (tenant) => tenant.phone, isNumeric: true },
];

afterEach(cleanup);

describe('StackedTable', () => {
  it('shows one row per item with a column heading per column, named by its caption', () => {
    render(
      <StackedTable
        caption="Tenants"
        columns={columns}
        rows={tenants}
        rowKey={(tenant) => tenant.id}
        stackBelow="56rem"
        rowTestId="tenant-row"
      />,
    );
    const table = screen.getByRole('table', { name: 'Tenants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Phone']);
    const rows = screen.getAllByTestId('tenant-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lotte Peeters+32 470 12 34 56',
      'Marc Dubois09 123 45 67',
    ]);
  });

  it('labels every value but the first with its column name, for the stacked layout', () => {
    render(
      <StackedTable
        caption="Tenants"
        columns={columns}
        rows={tenants}
        rowKey={(tenant) => tenant.id}
        stackBelow="40rem"
      />,
    );
    const [name, phone] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name!.hasAttribute('data-label')).toBe(false);
    expect(phone!.getAttribute('data-label')).toBe('Phone');
  });
});
