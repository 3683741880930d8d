import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

const descriptionsOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is described by its hint and its own error, and marked invalid by the error', () => {
    render(
      <TextField label="E-mail address" hint="We never share it." error="Enter a valid e-mail address." />,
    );
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(field)).toEqual(['We never share it.', 'Enter a valid e-mail address.']);
  });

  it('is described by a form-level error that concerns it too, and invalid only while that error is shown', () => {
    const { rerender } = render(
      <>
        <TextField label="E-mail address" formErrorId="login-error" />
        <p id="login-error">The e-mail address or password is incorrect.</p>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(field)).toEqual(['The e-mail address or password is incorrect.']);

    rerender(<TextField label="E-mail address" formErrorId={null} />);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });
});
