import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailField } from './EmailField';

afterEach(cleanup);

describe('EmailField', () => {
  it('asks for an address with the e-mail keyboard and the address autofill', () => {
    render(<EmailField name="email" label="E-mail address" required />);
    const input = screen.getByLabelText(/E-mail address/);
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('keeps another autofill, e.g. the user name of a sign-in form', () => {
    render(<EmailField name="email" label="E-mail address" autoComplete="username" />);
    expect(screen.getByLabelText(/E-mail address/).getAttribute('autocomplete')).toBe('username');
  });
});
