import { useQuery } from '@tanstack/react-query';
import { ZGetNotificationPreferencesResponse } from '@immodesk/contracts/user/notificationPreferences.contract';
import { apiGet } from '@immodesk/sdk';
import { settingsKeys } from '../settingsKeys';

/** GET /api/user/notification-preferences: the user's e-mail, SMS and push choice per notification kind. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: settingsKeys.notificationPreferences(),
    queryFn: () =>
      apiGet('/api/user/notification-preferences', { schema: ZGetNotificationPreferencesResponse }),
  });
}
