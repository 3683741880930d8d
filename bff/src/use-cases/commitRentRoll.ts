import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { formatIban } from '@immodesk/contracts/common/iban';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TRentRollCommitResponse } from '@immodesk/contracts/imports/rentRollImport.contract';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { translate } from '../i18n/translate';
import { importStore } from '../imports/importStore';
import { planRentRoll, type PlannedRow } from '../imports/planRentRoll';
import { createProperty, type CreatePropertyDeps } from './createProperty';
import { deleteProperty, type DeletePropertyDeps } from './deleteProperty';
import { createTenant, type TenantFlowDeps } from './createTenant';
import { loadExistingPortfolio, type PreviewRentRollDeps } from './previewRentRoll';
import { recordSignedContract, type RecordSignedContractDeps } from './recordSignedContract';
import { createContract, type SaveContractDeps } from './saveContract';

export type CommitRentRollDeps = PreviewRentRollDeps &
  CreatePropertyDeps &
  TenantFlowDeps &
  SaveContractDeps &
  RecordSignedContractDeps &
  DeletePropertyDeps & {
    properties: Pick<PropertiesApi, 'putPropertyInformation' | 'countActiveProperties'>;
    contacts: Pick<ContactsApi, 'createTenant' | 'deleteTenant' | 'countActiveTenants'>;
    contracts: Pick<ContractsApi, 'deleteContract' | 'discardContracts'>;
  };

/** What this commit created so far: what a failure undoes. */
type Created = { propertyIds: string[]; tenantIds: string[]; contractIds: string[] };

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

/** Undoes what this commit wrote, last first, through the services' own delete functions. */
async function compensate(deps: CommitRentRollDeps, context: RequestContext, created: Created) {
  await deps.contracts.discardContracts(context, { ids: created.contractIds });
  for (const id of created.propertyIds) await deleteProperty(deps, context, id);
  for (const id of created.tenantIds) await deps.contacts.deleteTenant(context, { id });
}

/** Properties, tenants and draft leases of every row; the leases are recorded as signed afterwards. */
async function createObjects(
  deps: CommitRentRollDeps,
  context: RequestContext,
  rows: PlannedRow[],
  created: Created,
  language: TLanguage,
): Promise<{ contractId: string; signedOn: string }[]> {
  const tenantOfRow = new Map<number, string>();
  const drafts: { contractId: string; signedOn: string }[] = [];
  for (const row of rows) {
    if (!row.property) continue;
    let propertyId = row.existingPropertyId;
    if (!propertyId) {
      propertyId = (await createProperty(deps, context, row.property)).id;
      created.propertyIds.push(propertyId);
      if (row.epcLabel)
        await deps.properties.putPropertyInformation(context, {
          idOrUrlCode: propertyId,
          information: ZPropertyInformation.parse({ energyCertificate: { label: row.epcLabel } }),
        });
    }
    if (!row.tenant || !row.lease) continue;
    let tenantId = row.existingTenantId ?? tenantOfRow.get(row.tenantFromRow ?? -1) ?? null;
    if (!tenantId) {
      const notes = row.tenantIban
        ? translate(language, 'imports.ibanNote', { iban: formatIban(row.tenantIban) })
        : null;
      tenantId = (await createTenant(deps, context, { ...row.tenant, propertyId, notes })).id;
      created.tenantIds.push(tenantId);
    }
    tenantOfRow.set(row.row, tenantId);
    if (!row.creates.contract) continue;
    const contract = await createContract(deps, context, { ...row.lease, propertyId, tenantIds: [tenantId] });
    created.contractIds.push(contract.id);
    drafts.push({ contractId: contract.id, signedOn: row.lease.signedOn });
  }
  return drafts;
}

/**
 * POST /api/imports/:id/commit: writes every row of a preview without errors, all or nothing. What the
 * organization has by now is recognised again (a second commit of the same file creates nothing); the plan's room
 * is checked for the whole file first; each lease is recorded as signed on paper with the preview's `paidThrough`
 * (the record-signed flow: opening balances, occupancy, registration task). Should a row fail, what this commit
 * created is removed again (compensation across the services, docs/decisions/imports.md) and the error answered.
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

  const created: Created = { propertyIds: [], tenantIds: [], contractIds: [] };
  try {
    const drafts = await createObjects(deps, context, rows, created, language);
    for (const draft of drafts)
      await recordSignedContract(deps, context, {
        id: draft.contractId,
        signedOn: draft.signedOn,
        ...(preview.paidThrough ? { paidThrough: preview.paidThrough } : {}),
      });
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
