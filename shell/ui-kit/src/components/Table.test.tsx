import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table } from './Table';

afterEach(cleanup);

function renderTable() {
  render(
    <Table caption="Tenants">
      <tbody>
        <tr>
          <td>Lotte Peeters</td>
        </tr>
      </tbody>
    </Table>,
  );
}

describe('Table', () => {
  it('puts the table in a scroll region a keyboard user can reach (axe scrollable-region-focusable)', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Tenants' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Tenants' }))).toBe(true);
  });

  it('names the table by its caption, hidden unless asked', () => {
    renderTable();
    expect(screen.getByText('Tenants').tagName).toBe('CAPTION');
  });
});
