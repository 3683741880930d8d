import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const yearNow = () => new Date().getFullYear();
// Prerendered HTML is built once and served for months: it names no year, and the browser fills it in.
const noYearWhilePrerendering = () => null;

/**
 * The visitor's current calendar year, read in the browser. `null` in prerendered HTML and during hydration, so the
 * markup built at build time never freezes a year; the browser renders the year right after hydrating.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(neverChanges, yearNow, noYearWhilePrerendering);
}
