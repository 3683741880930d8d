import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bindFields } from './bindFields';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

afterEach(cleanup);

type Values = { city: string; kind: 'house' | 'flat'; rooms: number };

function Form({ errors = {} }: { errors?: Partial<Record<keyof Values, string>> }) {
  const [values, setValues] = useState<Values>({ city: 'Gent', kind: 'house', rooms: 3 });
  const field = bindFields({
    values,
    errorOf: (name) => errors[name],
    onChange: (name, value) => setValues((current) => ({ ...current, [name]: value })),
  });
  return (
    <form>
      <TextField {...field.text('city')} label="City" />
      <SelectField
        {...field.select('kind')}
        label="Kind"
        options={[
          { value: 'house', label: 'House' },
          { value: 'flat', label: 'Flat' },
        ]}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </form>
  );
}

describe('bindFields', () => {
  it('shows each field its value and name and reports a change under that name', () => {
    render(<Form />);
    const city = screen.getByLabelText<HTMLInputElement>('City');
    expect([city.value, city.name]).toEqual(['Gent', 'city']);
    fireEvent.change(city, { target: { value: 'Brugge' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'flat' } });
    expect(screen.getByTestId('values').textContent).toBe('{"city":"Brugge","kind":"flat","rooms":3}');
  });

  it('shows the error of its own field only', () => {
    render(<Form errors={{ kind: 'Choose a kind' }} />);
    const kind = screen.getByLabelText('Kind');
    const describedBy = kind.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose a kind');
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
  });
});
