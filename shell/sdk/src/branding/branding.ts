import { useSyncExternalStore } from 'react';
import type { TBranding } from '@immodesk/contracts/shell/getShellConfig.contract';

export type Branding = TBranding;

/** Used only until /api/shell-config answers (and on a remote's standalone page): no product name. */
const NEUTRAL_BRANDING: Branding = { productName: '', logoUrl: null, colors: {}, supportEmail: 'support@example.invalid' };

let current: Branding = NEUTRAL_BRANDING;
const listeners = new Set<() => void>();

const CSS_VARIABLE_NAME = /^[a-z][a-z0-9-]*$/;

/** White-label: branding colours are CSS variable names without `--`, applied on :root. */
export function setBranding(branding: Branding): void {
  current = branding;
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(branding.colors)) {
    if (CSS_VARIABLE_NAME.test(name)) root.setProperty(`--${name}`, value);
  }
  for (const listener of listeners) listener();
}

export function getBranding(): Branding {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBranding(): Branding {
  return useSyncExternalStore(subscribe, getBranding, getBranding);
}
