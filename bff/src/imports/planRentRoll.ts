import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type {
  TRentRollPreviewResponse,
  TRentRollPreviewRow,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import { translate } from '../i18n/translate';
import { addressKey, tenantKey, type RentRollRow } from './rentRollRow';

/** What the organization already has, as the import recognises it (see addressKey and tenantKey). */
export type ExistingPortfolio = {
  propertyIdByAddress: ReadonlyMap<string, string>;
  tenantIdByKey: ReadonlyMap<string, string>;
  /** The start dates of the contracts on each property. */
  contractStartsByPropertyId: ReadonlyMap<string, ReadonlySet<string>>;
};

/** A row's plan: what it creates, and the existing objects it uses instead. */
export type PlannedRow = RentRollRow & {
  creates: { property: boolean; tenant: boolean; contract: boolean };
  existingPropertyId: string | null;
  existingTenantId: string | null;
  /** The earlier row of this file that creates the same tenant (a tenant renting two units is created once). */
  tenantFromRow: number | null;
};

/**
 * Marks what each row creates: nothing for an object already there (the same address; the same tenant by e-mail
 * or name; a contract on that property with the same start date), so importing a file again creates nothing.
 * Two rows with the same address are refused (one unit per row).
 */
export function planRentRoll(
  rows: RentRollRow[],
  existing: ExistingPortfolio,
  language: TLanguage,
): PlannedRow[] {
  const rowOfAddress = new Map<string, number>();
  const rowOfTenant = new Map<string, number>();
  return rows.map((row): PlannedRow => {
    const errors = { ...row.errors };
    const planned: PlannedRow = {
      ...row,
      errors,
      creates: { property: false, tenant: false, contract: false },
      existingPropertyId: null,
      existingTenantId: null,
      tenantFromRow: null,
    };
    if (!row.property) return planned;
    const address = addressKey(row.property);
    const earlier = rowOfAddress.get(address);
    if (earlier !== undefined) {
      errors.street = translate(language, 'imports.duplicateRow', { row: earlier });
      return planned;
    }
    rowOfAddress.set(address, row.row);
    if (Object.keys(errors).length > 0) return planned;

    planned.existingPropertyId = existing.propertyIdByAddress.get(address) ?? null;
    planned.creates.property = planned.existingPropertyId === null;
    if (!row.tenant || !row.lease) return planned;
    const tenant = tenantKey(row.tenant);
    planned.existingTenantId = existing.tenantIdByKey.get(tenant) ?? null;
    const firstRow = rowOfTenant.get(tenant);
    if (planned.existingTenantId === null) {
      if (firstRow === undefined) rowOfTenant.set(tenant, row.row);
      planned.tenantFromRow = firstRow ?? null;
      planned.creates.tenant = firstRow === undefined;
    }
    const starts = planned.existingPropertyId
      ? existing.contractStartsByPropertyId.get(planned.existingPropertyId)
      : undefined;
    planned.creates.contract = !starts?.has(row.lease.startsOn);
    return planned;
  });
}

export function toPreviewRow(row: PlannedRow): TRentRollPreviewRow {
  const hasErrors = Object.keys(row.errors).length > 0;
  return {
    row: row.row,
    status: hasErrors ? 'error' : 'ok',
    errors: row.errors,
    creates: row.creates,
    values: row.values,
  };
}

/** What a commit would create (rows without errors) and how many rows have errors. */
export function summarise(rows: PlannedRow[]): TRentRollPreviewResponse['summary'] {
  const ok = rows.filter((row) => Object.keys(row.errors).length === 0);
  return {
    properties: ok.filter((row) => row.creates.property).length,
    tenants: ok.filter((row) => row.creates.tenant).length,
    contracts: ok.filter((row) => row.creates.contract).length,
    errors: rows.length - ok.length,
  };
}
