import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { BankLine } from '@immodesk/finance/statementsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { distinctIds } from '../use-cases/distinctIds';
import {
  lookUpAddressesAndNames,
  type LookUpAddressesAndNamesDeps,
} from '../use-cases/lookUpAddressesAndNames';

export type PresentBankStatementLinesDeps = LookUpAddressesAndNamesDeps & {
  contracts: Pick<ContractsApi, 'getContractsByIds'>;
};

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
  const contractIds = distinctIds(
    lines.flatMap((line) => [...line.candidates, ...line.allocations].map((item) => item.contractId)),
  );
  const contracts = await deps.contracts.getContractsByIds(context, contractIds);
  const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
  const { addressById, nameById } = await lookUpAddressesAndNames(
    deps,
    context,
    {
      propertyIds: contracts.map((contract) => contract.propertyId),
      tenantIds: contracts.flatMap((contract) => contract.tenantIds),
    },
    language,
  );
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
