import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@immodesk/sdk';

/** After enabling or disabling: the cached user says so at once, and is then re-read from the server. */
export function useSetTwoFactorEnabled(): (isEnabled: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (isEnabled: boolean) => {
      queryClient.setQueryData(currentUserQueryKey, (previous: unknown) =>
        previous && typeof previous === 'object' ? { ...previous, twoFactorEnabled: isEnabled } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    [queryClient],
  );
}
