import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions';

afterEach(cleanup);

describe('FormActions', () => {
  it('submits its form and cancels without submitting', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <FormActions cancelLabel="Cancel" submitLabel="Save" isPending={false} onCancel={onCancel} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onCancel.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets nothing be pressed twice while saving, and waits for what the submit needs', () => {
    const { rerender } = render(
      <FormActions cancelLabel="Cancel" submitLabel="Save" isPending onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    rerender(
      <FormActions
        cancelLabel="Cancel"
        submitLabel="Save"
        isPending={false}
        isSubmitDisabled
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
