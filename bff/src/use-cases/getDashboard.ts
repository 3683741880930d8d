import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TDashboardActivity,
  TDashboardAddress,
  TGetDashboardResponse,
} from '@immodesk/contracts/dashboard/getDashboard.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import { belgianDate } from '@immodesk/contracts-service/contractsApi';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { StatisticsApi } from '@immodesk/finance/statisticsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PortfolioProperty, PropertiesApi } from '@immodesk/properties/propertiesApi';
import { toStatisticsLease } from './getReport';
import { propertyAddress } from './propertyAddress';

/** The opportunity fields the dashboard shows (listIndexationOpportunities). */
type IndexationOpportunity = {
  contractId: string;
  contractNumber: string;
  propertyId: string;
  oldRentCents: number;
  newRentCents: number;
};

export type GetDashboardDeps = {
  properties: Pick<PropertiesApi, 'listPortfolio' | 'listTasks' | 'listRecentlyCompletedTasks'>;
  contracts: Pick<ContractsApi, 'listContractsInForce'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
  documents: Pick<DocumentsApi, 'listDocuments'>;
  statistics: Pick<StatisticsApi, 'getDashboardFigures'>;
  finance: Pick<FinanceApi, 'currentRents'>;
  clock: Clock;
  indexationOpportunities(
    context: RequestContext,
    portfolio: Promise<PortfolioProperty[]>,
    signedLeases: Promise<TContract[]>,
  ): Promise<{ items: IndexationOpportunity[]; activeContracts: number }>;
};

const LIST_SIZE = 5;
const ACTIVITY_SIZE = 10;
const EXPIRING_SHOWN = 10;
const OVERVIEW_SIZE = 6;
const DAY_MS = 86_400_000;

const addressOf = (property: PortfolioProperty): TDashboardAddress => ({
  street: property.street,
  houseNumber: property.houseNumber,
  bus: property.bus,
  postalCode: property.postalCode,
  city: property.city,
});

// Built once: `localeCompare(…, 'nl')` builds a collator for every comparison of the overview's sort.
const streetOrder = new Intl.Collator('nl');
const houseNumberOrder = new Intl.Collator('nl', { numeric: true });

const daysFrom = (today: string, date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);

/** The same day a year later (28 February for 29 February). */
function aYearAfter(today: string): string {
  const next = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return Number.isNaN(Date.parse(next)) ? `${next.slice(0, 8)}28` : next;
}

function aYearBefore(today: string): string {
  const previous = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return Number.isNaN(Date.parse(previous)) ? `${previous.slice(0, 8)}28` : previous;
}

/**
 * GET /api/dashboard: one round of calls to the services in parallel (portfolio, leases, tasks, documents, finance
 * figures, indexation opportunities), then one batched lookup of the tenant names the lists show.
 */
