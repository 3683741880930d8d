import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

afterEach(cleanup);

describe('TextAreaField', () => {
  it('is labelled and described by its counter and its error', () => {
    render(
      <TextAreaField
        label="Description"
        value="Lichtrijk"
        onChange={() => undefined}
        counter={{ text: '9/2000' }}
        error="Too vague."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const descriptions = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toEqual(['9/2000', 'Too vague.']);
  });

  it('marks the field invalid only when the counter is over its limit or there is an error', () => {
    render(<TextAreaField label="Notes" value="" onChange={() => undefined} counter={{ text: '0/10' }} />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).hasAttribute('aria-invalid')).toBe(false);
    cleanup();
    render(
      <TextAreaField
        label="Notes"
        value="elf tekens!"
        onChange={() => undefined}
        counter={{ text: '11/10', isOver: true }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('aria-invalid')).toBe('true');
  });
});
