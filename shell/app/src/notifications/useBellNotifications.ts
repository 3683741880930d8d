import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromRentNotice, fromServerNotification, mergeNewestFirst, type BellItem } from './bellItem';
import { useRentNotices } from './useRentNotices';
import { useServerNotifications, useServerUnreadCount } from './useServerNotifications';
import { useSyntheticNoticeState } from './syntheticNoticeState';

/** Everything the bell shows: the server's notifications merged with the synthetic rent notices. */
export function useBellNotifications(userId: string) {
  const { t } = useTranslation();
  const server = useServerNotifications();
  const serverUnread = useServerUnreadCount();
  const rent = useRentNotices();
  const synthetic = useSyntheticNoticeState(userId);

  const syntheticItems = useMemo(() => {
    if (!rent.data) return [];
    const deleted = new Set(synthetic.state.deleted);
    const read = new Set(synthetic.state.read);
    // The server's overdue job stores its own notice for a due item; that one wins over the shell's synthetic copy.
    const storedOverdue = new Set(
      (server.data?.items ?? [])
        .filter((item) => item.relatedEntityType === 'rent_payment')
        .map((item) => item.relatedEntityId),
    );
    return rent.data.notices
      .filter(
        (notice) =>
          !deleted.has(notice.id) && !(notice.kind === 'overdue' && storedOverdue.has(notice.paymentId)),
      )
      .map((notice) => fromRentNotice(notice, rent.data.properties, read.has(notice.id), t));
  }, [rent.data, server.data, synthetic.state, t]);

  const items: BellItem[] = useMemo(
    () => mergeNewestFirst([...(server.data?.items ?? []).map(fromServerNotification), ...syntheticItems]),
    [server.data, syntheticItems],
  );
  const unreadCount = (serverUnread.data ?? 0) + syntheticItems.filter((item) => !item.read).length;

  return {
    items,
    unreadCount,
    isLoading: server.isPending,
    isError: server.isError,
    refetch: () => Promise.all([server.refetch(), serverUnread.refetch(), rent.refetch()]),
    /** What the server may have added since (opening the bell); the rent notices follow the normal data cache. */
    refreshServer: () => Promise.all([server.refetch(), serverUnread.refetch()]),
    synthetic,
  };
}
