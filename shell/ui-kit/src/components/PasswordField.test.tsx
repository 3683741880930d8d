import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

afterEach(cleanup);

describe('PasswordField', () => {
  it('masks the password and offers the saved one', () => {
    render(<PasswordField name="password" label="Password" required />);
    const input = screen.getByLabelText(/Password/);
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
  });

  it('asks the browser for a new password when told', () => {
    render(<PasswordField name="newPassword" label="New password" autoComplete="new-password" />);
    expect(screen.getByLabelText(/New password/).getAttribute('autocomplete')).toBe('new-password');
  });
});
