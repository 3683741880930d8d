import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { BankLine } from '@immodesk/finance/statementsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { propertyAddress } from '../use-cases/propertyAddress';

export type PresentBankStatementLinesDeps = {
  contracts: Pick<ContractsApi, 'getContractsByIds'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
};

function distinct(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * The lines with, on each candidate and allocation, the contract's tenants and property address, looked up with
 * one batched call per service (the queue never looks names up in the browser). Something deleted shows nothing.
 */
export async function presentBankStatementLines(
  deps: PresentBankStatementLinesDeps,
  context: RequestContext,
  lines: readonly BankLine[],
  language: TLanguage,
): Promise<TBankStatementLine[]> {
  const contractIds = distinct(
    lines.flatMap((line) => [...line.candidates, ...line.allocations].map((item) => item.contractId)),
  );
  const contracts = await deps.contracts.getContractsByIds(context, contractIds);
  const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
  const [addresses, tenants] = await Promise.all([
    deps.properties.getPropertyAddresses(context, distinct(contracts.map((contract) => contract.propertyId))),
    deps.contacts.getTenantsByIds(context, distinct(contracts.flatMap((contract) => contract.tenantIds))),
  ]);
  const addressById = new Map(addresses.map((address) => [address.id, propertyAddress(address, language)]));
  const nameById = new Map(tenants.map((tenant) => [tenant.id, tenantDisplayName(tenant).primary]));
  const names = (contractId: string | null) => {
    const contract = contractId ? contractById.get(contractId) : undefined;
    const tenantNames = (contract?.tenantIds ?? []).flatMap((id) => nameById.get(id) ?? []);
    return {
      tenantName: tenantNames.length > 0 ? tenantNames.join(', ') : null,
      propertyAddress: contract ? (addressById.get(contract.propertyId) ?? null) : null,
    };
  };
  return lines.map((line) => ({
    ...line,
    importedAt: line.importedAt.toISOString(),
    candidates: line.candidates.map((candidate) => ({ ...candidate, ...names(candidate.contractId) })),
    // Money kept as the contract's credit has no due item yet; the queue shows the items it paid.
    allocations: line.allocations.flatMap((allocation) =>
      allocation.rentPaymentId && allocation.period && allocation.dueDate
        ? [
            {
              ...allocation,
              rentPaymentId: allocation.rentPaymentId,
              period: allocation.period,
              dueDate: allocation.dueDate,
              ...names(allocation.contractId),
            },
          ]
        : [],
    ),
  }));
}

/** One line as the queue shows it, after a change to it. */
export async function presentBankStatementLine(
  deps: PresentBankStatementLinesDeps,
  context: RequestContext,
  line: BankLine,
  language: TLanguage,
): Promise<TBankStatementLine> {
  const [named] = await presentBankStatementLines(deps, context, [line], language);
  if (!named) throw new Error('A line named is a line answered');
  return named;
}
