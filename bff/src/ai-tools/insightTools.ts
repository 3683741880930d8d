import { z } from 'zod';
import { ZIsoDate, ZUuid } from '@immodesk/contracts/common/primitives';
import { ZReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { getReport } from '../use-cases/getReport';
import { listIndexationOpportunities } from '../use-cases/listIndexationOpportunities';
import { propertyAddress } from '../use-cases/propertyAddress';
import { previewIndexation } from '../use-cases/previewIndexation';
import { definePilotTool } from './pilotTool';

/** The indexation the contracts page previews (rental-law rules, EPC freeze, retroactivity), for one lease of the organization. */
export const indexationPreview = definePilotTool({
  name: 'indexation_preview',
  description:
    'The rent indexation a lease in force (its contract id) can claim on a date (default today): old and new monthly rent in cents, from when, the health indices used and what can still be claimed retroactively. Nothing is applied.',
  input: z.object({ contractId: ZUuid, date: ZIsoDate.optional() }),
  output: z.object({
    contractId: z.string(),
    contractNumber: z.string(),
    propertyAddress: z.string().nullable(),
    oldRentCents: z.number().int(),
    newRentCents: z.number().int(),
    increaseCents: z.number().int(),
    newRentFrom: ZIsoDate,
    baseIndex: z.number(),
    baseIndexMonth: z.string(),
    newIndex: z.number(),
    newIndexMonth: z.string(),
    epcLabel: z.string().nullable(),
    retroactiveMonths: z.number().int(),
    retroactiveAmountCents: z.number().int(),
  }),
  async run({ deps, context, language }, input) {
    const preview = await previewIndexation(deps, context, {
      contractId: input.contractId,
      date: input.date,
    });
    const contract = await deps.contracts.getContract(context, { id: input.contractId });
    const property = await deps.properties.getProperty(context, contract.propertyId);
    return {
      contractId: contract.id,
      contractNumber: contract.contractNumber,
      propertyAddress: propertyAddress(property, language),
      oldRentCents: preview.oldRentCents,
      newRentCents: preview.newRentCents,
      increaseCents: preview.increaseCents,
      newRentFrom: preview.newRentFrom,
      baseIndex: preview.baseIndex,
      baseIndexMonth: preview.baseIndexMonth,
      newIndex: preview.newIndex,
      newIndexMonth: preview.newIndexMonth,
      epcLabel: preview.epcLabel,
      retroactiveMonths: preview.retroactiveMonths,
      retroactiveAmountCents: preview.retroactiveAmountCents,
    };
  },
});

/** The statistics page's figures (GET /api/reports) for one of its periods. */
export const periodStatistics = definePilotTool({
  name: 'period_statistics',
  description:
    'The portfolio statistics of a period (current_month, last_month, last_3_months, this_year): rent and costs received, expenses, net cash flow, unpaid rent and vacancy loss (cents), occupancy rate and gross yield (percent, null when not computable).',
  input: z.object({ period: ZReportPeriod.default('current_month') }),
  output: z.object({
    period: ZReportPeriod,
    from: ZIsoDate,
    through: ZIsoDate,
    receivedRentCents: z.number().int(),
    receivedCostsCents: z.number().int(),
    expensesCents: z.number().int(),
    netCashFlowCents: z.number().int(),
    unpaidCents: z.number().int(),
    vacancyCents: z.number().int(),
    occupancyRatePercent: z.number().nullable(),
    grossYieldPercent: z.number().nullable(),
  }),
  async run({ deps, context }, input) {
    const report = await getReport(
      {
        ...deps,
        indexationOpportunities: (asking, portfolio, signedLeases) =>
          listIndexationOpportunities(deps, asking, portfolio, signedLeases),
      },
      context,
      { period: input.period },
    );
    const { metrics } = report;
    return {
      period: report.period,
      from: report.from,
      through: report.through,
      receivedRentCents: metrics.receivedRentCents,
      receivedCostsCents: metrics.receivedCostsCents,
      expensesCents: metrics.expensesCents,
      netCashFlowCents: metrics.netCashFlowCents,
      unpaidCents: metrics.theoreticalLoss.unpaidCents,
      vacancyCents: metrics.theoreticalLoss.vacancyCents,
      occupancyRatePercent: metrics.occupancyRatePercent,
      grossYieldPercent: metrics.grossYieldPercent,
    };
  },
});
