import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { formatIban } from '@immodesk/contracts/common/iban';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TRentRollCommitResponse } from '@immodesk/contracts/imports/rentRollImport.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { translate } from '../i18n/translate';
import { importStore } from '../imports/importStore';
import { planRentRoll, type PlannedRow } from '../imports/planRentRoll';
import { createProperties, type CreatePropertiesDeps } from './createProperty';
import { deleteProperty, type DeletePropertyDeps } from './deleteProperty';
import { createTenants, type CreateTenantsDeps } from './createTenant';
import { loadExistingPortfolio, type PreviewRentRollDeps } from './previewRentRoll';
import { recordSignedContracts, type RecordSignedContractsDeps } from './recordSignedContracts';
import { createContracts, type CreateContractsDeps } from './saveContract';
import { syncPropertiesOccupancy } from './syncPropertyOccupancy';

export type CommitRentRollDeps = PreviewRentRollDeps &
  CreatePropertiesDeps &
  CreateTenantsDeps &
  CreateContractsDeps &
  RecordSignedContractsDeps &
  DeletePropertyDeps & {
    properties: Pick<PropertiesApi, 'countActiveProperties' | 'deleteTasks'>;
    contacts: Pick<ContactsApi, 'deleteTenant' | 'countActiveTenants'>;
    contracts: Pick<ContractsApi, 'discardContracts'>;
    finance: Pick<FinanceApi, 'deleteContractRentItems'>;
  };

/** What this commit created so far: what a failure undoes. */
type Created = {
  propertyIds: string[];
  tenantIds: string[];
  contractIds: string[];
  taskIds: string[];
  /** Properties that were there before and got a lease: their occupancy is synced again after an undo. */
  existingPropertyIds: string[];
};

/** The plan's room (-1: unlimited) for what the file creates, checked for the whole file before anything is written. */
async function assertPlanRoom(
  deps: CommitRentRollDeps,
  context: RequestContext,
  rows: PlannedRow[],
  language: TLanguage,
): Promise<void> {
  const [plan, activeProperties, activeTenants] = await Promise.all([
    deps.identity.getOrganizationPlan(context),
    deps.properties.countActiveProperties(context),
    deps.contacts.countActiveTenants(context),
  ]);
  const room = (max: number, active: number) => (max < 0 ? null : Math.max(0, max - active));
  const propertiesNeeded = rows.filter((row) => row.creates.property).length;
  const tenantsNeeded = rows.filter((row) => row.creates.tenant).length;
  const propertiesRoom = room(plan.maxProperties, activeProperties);
  const tenantsRoom = room(plan.maxTenants, activeTenants);
  const tooMany = (needed: number, space: number | null) => space !== null && needed > space;
  if (!tooMany(propertiesNeeded, propertiesRoom) && !tooMany(tenantsNeeded, tenantsRoom)) return;
  const unlimited = translate(language, 'imports.unlimited');
  throw new AppError('plan_required', {
    messageKey: 'imports.planLimit',
    params: {
      propertiesNeeded,
      propertiesRoom: propertiesRoom ?? unlimited,
      tenantsNeeded,
      tenantsRoom: tenantsRoom ?? unlimited,
    },
    details: { propertiesNeeded, propertiesRoom, tenantsNeeded, tenantsRoom },
  });
}

/**
 * Undoes what this commit wrote, last first, through the services' own functions: the leases with their due
 * items and registration tasks (on a property that was there before too), the new properties with everything on
 * them, the new tenants; then the occupancy of the properties that stay.
 */
async function compensate(deps: CommitRentRollDeps, context: RequestContext, created: Created) {
  await deps.properties.deleteTasks(context, { ids: created.taskIds });
  await deps.finance.deleteContractRentItems(context, { contractIds: created.contractIds });
  await deps.contracts.discardContracts(context, { ids: created.contractIds });
  for (const id of created.propertyIds) await deleteProperty(deps, context, id);
  for (const id of created.tenantIds) await deps.contacts.deleteTenant(context, { id });
  await syncPropertiesOccupancy(deps, context, created.existingPropertyIds);
}

/** The property of every row with one: the existing one, or one of those created here in one batch. */
async function createRowProperties(
  deps: CommitRentRollDeps,
  context: RequestContext,
  rows: PlannedRow[],
  created: Created,
): Promise<Map<number, string>> {
  const propertyOfRow = new Map<number, string>();
  const toCreate = rows.filter((row) => row.property && !row.existingPropertyId);
  const properties = await createProperties(
    deps,
    context,
    toCreate.map((row) => ({ ...row.property!, epcLabel: row.epcLabel })),
  );
  created.propertyIds.push(...properties.map((property) => property.id));
  toCreate.forEach((row, index) => propertyOfRow.set(row.row, properties[index]!.id));
  for (const row of rows) if (row.existingPropertyId) propertyOfRow.set(row.row, row.existingPropertyId);
  return propertyOfRow;
}

