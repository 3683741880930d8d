import { useSyncExternalStore } from 'react';

/**
 * The public site's whole router: the address bar is the state. Links inside the public site push a history
 * entry; links into the app are ordinary page loads (the app is another bundle).
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentPathname = () => window.location.pathname;

/** Build-time prerendering (prerender.tsx) has no window: it names the page it renders. */
let prerenderPathname: string | null = null;

export function setPrerenderPathname(pathname: string): void {
  prerenderPathname = pathname;
}

const serverPathname = () => prerenderPathname ?? window.location.pathname;

export function useSitePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname, serverPathname);
}

/** SPEC §2: each navigation scrolls to the top. `replace` only rewrites the address (no scroll). */
export function siteNavigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) {
    window.history.replaceState(null, '', to);
  } else {
    window.history.pushState(null, '', to);
    window.scrollTo(0, 0);
  }
  notify();
}
