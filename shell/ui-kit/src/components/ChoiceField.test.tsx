import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceField } from './ChoiceField';

afterEach(cleanup);

describe('ChoiceField', () => {
  it('is a checkbox named by its label, checked by a click on the label', () => {
    render(<ChoiceField type="checkbox" name="isPrimary" label="Make primary" />);
    const box = screen.getByRole('checkbox', { name: 'Make primary' }) as HTMLInputElement;
    fireEvent.click(screen.getByText('Make primary'));
    expect(box.checked).toBe(true);
    expect(box.name).toBe('isPrimary');
  });

  it('is a radio button when asked', () => {
    render(<ChoiceField type="radio" name="period" value="fiscal" label="Fiscal year" />);
    expect(screen.getByRole('radio', { name: 'Fiscal year' })).toBeDefined();
  });
});
