import { useCallback, useState } from 'react';
import { VIEW_MODES, type ViewMode } from '@immodesk/ui-kit';
import { useCurrentUser } from '../session/useCurrentUser';

/** Where a list's view mode is kept: per list (`properties`, `tenants`, ...) and per user. */
export const viewModeStorageKey = (list: string, userId: string) => `immodesk.${list}.viewMode.${userId}`;

function read(list: string, userId: string | undefined): ViewMode {
  if (!userId) return 'grid';
  try {
    const stored = window.localStorage.getItem(viewModeStorageKey(list, userId));
    return VIEW_MODES.find((mode) => mode === stored) ?? 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * A list's view mode, remembered per user in this browser's local storage (keyed by user id, so people
 * sharing a browser each keep theirs). A display preference: not worth a server round trip or a table.
 */
export function useViewMode(list: string): [ViewMode, (mode: ViewMode) => void] {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const [state, setState] = useState<{ userId: string | undefined; mode: ViewMode }>(() => ({
    userId,
    mode: read(list, userId),
  }));
  const mode = state.userId === userId ? state.mode : read(list, userId);
  const setMode = useCallback(
    (next: ViewMode) => {
      setState({ userId, mode: next });
      if (!userId) return;
      try {
        window.localStorage.setItem(viewModeStorageKey(list, userId), next);
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [list, userId],
  );
  return [mode, setMode];
}
