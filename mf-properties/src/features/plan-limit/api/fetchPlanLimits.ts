import { ZPlanLimitsResponse, type TPlanLimitsResponse } from '@immodesk/contracts/plan/plan.contract';
import { apiGet } from '@immodesk/sdk';

export function fetchPlanLimits(signal?: AbortSignal): Promise<TPlanLimitsResponse> {
  return apiGet('/api/user/plan-limits', { schema: ZPlanLimitsResponse, signal });
}
