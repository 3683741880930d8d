import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackedTable, type StackedTableColumns, type StackedTableProps } from './StackedTable';

type Tenant = { id: string; name: string; phone: string };

const tenants: Tenant[] = [
  { id: 't1', name: 'Lotte Peeters', phone: '+32 470 12 34 56' },
  { id: 't2', name: 'Marc Dubois', phone: '09 123 45 67' },
];

const columns: StackedTableColumns<Tenant, 'name'> = [
  { header: 'Name', cell: (tenant) => tenant.name, sortKey: 'name' },
  { header: 'Phone', cell: (tenant) => tenant.phone, isNumeric: true },
];

function renderTenants(props: Partial<StackedTableProps<Tenant, 'name'>> = {}) {
  return render(<StackedTable caption="Tenants" columns={columns} rows={tenants} {...props} />);
}

afterEach(cleanup);

describe('StackedTable', () => {
  it('shows one row per item with a column heading per column, named by its caption', () => {
    renderTenants({ rowTestId: 'tenant-row' });
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
    renderTenants({ stackBelow: '40rem' });
    const [name, phone] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name!.hasAttribute('data-label')).toBe(false);
    expect(phone!.getAttribute('data-label')).toBe('Phone');
  });

  it('keeps the headings plain when the table is not sorted', () => {
    renderTenants();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('says the order on the sorted heading and turns it round on a click', () => {
    const onSort = vi.fn();
    renderTenants({ sort: { sort: 'name', order: 'asc' }, onSort });
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Phone' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith({ sort: 'name', order: 'desc' });
  });
});
