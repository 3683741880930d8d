import { useRef, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../components/TextField';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

afterEach(cleanup);

function Form({ errors }: { errors: Record<string, string> }) {
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Record<string, string>>({});
  useFocusFirstInvalid(ref, attempt);
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        setShown(errors);
        setAttempt((value) => value + 1);
      }}
    >
      <TextField label="Street" error={shown.street} />
      <TextField label="Rent" error={shown.rent} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus to the first invalid field after a refused submit, and not before', () => {
    render(<Form errors={{ rent: 'The rent is not a number.' }} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    const rent = screen.getByLabelText('Rent');
    expect(document.activeElement).toBe(rent);
    expect(rent.getAttribute('aria-describedby')).toBe(screen.getByText('The rent is not a number.').id);
  });

  it('picks the first one in the order of the form', () => {
    render(<Form errors={{ rent: 'Not a number.', street: 'Required.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Street'));
  });
});
