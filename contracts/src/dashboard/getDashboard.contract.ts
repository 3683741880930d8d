import { z } from 'zod';
import { ZAddress } from '../common/address';
import { ZIsoDate } from '../common/primitives';
import { ZPropertyOccupancy, ZPropertyType } from '../properties/listProperties.contract';
import { ZTaskPriority, ZTaskProperty } from '../tasks/task';

const cents = z.number().int();

/** A property's address as the dashboard's lists show it (format it with the sdk's formatAddress). */
export const ZDashboardAddress = ZAddress;
export type TDashboardAddress = z.infer<typeof ZDashboardAddress>;

export const ZDashboardTotals = z.object({
  /** Active (not archived) properties. */
  propertyCount: z.number().int(),
  /** Tenants on a lease in force today (counted once however many leases they have). */
  activeTenantCount: z.number().int(),
  /** The monthly rent (without charges) of every lease in force today. */
  monthlyRentCents: cents,
  /** Due items whose due date has come (today or earlier) and that are not fully paid: how many, and what is still owed. */
  pendingPayments: z.object({ count: z.number().int(), amountCents: cents }),
});

/** One marker of the map: only properties with coordinates. */
export const ZDashboardLocation = z.object({
  id: z.string(),
  urlCode: z.string(),
  address: ZDashboardAddress,
  latitude: z.number(),
  longitude: z.number(),
  occupancy: ZPropertyOccupancy,
});

export const ACTIVITY_KINDS = [
  'payment_received',
  'contract_signed',
  'document_uploaded',
  'task_completed',
] as const;
export const ZActivityKind = z.enum(ACTIVITY_KINDS);

/**
 * Recent activity: the latest payments received, leases signed, documents uploaded and tasks completed, newest
 * first, at most 10. `label` is what the item is about: the property's address for a payment or a lease, the file
 * name of a document, the title of a task.
 */
export const ZDashboardActivity = z.object({
  kind: ZActivityKind,
  /** The payment, contract, document or task. */
  id: z.string(),
  date: ZIsoDate,
  label: z.string(),
  propertyId: z.string().nullable(),
  /** The amount received (payments only). */
  amountCents: cents.nullable(),
});
export type TDashboardActivity = z.infer<typeof ZDashboardActivity>;

export const ZDashboardTask = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: ZIsoDate.nullable(),
  priority: ZTaskPriority,
  overdue: z.boolean(),
  property: ZTaskProperty.nullable(),
});

/** A due item falling due within 7 days (today included) and not fully paid. */
export const ZDashboardUpcomingPayment = z.object({
  id: z.string(),
  contractId: z.string().nullable(),
  propertyId: z.string().nullable(),
  address: ZDashboardAddress.nullable(),
  tenantName: z.string().nullable(),
  dueDate: ZIsoDate,
  amountDueCents: cents,
  outstandingCents: cents,
});

/** A lease in force ending within 12 months, soonest first. */
export const ZDashboardExpiringContract = z.object({
  id: z.string(),
  contractNumber: z.string(),
  propertyId: z.string(),
  address: ZDashboardAddress.nullable(),
  tenantNames: z.array(z.string()),
  endsOn: ZIsoDate,
  daysLeft: z.number().int(),
});

export const ZDashboardProperty = z.object({
  id: z.string(),
  urlCode: z.string(),
  address: ZDashboardAddress,
  type: ZPropertyType,
  occupancy: ZPropertyOccupancy,
  /** The rent of the lease in force, else the listed rent. */
  rentCents: cents.nullable(),
  primaryPhotoId: z.string().nullable(),
});

/** An active contract that can be indexed today (from the indexation opportunities). */
export const ZDashboardIndexableContract = z.object({
  contractId: z.string(),
  contractNumber: z.string(),
  propertyId: z.string(),
  address: ZDashboardAddress.nullable(),
  currentRentCents: cents,
  newRentCents: cents,
});

/** The 12 calendar months ending with the current one: income = rent and charges received in the month. */
export const ZDashboardIncomeMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  incomeCents: cents,
});

export const ZGetDashboardResponse = z.object({
  totals: ZDashboardTotals,
  incomeSeries: z.array(ZDashboardIncomeMonth),
  locations: z.array(ZDashboardLocation),
  recentActivity: z.array(ZDashboardActivity),
  /** Open tasks, overdue first then by due date (undated last), at most 5. */
  upcomingTasks: z.array(ZDashboardTask),
  upcomingPayments: z.array(ZDashboardUpcomingPayment),
  expiringContracts: z.array(ZDashboardExpiringContract),
  /** Counts over every active property, and the first 6 (favourites first, then by address). */
  propertiesOverview: z.object({
    rented: z.number().int(),
    available: z.number().int(),
    items: z.array(ZDashboardProperty),
  }),
  indexableContracts: z.array(ZDashboardIndexableContract),
});
export type TGetDashboardResponse = z.infer<typeof ZGetDashboardResponse>;
