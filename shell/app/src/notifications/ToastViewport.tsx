import type { CSSProperties } from 'react';
import { Toaster, type ToasterProps } from '@immodesk/sdk';

/**
 * Sonner's rich colours, taken from the theme's CSS variables (white-label) instead of sonner's own palette,
 * whose warning and success texts miss WCAG AA contrast on their backgrounds.
 */
const TOAST_COLOURS = {
  '--success-bg': 'var(--color-success-bg)',
  '--success-border': 'var(--color-success-text)',
  '--success-text': 'var(--color-success-text)',
  '--error-bg': 'var(--color-danger-bg)',
  '--error-border': 'var(--color-danger-text)',
  '--error-text': 'var(--color-danger-text)',
  '--warning-bg': 'var(--color-warning-bg)',
  '--warning-border': 'var(--color-warning-text)',
  '--warning-text': 'var(--color-warning-text)',
  '--info-bg': 'var(--color-info-bg)',
  '--info-border': 'var(--color-info-text)',
  '--info-text': 'var(--color-info-text)',
} as CSSProperties;

/**
 * SPEC §9 toasts: always light, bottom right, a larger offset on small screens (above the bottom bar), no
 * icons, a distinct colour per kind, at least 280 px wide, 3 visible, 4 s each.
 */
export const TOASTER_PROPS = {
  theme: 'light',
  position: 'bottom-right',
  visibleToasts: 3,
  duration: 4000,
  richColors: true,
  offset: 16,
  mobileOffset: { bottom: 80, left: 16, right: 16 },
  icons: { success: null, error: null, info: null, warning: null, loading: null },
  toastOptions: { style: { minWidth: '280px' } },
  style: TOAST_COLOURS,
} satisfies ToasterProps;

/**
 * For a page whose form sits at the foot of a long text (the contract share page: the lease, then the identity,
 * code and signature steps): at the top, so a toast such as "code sent" never covers the form being filled in.
 */
export const TOP_TOASTER_PROPS = {
  ...TOASTER_PROPS,
  position: 'top-center',
  mobileOffset: { top: 16, left: 16, right: 16 },
} satisfies ToasterProps;

export function ToastViewport({ isAtTop = false }: { isAtTop?: boolean }) {
  return <Toaster {...(isAtTop ? TOP_TOASTER_PROPS : TOASTER_PROPS)} />;
}
