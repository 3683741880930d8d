/**
 * SPEC.md §9's statistics periods, without zod: the statistics page reads them on its first load (the contract,
 * getReport.contract.ts, builds its schema from them).
 */
export const REPORT_PERIODS = ['current_month', 'last_month', 'last_3_months', 'this_year'] as const;
