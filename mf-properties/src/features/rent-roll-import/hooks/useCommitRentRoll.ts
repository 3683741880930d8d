import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, eventBus, planKeys } from '@immodesk/sdk';
import { commitRentRoll } from '../api/rentRollImportApi';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { contractKeys } from '../../contracts/api/contractKeys';

/**
 * Writes a previewed rent roll. Afterwards the property and contract lists, the plan usage and the dashboard are
 * read again, and the other areas (tenants, payments) hear that their data changed.
 */
export function useCommitRentRoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => commitRentRoll(importId),
    onSuccess: async () => {
      for (const entity of ['property', 'tenant', 'contract', 'payment'] as const) {
        eventBus.emit('data:changed', { entity });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.limits() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
