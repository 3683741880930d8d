import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TRentRollPreviewResponse } from '@immodesk/contracts/imports/rentRollImport.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import type { DataSource } from 'typeorm';
import { translate } from '../i18n/translate';
import { importStore } from '../imports/importStore';
import { planRentRoll, summarise, toPreviewRow, type ExistingPortfolio } from '../imports/planRentRoll';
import { readRentRollFile } from '../imports/readRentRollFile';
import { addressKey, tenantKey, type RentRollRow } from '../imports/rentRollRow';
import { sheetToCells } from '../imports/sheetToCells';
import { validateRentRollRow } from '../imports/validateRentRollRow';

export type ExistingPortfolioDeps = {
  properties: Pick<PropertiesApi, 'listPortfolio' | 'listPostalCodeTowns'>;
  contacts: Pick<ContactsApi, 'listTenants'>;
  contracts: Pick<ContractsApi, 'listContracts'>;
};

export type PreviewRentRollDeps = ExistingPortfolioDeps & { dataSource: DataSource; clock: Clock };

/** Every page of a list, MAX_PAGE_SIZE at a time. */
async function allPages<T>(load: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await load(page);
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}

/** The organization's properties, tenants and contracts as the import recognises them: a few list calls, not one per row. */
export async function loadExistingPortfolio(
  deps: ExistingPortfolioDeps,
  context: RequestContext,
): Promise<ExistingPortfolio> {
  const [properties, tenants, contracts] = await Promise.all([
    deps.properties.listPortfolio(context),
    allPages((page) => deps.contacts.listTenants(context, { page, pageSize: MAX_PAGE_SIZE })),
    allPages((page) => deps.contracts.listContracts(context, { page, pageSize: MAX_PAGE_SIZE })),
  ]);
  const contractStartsByPropertyId = new Map<string, Set<string>>();
  for (const contract of contracts) {
    const starts = contractStartsByPropertyId.get(contract.propertyId) ?? new Set<string>();
    starts.add(contract.startsOn);
    contractStartsByPropertyId.set(contract.propertyId, starts);
  }
  return {
    propertyIdByAddress: new Map(properties.map((property) => [addressKey(property), property.id])),
    tenantIdByKey: new Map(tenants.map((tenant) => [tenantKey(tenant), tenant.id])),
    contractStartsByPropertyId,
  };
}

/** A Belgian postal code must be one the list knows, as creating a property requires (one look-up per code). */
async function checkPostalCodes(
  deps: ExistingPortfolioDeps,
  context: RequestContext,
  rows: RentRollRow[],
  language: TLanguage,
): Promise<void> {
  const codes = new Set(
    rows.flatMap((row) => (row.property && row.property.country === 'BE' ? [row.property.postalCode] : [])),
  );
  const unknown = new Set<string>();
  for (const code of codes) {
    try {
      await deps.properties.listPostalCodeTowns(context, code);
    } catch (error) {
      if (!(isAppError(error) && error.code === 'not_found')) throw error;
      unknown.add(code);
    }
  }
  for (const row of rows)
    if (row.property && unknown.has(row.property.postalCode))
      row.errors.postal_code ??= translate(language, 'imports.unknownPostalCode');
}

/**
 * POST /api/imports/rent-roll: reads the file, checks every cell with the create endpoints' rules, recognises
 * what the organization already has and keeps the result as a preview (an hour). Nothing else is written.
 */
export async function previewRentRoll(
  deps: PreviewRentRollDeps,
  context: RequestContext,
  input: { file: Buffer; paidThrough: string | null; language: TLanguage },
): Promise<TRentRollPreviewResponse> {
  const { language } = input;
  const today = deps.clock.today();
  if (input.paidThrough && input.paidThrough > today)
    throw new AppError('validation_error', { details: { paidThrough: 'validation.notInFuture' } });
  const rows = sheetToCells(await readRentRollFile(input.file)).map(({ row, cells }) =>
    validateRentRollRow(row, cells, { language, today }),
  );
  await checkPostalCodes(deps, context, rows, language);
  const planned = planRentRoll(rows, await loadExistingPortfolio(deps, context), language);
  const id = await importStore(deps.dataSource).save(context, {
    userId: context.userId,
    paidThrough: input.paidThrough,
    rows: planned.map(
      ({ creates: _c, existingPropertyId: _p, existingTenantId: _t, tenantFromRow: _r, ...row }) => row,
    ),
    now: deps.clock.now(),
  });
  return { id, paidThrough: input.paidThrough, rows: planned.map(toPreviewRow), summary: summarise(planned) };
}
