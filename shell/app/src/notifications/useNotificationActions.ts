import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiDelete, apiPut, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../errors/toastFailure';
import type { BellItem } from './bellItem';
import { notificationKeys } from './notificationKeys';

type SyntheticActions = { markRead(ids: number[]): void; remove(id: number): void };

/**
 * Mark read, mark all read and delete. Synthetic notices (negative ids) are never sent to the server (SPEC §4):
 * for them the change is kept in this browser.
 */
export function useNotificationActions(synthetic: SyntheticActions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.server() });

  const markRead = async (item: BellItem) => {
    if (item.read) return;
    if (typeof item.id === 'number') {
      synthetic.markRead([item.id]);
      return;
    }
    // SPEC §7: marking one read shows nothing, also when it fails; the list then still shows it unread.
    await apiPut(`/api/notifications/${encodeURIComponent(item.id)}/read`).catch(() => undefined);
    await refresh();
  };

  const markAllRead = async (items: readonly BellItem[]) => {
    synthetic.markRead(items.flatMap((item) => (typeof item.id === 'number' && !item.read ? [item.id] : [])));
    try {
      await apiPut('/api/notifications/mark-all-read');
    } catch (error) {
      toastFailure(t('notifications.markAllFailed'), error);
    } finally {
      await refresh();
    }
  };

  /** Resolves true when the notification is gone. */
  const remove = async (item: BellItem): Promise<boolean> => {
    if (typeof item.id === 'number') {
      synthetic.remove(item.id);
      toastSuccess(t('notifications.deleted'));
      return true;
    }
    try {
      await apiDelete(`/api/notifications/${encodeURIComponent(item.id)}`);
      toastSuccess(t('notifications.deleted'));
      return true;
    } catch (error) {
      toastFailure(t('notifications.deleteFailed'), error);
      return false;
    } finally {
      await refresh();
    }
  };

  return { markRead, markAllRead, remove };
}
