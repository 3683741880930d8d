import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

describe('SelectField', () => {
  it('is a labelled select that reports the chosen value', () => {
    const onValueChange = vi.fn();
    const options = [
      { value: '', label: 'All statuses' },
      { value: 'paid', label: 'Paid' },
    ];
    render(<SelectField label="Status" value="" options={options} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Paid',
    ]);
    fireEvent.change(select, { target: { value: 'paid' } });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('paid');
  });
});
