import { z } from 'zod';
import type { OverdueTenantRow } from '@immodesk/ai/aiApi';
import { ZIsoDate } from '@immodesk/contracts/common/primitives';
import { definePilotTool } from './pilotTool';
import { allPages, portfolioNames } from './pilotRows';

const ZOverdueTenant = z.object({
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  propertyAddress: z.string().nullable(),
  outstandingCents: z.number().int(),
  periods: z.array(z.string()),
  oldestDueDate: ZIsoDate,
});

const join = (names: string[]) => names.join(' & ');

export const overduePayments = definePilotTool({
  name: 'overdue_payments',
  description:
    'The tenants who are behind on rent today (an item an imported bank credit waiting for confirmation may pay is left out): per tenant the amount still owed (cents), the periods and the oldest due date.',
  input: z.object({}),
  output: z.object({ tenants: z.array(ZOverdueTenant), totalOutstandingCents: z.number().int() }),
  async run(tool) {
    const { deps, context } = tool;
    const [overdue, names, awaiting] = await Promise.all([
      allPages((page) => deps.finance.listRentPayments(context, { ...page, status: 'overdue' })),
      portfolioNames(tool),
      deps.statements.listItemsAwaitingConfirmation(context),
    ]);
    // An item an imported credit may pay (waiting for the landlord's confirmation) is not called late (issue 31).
    const waiting = new Set(awaiting);
    const byTenant = new Map<string, OverdueTenantRow>();
    for (const item of overdue.filter((due) => !waiting.has(due.id))) {
      const key =
        item.tenantId ??
        (item.contractId ? `contract:${item.contractId}` : `property:${item.propertyId ?? ''}`);
      const owed = Math.max(0, item.amountDueCents - item.paidCents);
      const row = byTenant.get(key) ?? {
        tenantId: item.tenantId,
        tenantName: names.payerName(item, join) ?? names.address(item.propertyId) ?? '?',
        propertyAddress: names.address(item.propertyId),
        outstandingCents: 0,
        periods: [],
        oldestDueDate: item.dueDate,
      };
      row.outstandingCents += owed;
      row.periods.push(item.period);
      if (item.dueDate < row.oldestDueDate) row.oldestDueDate = item.dueDate;
      byTenant.set(key, row);
    }
    const tenants = [...byTenant.values()]
      .map((row) => ({ ...row, periods: row.periods.sort() }))
      .sort((a, b) => b.outstandingCents - a.outstandingCents || a.tenantName.localeCompare(b.tenantName));
    return { tenants, totalOutstandingCents: tenants.reduce((sum, row) => sum + row.outstandingCents, 0) };
  },
});

const ZRange = z.object({ from: ZIsoDate, to: ZIsoDate });

export const upcomingPayments = definePilotTool({
  name: 'upcoming_payments',
  description:
    'The rent still to be paid with a due date between two dates (inclusive), earliest first: tenant, property, period, due date, amounts in cents.',
  input: ZRange,
  output: ZRange.extend({
    items: z.array(
      z.object({
        tenantName: z.string(),
        propertyAddress: z.string().nullable(),
        period: z.string(),
        dueDate: ZIsoDate,
        amountDueCents: z.number().int(),
        paidCents: z.number().int(),
      }),
    ),
    totalDueCents: z.number().int(),
  }),
  async run(tool, { from, to }) {
    const { deps, context } = tool;
    const [items, names] = await Promise.all([
      allPages((page) => deps.finance.listRentPayments(context, { ...page, from, to })),
      portfolioNames(tool),
    ]);
    const open = items
      .filter((item) => item.status !== 'paid')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
      .map((item) => ({
        tenantName: names.payerName(item, join) ?? names.address(item.propertyId) ?? '?',
        propertyAddress: names.address(item.propertyId),
        period: item.period,
        dueDate: item.dueDate,
        amountDueCents: item.amountDueCents,
        paidCents: item.paidCents,
      }));
    return {
      from,
      to,
      items: open,
      totalDueCents: open.reduce((sum, item) => sum + Math.max(0, item.amountDueCents - item.paidCents), 0),
    };
  },
});

export const rentReceived = definePilotTool({
  name: 'rent_received',
  description:
    'How much the tenants paid (rent and charges, cents) on days between two dates (inclusive), and in how many amounts: the same received amounts the statistics count.',
  input: ZRange,
  output: ZRange.extend({ receivedCents: z.number().int(), paymentCount: z.number().int() }),
  async run({ deps, context }, { from, to }) {
    // One owner: the finance service's payment allocations (each amount on the day it came in), as GET /api/reports reads them.
    const received = await deps.finance.listPaymentAllocations(context, { from, to });
    return {
      from,
      to,
      receivedCents: received.reduce((sum, allocation) => sum + allocation.amountCents, 0),
      paymentCount: received.length,
    };
  },
});
