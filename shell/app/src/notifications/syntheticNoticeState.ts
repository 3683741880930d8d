import { useCallback, useState } from 'react';

/** What the user did with synthetic notices: they never reach the server, so this browser remembers it. */
export type SyntheticNoticeState = { read: number[]; deleted: number[] };

const MAX_REMEMBERED = 500;

export function syntheticNoticeStorageKey(userId: string): string {
  return `immodesk.notifications.${userId}`;
}

export function loadSyntheticNoticeState(userId: string): SyntheticNoticeState {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(syntheticNoticeStorageKey(userId)) ?? 'null',
    ) as Partial<SyntheticNoticeState> | null;
    const ids = (list: unknown) =>
      Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id) && id < 0) : [];
    return { read: ids(value?.read), deleted: ids(value?.deleted) };
  } catch {
    return { read: [], deleted: [] };
  }
}

function saveSyntheticNoticeState(userId: string, state: SyntheticNoticeState): void {
  try {
    window.localStorage.setItem(syntheticNoticeStorageKey(userId), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the choice then lasts until the page is reloaded.
  }
}

const remember = (ids: number[], added: number[]) => [...new Set([...ids, ...added])].slice(-MAX_REMEMBERED);

/** Read and deleted synthetic notices of this user, kept in local storage. */
export function useSyntheticNoticeState(userId: string) {
  const [state, setState] = useState(() => loadSyntheticNoticeState(userId));
  const update = useCallback(
    (change: (current: SyntheticNoticeState) => SyntheticNoticeState) => {
      setState((current) => {
        const next = change(current);
        saveSyntheticNoticeState(userId, next);
        return next;
      });
    },
    [userId],
  );
  const markRead = useCallback(
    (ids: number[]) => update((current) => ({ ...current, read: remember(current.read, ids) })),
    [update],
  );
  const remove = useCallback(
    (id: number) => update((current) => ({ ...current, deleted: remember(current.deleted, [id]) })),
    [update],
  );
  return { state, markRead, remove };
}
