import { useSyncExternalStore } from 'react';
import type { TBranding } from '@immodesk/contracts/shell/getShellConfig.contract';

export type Branding = TBranding;

/** Used only until /api/shell-config answers (and on a remote's standalone page): no product name. */
const NEUTRAL_BRANDING: Branding = {
  productName: '',
  logoUrl: null,
  colors: {},
  supportEmail: 'support@example.invalid',
};

let current: Branding = NEUTRAL_BRANDING;
const listeners = new Set<() => void>();
/** Variables set by the previous branding, so a brand with fewer colours falls back to the theme's. */
let appliedNames: string[] = [];

const CSS_VARIABLE_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * White-label: branding colours are CSS variable names without `--`, applied on :root. Called again after
 * sign-in, when an enterprise organization's own branding replaces the deployment's.
 */
export function setBranding(branding: Branding): void {
  current = branding;
  const root = document.documentElement.style;
  for (const name of appliedNames) root.removeProperty(`--${name}`);
  appliedNames = Object.keys(branding.colors).filter((name) => CSS_VARIABLE_NAME.test(name));
  for (const name of appliedNames) root.setProperty(`--${name}`, branding.colors[name] as string);
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
