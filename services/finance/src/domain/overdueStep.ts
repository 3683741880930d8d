import type { RentReminderStep } from '../entities/RentReminderEntity';

/** A step of the overdue job for one overdue due item: the landlord's notification, or the reminder mail to the tenant. */
export type OverdueStep = {
  organizationId: string;
  rentPaymentId: string;
  step: RentReminderStep;
  contractId: string;
  propertyId: string | null;
  tenantId: string | null;
  period: string;
  dueDate: string;
  daysOverdue: number;
  amountDueCents: number;
  outstandingCents: number;
};

/** A claimed step carries the id of its claim (to release it when it cannot be carried out). */
export type ClaimedOverdueStep = OverdueStep & { claimId: string };
