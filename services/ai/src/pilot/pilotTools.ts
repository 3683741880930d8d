import type { AiMessageDraft, AiTaskDraft } from '@immodesk/contracts/vocabulary/aiProposals';

/**
 * The tools AI Pilot answers through, as the providers see them: names and the shapes of their answers. The BFF
 * implements them (bff/src/ai-tools, with zod input and output schemas checked against these types) because they
 * call several services, always with the signed-in organization's context.
 */
export const PILOT_TOOL_NAMES = [
  'search_properties',
  'search_tenants',
  'search_contracts',
  'overdue_payments',
  'upcoming_payments',
  'rent_received',
  'upcoming_tasks',
  'expiring_contracts',
  'draft_tenant_message',
  'propose_task',
  'indexation_preview',
  'period_statistics',
] as const;
export type PilotToolName = (typeof PILOT_TOOL_NAMES)[number];

export type DateRange = { from: string; to: string };

export type PropertyRow = {
  id: string;
  address: string;
  type: string;
  rentCents: number | null;
  occupancy: 'available' | 'rented';
  status: 'active' | 'archived';
};
export type TenantRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  propertyAddress: string | null;
  status: 'active' | 'inactive';
};
export type ContractRow = {
  id: string;
  contractNumber: string;
  status: string;
  propertyAddress: string | null;
  tenantNames: string[];
  startsOn: string;
  endsOn: string;
  rentCents: number;
};
export type OverdueTenantRow = {
  tenantId: string | null;
  tenantName: string;
  propertyAddress: string | null;
  outstandingCents: number;
  periods: string[];
  oldestDueDate: string;
};
export type UpcomingPaymentRow = {
  tenantName: string;
  propertyAddress: string | null;
  period: string;
  dueDate: string;
  amountDueCents: number;
  paidCents: number;
};
export type TaskRow = {
  id: string;
  title: string;
  dueDate: string | null;
  priority: 'low' | 'medium' | 'high';
  status: string;
  propertyAddress: string | null;
};

export type IndexationPreviewRow = {
  contractId: string;
  contractNumber: string;
  propertyAddress: string | null;
  oldRentCents: number;
  newRentCents: number;
  increaseCents: number;
  newRentFrom: string;
  baseIndex: number;
  baseIndexMonth: string;
  newIndex: number;
  newIndexMonth: string;
  epcLabel: string | null;
  retroactiveMonths: number;
  retroactiveAmountCents: number;
};

export type StatisticsPeriod = 'current_month' | 'last_month' | 'last_3_months' | 'this_year';

export type PeriodStatistics = {
  period: StatisticsPeriod;
  from: string;
  /** The last day counted (today while the period runs). */
  through: string;
  receivedRentCents: number;
  receivedCostsCents: number;
  expensesCents: number;
  netCashFlowCents: number;
  unpaidCents: number;
  vacancyCents: number;
  occupancyRatePercent: number | null;
  grossYieldPercent: number | null;
};

export type PilotToolOutputs = {
  search_properties: { items: PropertyRow[]; total: number };
  search_tenants: { items: TenantRow[]; total: number };
  search_contracts: { items: ContractRow[]; total: number };
  overdue_payments: { tenants: OverdueTenantRow[]; totalOutstandingCents: number };
  upcoming_payments: DateRange & { items: UpcomingPaymentRow[]; totalDueCents: number };
  rent_received: DateRange & { receivedCents: number; paymentCount: number };
  upcoming_tasks: { items: TaskRow[]; overdueCount: number; total: number };
  expiring_contracts: DateRange & { items: ContractRow[] };
  draft_tenant_message: AiMessageDraft;
  indexation_preview: IndexationPreviewRow;
  period_statistics: PeriodStatistics;
  propose_task: AiTaskDraft;
};

/** What a tool answers when it cannot: the model (or the built-in provider) says so in words. */
export type PilotToolFailure = { error: 'not_found' | 'invalid_input' | 'refused'; message: string };
