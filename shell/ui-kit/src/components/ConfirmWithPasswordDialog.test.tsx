import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTranslations } from '@immodesk/sdk/testing';
import { ConfirmWithPasswordDialog } from './ConfirmWithPasswordDialog';

beforeAll(() => setUpTranslations('confirm-test', {}));
afterEach(cleanup);

describe('ConfirmWithPasswordDialog', () => {
  it('asks for the password after the action fields and submits the form with it', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <ConfirmWithPasswordDialog
        isOpen
        title="Delete account"
        confirmLabel="Delete"
        isDanger
        isBusy={false}
        proofField={{ label: 'Current password', type: 'password', error: 'Wrong password' }}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      >
        <input aria-label="Your e-mail" name="email" />
      </ConfirmWithPasswordDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    const password = screen.getByLabelText(/^Current password/);
    expect(password.getAttribute('name')).toBe('proof');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('Wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes from cancel, and cannot be cancelled while the change is being made', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ConfirmWithPasswordDialog
        isOpen
        title="Change"
        confirmLabel="Save"
        isBusy={false}
        proofField={{ label: 'Password' }}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <ConfirmWithPasswordDialog
        isOpen
        title="Change"
        confirmLabel="Save"
        isBusy
        proofField={{ label: 'Password' }}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
