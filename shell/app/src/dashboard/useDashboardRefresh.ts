import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, useDataChanged } from '@immodesk/sdk';

/** A dialog opened from the dashboard (a property, a payment, a document) changes what it shows: ask again. */
export function useDashboardRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useDataChanged('property', refresh);
  useDataChanged('tenant', refresh);
  useDataChanged('payment', refresh);
  useDataChanged('document', refresh);
  useDataChanged('contract', refresh);
  useDataChanged('task', refresh);
  useDataChanged('expense', refresh);
}
