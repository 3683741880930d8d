import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TIndexationOpportunitiesResponse } from '@immodesk/contracts/indexation/indexationOpportunities.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PortfolioProperty, PropertiesApi } from '@immodesk/properties/propertiesApi';
import { subjectOf } from './previewIndexation';

export type IndexationOpportunitiesDeps = {
  contracts: Pick<ContractsApi, 'listContracts'>;
  properties: Pick<PropertiesApi, 'listPortfolio'>;
  indexation: Pick<IndexationApi, 'previewIndexations'>;
  clock: Clock;
};

async function activeContracts(
  deps: Pick<IndexationOpportunitiesDeps, 'contracts'>,
  context: RequestContext,
): Promise<TContract[]> {
  const contracts: TContract[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await deps.contracts.listContracts(context, {
      page,
      pageSize: MAX_PAGE_SIZE,
      status: 'active',
    });
    contracts.push(...items);
    if (items.length === 0 || contracts.length >= total) return contracts;
  }
}

/** The order `listContracts` answers in: latest start first, then latest version, then id. */
function inListOrder(a: TContract, b: TContract): number {
  if (a.startsOn !== b.startsOn) return a.startsOn > b.startsOn ? -1 : 1;
  if (a.version !== b.version) return b.version - a.version;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The active leases among the signed leases a caller already read (every active lease has started and, once the
 * daily status job has run, has not ended, so it is in force today and in any window around today).
 */
export function activeAmong(leases: TContract[]): TContract[] {
  return leases.filter((contract) => contract.status === 'active').sort(inListOrder);
}

/**
 * GET /api/indexation/opportunities (the dashboard list, the statistics' rent-increase metric, the reminders): the
 * organization's active leases a written request today could index with an increase, largest increase first, and
 * how many active leases there are. `portfolio`: the portfolio the caller already reads (the dashboard, the report),
 * so that a request reads it once; `signedLeases`: the signed leases in force around today it already reads, so that
 * the active ones are not read again page by page.
 */
export async function listIndexationOpportunities(
  deps: IndexationOpportunitiesDeps,
  context: RequestContext,
  portfolio: Promise<PortfolioProperty[]> = deps.properties.listPortfolio(context),
  signedLeases?: Promise<TContract[]>,
): Promise<TIndexationOpportunitiesResponse> {
  const today = deps.clock.today();
  // The EPC labels of the whole portfolio in one call, rather than one property-information read per lease.
  const [contracts, properties] = await Promise.all([
    signedLeases ? signedLeases.then(activeAmong) : activeContracts(deps, context),
    portfolio,
  ]);
  const epcLabels = new Map(properties.map((property) => [property.id, property.epcLabel]));
  const subjects = contracts.map((contract) =>
    subjectOf(contract, epcLabels.get(contract.propertyId) ?? null, today),
  );
  const previews = await deps.indexation.previewIndexations(context, subjects);
  const items = contracts.flatMap((contract, position) => {
    const preview = previews[position];
    if (!preview || preview.increaseCents <= 0) return [];
    return [
      {
        contractId: contract.id,
        contractNumber: contract.contractNumber,
        propertyId: contract.propertyId,
        tenantIds: contract.tenantIds,
        indexationDate: preview.indexationDate,
        rule: preview.rule,
        oldRentCents: preview.oldRentCents,
        newRentCents: preview.newRentCents,
        increaseCents: preview.increaseCents,
        retroactiveMonths: preview.retroactiveMonths,
        retroactiveAmountCents: preview.retroactiveAmountCents,
      },
    ];
  });
  return {
    items: items.sort((a, b) => b.increaseCents - a.increaseCents),
    activeContracts: contracts.length,
  };
}
