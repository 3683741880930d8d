import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZUpdateNotificationPreferencesResponse,
  type TUpdateNotificationPreferencesRequest,
} from '@immodesk/contracts/user/notificationPreferences.contract';
import { apiPut, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** PUT /api/user/notification-preferences: stores the whole choice and shows what the server now holds. */
export function useSaveNotificationPreferences() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TUpdateNotificationPreferencesRequest) =>
      apiPut('/api/user/notification-preferences', preferences, {
        schema: ZUpdateNotificationPreferencesResponse,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.notificationPreferences(), saved);
      toastSuccess(t('communications.saved'));
    },
    onError: (error) => toastFailure(t('communications.saveFailed'), error),
  });
}
