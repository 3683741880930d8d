import { useSyncExternalStore } from 'react';
import { isLanguage, type Language } from '@immodesk/sdk';

export type SiteSession =
  { status: 'pending' } | { status: 'signedOut' } | { status: 'signedIn'; language: Language | null };

/**
 * The public site only needs to know whether someone is signed in (header, footer links, redirects) and their
 * saved language; a plain fetch keeps the query library and the user contract out of the public bundle.
 * A failed lookup counts as signed out: the public pages work without the API.
 */
let session: SiteSession = { status: 'pending' };
const listeners = new Set<() => void>();
let started = false;

function set(next: SiteSession): void {
  session = next;
  for (const listener of listeners) listener();
}

export function loadSiteSession(): void {
  if (started) return;
  started = true;
  fetch('/api/auth/user', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) {
        await response.body?.cancel(); // an unread body keeps the request open in the browser
        return set({ status: 'signedOut' });
      }
      const user = (await response.json()) as { language?: unknown } | null;
      set(
        user
          ? { status: 'signedIn', language: isLanguage(user.language) ? user.language : null }
          : { status: 'signedOut' },
      );
    })
    .catch(() => set({ status: 'signedOut' }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => session;
// The prerendered page (and hydration over it) shows the not-yet-known state; the real one follows.
const PENDING: SiteSession = { status: 'pending' };
const serverSnapshot = () => PENDING;

export function useSiteSession(): SiteSession {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
