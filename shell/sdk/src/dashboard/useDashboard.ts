import { useQuery } from '@tanstack/react-query';
import type { TGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import { apiGet } from '../api/apiClient';

export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * GET /api/dashboard, typed without a parse (the dashboard is a first load). The shell's page and the widgets the
 * remotes mount on it read the same query of the one QueryClient: one request for the whole dashboard.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => apiGet<TGetDashboardResponse>('/api/dashboard', { signal }),
  });
}
