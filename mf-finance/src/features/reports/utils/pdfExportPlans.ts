import type { Plan } from '@immodesk/sdk';

/** SPEC.md §6: the statistics' PDF export is on Professional and Enterprise (the server answers 403 `plan_required` below). */
export function isPdfExportInPlan(planType: Plan['planType']): boolean {
  return planType === 'professional' || planType === 'enterprise';
}
