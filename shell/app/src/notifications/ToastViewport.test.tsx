import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastError, toastInfo, toastSuccess, toastWarning } from '@immodesk/sdk';
import { MemoryRouter } from 'react-router-dom';
import { RoutedToastViewport } from './RoutedToastViewport';
import { TOASTER_PROPS, ToastViewport } from './ToastViewport';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
});

describe('ToastViewport', () => {
  it('configures the toaster as SPEC §9 says: light, bottom right, 3 visible for 4 s, no icons, 280 px wide, larger offset on small screens', () => {
    expect(TOASTER_PROPS).toMatchObject({
      theme: 'light',
      position: 'bottom-right',
      visibleToasts: 3,
      duration: 4000,
      richColors: true,
    });
    expect(TOASTER_PROPS.icons).toEqual({
      success: null,
      error: null,
      info: null,
      warning: null,
      loading: null,
    });
    expect(TOASTER_PROPS.toastOptions.style).toEqual({ minWidth: '280px' });
    expect(TOASTER_PROPS.mobileOffset.bottom).toBeGreaterThan(TOASTER_PROPS.offset);
  });

  it('takes a distinct colour per kind from the theme variables', () => {
    const style = TOASTER_PROPS.style as Record<string, string>;
    const kinds = ['success', 'error', 'warning', 'info'];
    const backgrounds = kinds.map((kind) => style[`--${kind}-bg`]);
    const texts = kinds.map((kind) => style[`--${kind}-text`]);
    expect(new Set(backgrounds).size).toBe(4);
    expect(new Set(texts).size).toBe(4);
    expect([...backgrounds, ...texts].every((value) => value?.startsWith('var(--color-'))).toBe(true);
  });

  it('shows the toasts bottom right in the light theme, coloured per kind and without icons', async () => {
    render(<ToastViewport />);
    act(() => {
      toastSuccess('Notification deleted');
      toastError(new Error('Deleting the notification failed'));
    });
    const success = (await screen.findByText('Notification deleted')).closest('[data-sonner-toast]');
    const error = (await screen.findByText('Deleting the notification failed')).closest(
      '[data-sonner-toast]',
    );
    expect(success?.getAttribute('data-type')).toBe('success');
    expect(error?.getAttribute('data-type')).toBe('error');
    expect(success?.getAttribute('data-rich-colors')).toBe('true');
    expect(success?.querySelector('[data-icon]')).toBeNull();
    expect((success as HTMLElement).style.minWidth).toBe('280px');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.getAttribute('data-sonner-theme')).toBe('light');
    expect(toaster?.getAttribute('data-y-position')).toBe('bottom');
    expect(toaster?.getAttribute('data-x-position')).toBe('right');
  });

  it('keeps at most 3 toasts visible', async () => {
    render(<ToastViewport />);
    act(() => {
      toastInfo('One');
      toastWarning('Two');
      toastSuccess('Three');
      toastInfo('Four');
    });
    await screen.findByText('Four');
    const isVisible = (text: string) =>
      screen.getByText(text).closest('[data-sonner-toast]')?.getAttribute('data-visible');
    expect(['Four', 'Three', 'Two', 'One'].map(isVisible)).toEqual(['true', 'true', 'true', 'false']);
  });

  it('shows them at the top on the contract share page, whose steps fill the foot of the screen', async () => {
    render(
      <MemoryRouter initialEntries={['/contracts/share/abc']}>
        <RoutedToastViewport />
      </MemoryRouter>,
    );
    act(() => {
      toastSuccess('Code sent');
    });
    await screen.findByText('Code sent');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.getAttribute('data-y-position')).toBe('top');
    expect(toaster?.getAttribute('data-x-position')).toBe('center');
  });
});
