import { useSyncExternalStore } from 'react';
import {
  HEALTH_POLL_MS,
  footerDotState,
  navigationHealthFromStatus,
  type DotState,
  type NavigationHealth,
  type ServiceStatus,
} from './healthRules';

/**
 * One poller per page for the navigation health indicator (GET /api/auth/user every 30 s while something shows it),
 * plus the last overall result of the status dialog, which the footer dot also reflects.
 */
type HealthState = { navigation: NavigationHealth; lastDialogOverall: ServiceStatus | null };

let state: HealthState = { navigation: 'unknown', lastDialogOverall: null };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function update(next: Partial<HealthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

async function pollOnce(): Promise<void> {
  try {
    const response = await fetch('/api/auth/user', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    // Only the status matters; an unread body keeps the request open in the browser.
    await response.body?.cancel();
    update({ navigation: navigationHealthFromStatus(response.status) });
  } catch {
    update({ navigation: navigationHealthFromStatus(null) });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    void pollOnce();
    timer = setInterval(() => void pollOnce(), HEALTH_POLL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => state;
const INITIAL: HealthState = { navigation: 'unknown', lastDialogOverall: null };
const serverSnapshot = () => INITIAL;

export function reportDialogOverall(overall: ServiceStatus): void {
  update({ lastDialogOverall: overall });
}

export function useFooterDot(): DotState {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return footerDotState(current.navigation, current.lastDialogOverall);
}
