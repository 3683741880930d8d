import { useCallback, useState } from 'react';
import { useCurrentUser } from '@immodesk/sdk';

export const VIEW_MODES = ['grid', 'largeGrid', 'list', 'largeList'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const viewModeStorageKey = (userId: string) => `immodesk.properties.viewMode.${userId}`;

function read(userId: string | undefined): ViewMode {
  if (!userId) return 'grid';
  try {
    const stored = window.localStorage.getItem(viewModeStorageKey(userId));
    return VIEW_MODES.find((mode) => mode === stored) ?? 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * The list's view mode, remembered per user in this browser's local storage (keyed by user id, so people
 * sharing a browser each keep theirs). A display preference: not worth a server round trip or a table.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const [state, setState] = useState<{ userId: string | undefined; mode: ViewMode }>(() => ({ userId, mode: read(userId) }));
  const mode = state.userId === userId ? state.mode : read(userId);
  const setMode = useCallback(
    (next: ViewMode) => {
      setState({ userId, mode: next });
      if (!userId) return;
      try {
        window.localStorage.setItem(viewModeStorageKey(userId), next);
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [userId],
  );
  return [mode, setMode];
}
