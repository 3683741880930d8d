import type { ContractRow, PropertyRow, TenantRow } from '@immodesk/ai/aiApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { propertyAddress } from '../use-cases/propertyAddress';
import type { PilotToolContext } from './pilotTool';

/** Every page of a list (the tools answer over the whole portfolio, not its first page). */
export async function allPages<T>(
  load: (page: { page: number; pageSize: number }) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await load({ page, pageSize: MAX_PAGE_SIZE });
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}

/** The organization's property addresses and tenant names by id, to name the rows of payments and contracts. */
export async function portfolioNames({ deps, context, language }: PilotToolContext) {
  const [properties, tenants, contracts] = await Promise.all([
    allPages((page) => deps.properties.listProperties(context, page)),
    allPages((page) => deps.contacts.listTenants(context, page)),
    allPages((page) => deps.contracts.listContracts(context, page)),
  ]);
  const addresses = new Map(properties.map((property) => [property.id, propertyAddress(property, language)]));
  const names = new Map(tenants.map((tenant) => [tenant.id, tenantDisplayName(tenant).primary]));
  const contractTenants = new Map(contracts.map((contract) => [contract.id, contract.tenantIds]));
  const tenantName = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    address: (id: string | null) => (id ? (addresses.get(id) ?? null) : null),
    tenantName,
    /** Who owes a due item: its contract's tenants (as the payments list names them), else its own tenant. */
    payerName: (
      item: { tenantId: string | null; contractId: string | null },
      join: (names: string[]) => string,
    ) => {
      const parties = (item.contractId ? (contractTenants.get(item.contractId) ?? []) : []).flatMap(
        (id) => tenantName(id) ?? [],
      );
      return parties.length > 0 ? join(parties) : tenantName(item.tenantId);
    },
    tenants,
  };
}

export type PortfolioNames = Awaited<ReturnType<typeof portfolioNames>>;

export function toPropertyRow(
  property: TPropertySummary,
  language: PilotToolContext['language'],
): PropertyRow {
  return {
    id: property.id,
    address: propertyAddress(property, language),
    type: property.type,
    rentCents: property.rentCents,
    occupancy: property.occupancy,
    status: property.status,
  };
}

export function toTenantRow(tenant: TTenant, names: PortfolioNames): TenantRow {
  return {
    id: tenant.id,
    name: tenantDisplayName(tenant).primary,
    email: tenant.email,
    phone: tenant.phone,
    propertyAddress: names.address(tenant.propertyId),
    status: tenant.status,
  };
}

export function toContractRow(contract: TContract, names: PortfolioNames): ContractRow {
  return {
    id: contract.id,
    contractNumber: contract.contractNumber,
    status: contract.status,
    propertyAddress: names.address(contract.propertyId),
    tenantNames: contract.tenantIds.flatMap((id) => names.tenantName(id) ?? []),
    startsOn: contract.startsOn,
    endsOn: contract.endsOn,
    rentCents: contract.rentCents,
  };
}
