import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeField } from './CodeField';

afterEach(cleanup);

describe('CodeField', () => {
  it('asks for six digits with the numeric keyboard and the one-time-code autofill', () => {
    render(<CodeField name="code" label="Code" hint="From your app" required />);
    const input = screen.getByLabelText(/Code/);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(input.getAttribute('maxlength')).toBe('6');
  });
});