export async function getDashboard(
  deps: GetDashboardDeps,
  context: RequestContext,
  language: TLanguage,
): Promise<TGetDashboardResponse> {
  const today = deps.clock.today();
  // The portfolio and the leases are read once: the indexation opportunities take their EPC labels and their active
  // leases from the same answers.
  const properties = deps.properties.listPortfolio(context);
  const leases = deps.contracts.listContractsInForce(context, {
    from: aYearBefore(today),
    to: aYearAfter(today),
  });
  const [portfolio, contracts, openTasks, completedTasks, documents, figures, opportunities] =
    await Promise.all([
      properties,
      leases,
      deps.properties.listTasks(context, { status: 'pending', page: 1, pageSize: LIST_SIZE }),
      deps.properties.listRecentlyCompletedTasks(context, { limit: LIST_SIZE }),
      deps.documents.listDocuments(context, {
        page: 1,
        pageSize: LIST_SIZE,
        sort: 'uploadedAt',
        order: 'desc',
      }),
      deps.statistics.getDashboardFigures(context),
      deps.indexationOpportunities(context, properties, leases),
    ]);
  const propertiesById = new Map(portfolio.map((property) => [property.id, property]));
  const address = (propertyId: string | null) => {
    const property = propertyId ? propertiesById.get(propertyId) : undefined;
    return property ? addressOf(property) : null;
  };
  const lastDays = new Map(contracts.map((contract) => [contract.id, toStatisticsLease(contract).lastDay]));
  const lastDayOf = (contract: TContract) => lastDays.get(contract.id) ?? contract.endsOn;
  const inForce = contracts.filter((contract) => contract.startsOn <= today && lastDayOf(contract) >= today);
  // An indexed lease's rent is the finance service's rent price, not the rent it was signed at.
  const indexedRents = await deps.finance.currentRents(context, {
    contractIds: inForce.map((contract) => contract.id),
    on: today,
  });
  const rentOf = (contract: TContract) => indexedRents[contract.id] ?? contract.rentCents;
  const rentOrListed = (contract: TContract | undefined, listedRentCents: number | null) =>
    contract ? rentOf(contract) : listedRentCents;
  const rented = new Map<string, TContract>(inForce.map((contract) => [contract.propertyId, contract]));
  const yearAhead = aYearAfter(today);
  const expiring = inForce
    .filter((contract) => lastDayOf(contract) <= yearAhead)
    .sort((a, b) => lastDayOf(a).localeCompare(lastDayOf(b)))
    .slice(0, EXPIRING_SHOWN);

  const tenantIds = new Set([
    ...expiring.flatMap((contract) => contract.tenantIds),
    ...figures.upcomingPayments.flatMap((item) => (item.tenantId ? [item.tenantId] : [])),
  ]);
  const tenants = tenantIds.size > 0 ? await deps.contacts.getTenantsByIds(context, [...tenantIds]) : [];
  const tenantNames = new Map(tenants.map((tenant) => [tenant.id, tenantDisplayName(tenant).primary]));

  const active = portfolio.filter((property) => property.status === 'active');
  const occupancy = (property: PortfolioProperty) =>
    (rented.has(property.id) ? 'rented' : 'available') as 'rented' | 'available';
  const addressLabel = (propertyId: string | null) => {
    const property = propertyId ? propertiesById.get(propertyId) : undefined;
    return property ? propertyAddress(property, language) : '';
  };

  const activity: (TDashboardActivity & { at: string })[] = [
    ...figures.recentReceipts.map((receipt) => ({
      kind: 'payment_received' as const,
      id: receipt.id,
      date: receipt.receivedOn,
      at: receipt.receivedOn,
      label: addressLabel(receipt.propertyId),
      propertyId: receipt.propertyId,
      amountCents: receipt.amountCents,
    })),
    ...contracts
      .flatMap((contract) => (contract.signedAt ? [{ contract, signedAt: contract.signedAt }] : []))
      .sort((a, b) => b.signedAt.localeCompare(a.signedAt))
      .slice(0, LIST_SIZE)
      .map(({ contract, signedAt }) => ({
        kind: 'contract_signed' as const,
        id: contract.id,
        date: contract.signedOn,
        at: signedAt,
        label: addressLabel(contract.propertyId),
        propertyId: contract.propertyId,
        amountCents: null,
      })),
    ...documents.items.map((document) => ({
      kind: 'document_uploaded' as const,
      id: document.id,
      date: belgianDate(new Date(document.uploadedAt)),
      at: document.uploadedAt,
      label: document.fileName,
      propertyId: document.propertyId,
      amountCents: null,
    })),
    ...completedTasks.flatMap((task) =>
      task.completedAt
        ? [
            {
              kind: 'task_completed' as const,
              id: task.id,
              date: belgianDate(new Date(task.completedAt)),
              at: task.completedAt,
              label: task.title,
              propertyId: task.propertyId,
              amountCents: null,
            },
          ]
        : [],
    ),
  ];

  return {
    totals: {
      propertyCount: active.length,
      activeTenantCount: new Set(inForce.flatMap((contract) => contract.tenantIds)).size,
      monthlyRentCents: inForce.reduce((total, contract) => total + rentOf(contract), 0),
      pendingPayments: figures.pendingPayments,
    },
    incomeSeries: figures.incomeSeries,
    locations: active.flatMap((property) =>
      property.latitude !== null && property.longitude !== null
        ? [
            {
              id: property.id,
              urlCode: property.urlCode,
              address: addressOf(property),
              latitude: property.latitude,
              longitude: property.longitude,
              occupancy: occupancy(property),
            },
          ]
        : [],
    ),
    recentActivity: activity
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY_SIZE)
      .map(({ at: _at, ...item }) => item),
    upcomingTasks: openTasks.items.map((task) => ({
      id: task.id,
      title: task.title,
      dueDate: task.dueDate,
      priority: task.priority,
      overdue: task.status === 'overdue',
      property: task.property,
    })),
    upcomingPayments: figures.upcomingPayments.map((item) => ({
      id: item.id,
      contractId: item.contractId,
      propertyId: item.propertyId,
      address: address(item.propertyId),
      tenantName: item.tenantId ? (tenantNames.get(item.tenantId) ?? null) : null,
      dueDate: item.dueDate,
      amountDueCents: item.amountDueCents,
      outstandingCents: item.amountDueCents - item.paidCents,
    })),
    expiringContracts: expiring.map((contract) => {
      const lastDay = lastDayOf(contract);
      return {
        id: contract.id,
        contractNumber: contract.contractNumber,
        propertyId: contract.propertyId,
        address: address(contract.propertyId),
        tenantNames: contract.tenantIds.flatMap((id) => tenantNames.get(id) ?? []),
        endsOn: lastDay,
        daysLeft: daysFrom(today, lastDay),
      };
    }),
    propertiesOverview: {
      rented: active.filter((property) => occupancy(property) === 'rented').length,
      available: active.filter((property) => occupancy(property) === 'available').length,
      items: [...active]
        .sort(
          (a, b) =>
            Number(b.isFavourite) - Number(a.isFavourite) ||
            streetOrder.compare(a.street, b.street) ||
            houseNumberOrder.compare(a.houseNumber, b.houseNumber),
        )
        .slice(0, OVERVIEW_SIZE)
        .map((property) => ({
          id: property.id,
          urlCode: property.urlCode,
          address: addressOf(property),
          type: property.type,
          occupancy: occupancy(property),
          rentCents: rentOrListed(rented.get(property.id), property.rentCents),
          primaryPhotoId: property.primaryPhotoId,
        })),
    },
    indexableContracts: opportunities.items.slice(0, LIST_SIZE).map((opportunity) => ({
      contractId: opportunity.contractId,
      contractNumber: opportunity.contractNumber,
      propertyId: opportunity.propertyId,
      address: address(opportunity.propertyId),
      currentRentCents: opportunity.oldRentCents,
      newRentCents: opportunity.newRentCents,
    })),
  };
}
