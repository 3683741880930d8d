import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TGetReportQuery, TGetReportResponse } from '@immodesk/contracts/reports/getReport.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { StatisticsApi } from '@immodesk/finance/statisticsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PortfolioProperty, PropertiesApi } from '@immodesk/properties/propertiesApi';

export type GetReportDeps = {
  properties: Pick<PropertiesApi, 'listPortfolio'>;
  contracts: Pick<ContractsApi, 'listContractsInForce'>;
  statistics: Pick<StatisticsApi, 'getReport'>;
  clock: Clock;
  /** The indexation opportunities (listIndexationOpportunities): how many active leases can be indexed today. */
  indexationOpportunities(
    context: RequestContext,
    portfolio: Promise<PortfolioProperty[]>,
    signedLeases: Promise<TContract[]>,
  ): Promise<{ items: unknown[]; activeContracts: number }>;
};

/** The leases any period's figures and its 12-month series can touch: from 13 months back to a year ahead. */
export function statisticsLeaseWindow(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = new Date(Date.UTC(year, month - 1 - 13, 1)).toISOString().slice(0, 10);
  return { from: start, to: `${year + 1}${today.slice(4)}` };
}

export const toStatisticsProperty = (property: PortfolioProperty) => ({
  id: property.id,
  archived: property.status === 'archived',
  listedRentCents: property.rentCents,
  valueCents: property.purchasePriceCents ?? property.estimatedValueCents,
  addedOn: property.addedAt.slice(0, 10),
});

/** A lease binds from its start to its end, or to its termination date when it was terminated. */
export const toStatisticsLease = (contract: TContract) => ({
  propertyId: contract.propertyId,
  startsOn: contract.startsOn,
  lastDay: contract.termination?.date ?? contract.endsOn,
  monthlyRentCents: contract.rentCents,
});

/**
 * GET /api/reports (and the PDF, and AI Pilot's statistics tool): the portfolio, its leases and the indexation
 * opportunities gathered in parallel, handed to the finance service that owns the figures.
 */
export async function getReport(
  deps: GetReportDeps,
  context: RequestContext,
  query: TGetReportQuery,
): Promise<TGetReportResponse> {
  // The portfolio and the leases are read once: the indexation opportunities take their EPC labels and their active
  // leases from the same answers.
  const properties = deps.properties.listPortfolio(context);
  const leases = deps.contracts.listContractsInForce(context, statisticsLeaseWindow(deps.clock.today()));
  const [portfolio, contracts, opportunities] = await Promise.all([
    properties,
    leases,
    deps.indexationOpportunities(context, properties, leases),
  ]);
  return deps.statistics.getReport(context, {
    period: query.period,
    properties: portfolio.map(toStatisticsProperty),
    leases: contracts.map(toStatisticsLease),
    rentIncrease: {
      indexableContracts: opportunities.items.length,
      activeContracts: opportunities.activeContracts,
    },
  });
}