/** The tenant of every rented row: the existing one, the one an earlier row creates, or one created here. */
async function createRowTenants(
  deps: CommitRentRollDeps,
  context: RequestContext,
  rented: PlannedRow[],
  propertyOfRow: Map<number, string>,
  input: { created: Created; language: TLanguage },
): Promise<Map<number, string>> {
  const toCreate = rented.filter((row) => !row.existingTenantId && row.tenantFromRow === null);
  const tenants = await createTenants(
    deps,
    context,
    toCreate.map((row) => ({
      ...row.tenant!,
      propertyId: propertyOfRow.get(row.row) ?? null,
      notes: row.tenantIban
        ? translate(input.language, 'imports.ibanNote', { iban: formatIban(row.tenantIban) })
        : null,
    })),
  );
  input.created.tenantIds.push(...tenants.map((tenant) => tenant.id));
  const tenantOfRow = new Map<number, string>();
  toCreate.forEach((row, index) => tenantOfRow.set(row.row, tenants[index]!.id));
  for (const row of rented) {
    const tenantId = row.existingTenantId ?? tenantOfRow.get(row.tenantFromRow ?? -1);
    if (tenantId) tenantOfRow.set(row.row, tenantId);
  }
  return tenantOfRow;
}

/**
 * Properties, tenants and leases of every row, each kind in one batch; the leases are recorded as signed on paper
 * together afterwards.
 */
async function createObjects(
  deps: CommitRentRollDeps,
  context: RequestContext,
  rows: PlannedRow[],
  input: { created: Created; language: TLanguage; paidThrough: string | null },
): Promise<void> {
  const { created } = input;
  const propertyOfRow = await createRowProperties(deps, context, rows, created);
  const rented = rows.filter((row) => row.property && row.tenant && row.lease);
  const tenantOfRow = await createRowTenants(deps, context, rented, propertyOfRow, input);
  const leased = rented.filter((row) => row.creates.contract);
  const contracts = await createContracts(
    deps,
    context,
    leased.map((row) => ({
      ...row.lease!,
      propertyId: propertyOfRow.get(row.row)!,
      tenantIds: [tenantOfRow.get(row.row)!],
    })),
  );
  created.contractIds.push(...contracts.map((contract) => contract.id));
  created.existingPropertyIds.push(
    ...leased.flatMap((row) => (row.existingPropertyId ? [row.existingPropertyId] : [])),
  );
  await recordSignedContracts(deps, context, {
    leases: contracts.map((contract, index) => ({
      id: contract.id,
      signedOn: leased[index]!.lease!.signedOn,
    })),
    paidThrough: input.paidThrough,
    onTasks: (ids) => created.taskIds.push(...ids),
  });
}

/**
 * POST /api/imports/:id/commit: writes every row of a preview without errors, all or nothing. What the
 * organization has by now is recognised again (a second commit of the same file creates nothing); the plan's room
 * is checked for the whole file first (and again by each service's batch create under the organization's lock);
 * properties, tenants and leases are created in one batch per kind, then the leases recorded as signed on paper
 * together with the preview's `paidThrough` (the record-signed flow in set queries: opening balances, occupancy,
 * registration tasks). Should anything fail, what this commit created is removed again (compensation across the
 * services, docs/decisions/imports.md) and the error answered.
 */
export async function commitRentRoll(
  deps: CommitRentRollDeps,
  context: RequestContext,
  input: { id: string; language: TLanguage },
): Promise<TRentRollCommitResponse> {
  const { language } = input;
  const store = importStore(deps.dataSource);
  const preview = await store.get(context, input.id, deps.clock.now());
  const rows = planRentRoll(preview.rows, await loadExistingPortfolio(deps, context), language);
  if (rows.some((row) => Object.keys(row.errors).length > 0))
    throw new AppError('business_rule', { messageKey: 'imports.previewHasErrors' });
  await assertPlanRoom(deps, context, rows, language);

  const created: Created = {
    propertyIds: [],
    tenantIds: [],
    contractIds: [],
    taskIds: [],
    existingPropertyIds: [],
  };
  try {
    await createObjects(deps, context, rows, { created, language, paidThrough: preview.paidThrough ?? null });
  } catch (error) {
    // A failed undo must not pass for the row's error: it is a 500, logged with both causes.
    await compensate(deps, context, created).catch((undoError: unknown) => {
      throw new AppError('internal', { cause: new AggregateError([error, undoError]) });
    });
    throw error;
  }
  await store.remove(context, input.id);
  return {
    created: {
      properties: created.propertyIds.length,
      tenants: created.tenantIds.length,
      contracts: created.contractIds.length,
    },
    propertyIds: created.propertyIds,
  };
}
