import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { IndexationRule } from '@immodesk/contracts/vocabulary/indexationRules';
import type { EpcLabel, FreezeCorrection, IndexationRegion } from '../domain/indexationRules';

/** `computed`: applied in the product by the rules; `recorded`: a past rent revision brought with a paper lease. */
export type IndexationKind = 'computed' | 'recorded';

/**
 * An indexation of the lease's history. A computed one keeps the calculation as it was made, so the history and the
 * tenant letter never recompute it; a recorded one has its dates and rents only (no rule, no index figures).
 */
export type RentIndexationRow = {
  id: string;
  organizationId: string;
  contractId: string;
  kind: IndexationKind;
  requestDate: string;
  anniversaryDate: string;
  region: IndexationRegion;
  rule: IndexationRule | null;
  epcLabel: EpcLabel | null;
  baseRentCents: number;
  oldRentCents: number;
  newRentCents: number;
  increaseCents: number;
  baseIndexMonth: string | null;
  baseIndexPoints: number | null;
  newIndexMonth: string | null;
  newIndexPoints: number | null;
  /** The base of both indices: 2013 for 2013 = 100 (every indexation applied before bases were kept). */
  indexBaseYear: number | null;
  correction: FreezeCorrection | null;
  retroactiveMonths: number;
  retroactiveFromMonth: string | null;
  retroactiveAmountCents: number;
  letterDocumentId: string | null;
  letterSentAt: Date | null;
  createdAt: Date;
};

export const RentIndexationEntity = new EntitySchema<RentIndexationRow>({
  name: 'RentIndexation',
  tableName: 'rent_indexations',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    kind: entityColumn.varchar(16, { default: 'computed' }),
    requestDate: entityColumn.date({ name: 'request_date' }),
    anniversaryDate: entityColumn.date({ name: 'anniversary_date' }),
    region: entityColumn.varchar(16),
    rule: entityColumn.varchar(32, { nullable: true }),
    epcLabel: entityColumn.varchar(2, { name: 'epc_label', nullable: true }),
    baseRentCents: entityColumn.bigint({ name: 'base_rent_cents' }),
    oldRentCents: entityColumn.bigint({ name: 'old_rent_cents' }),
    newRentCents: entityColumn.bigint({ name: 'new_rent_cents' }),
    increaseCents: entityColumn.bigint({ name: 'increase_cents' }),
    baseIndexMonth: entityColumn.varchar(7, { name: 'base_index_month', nullable: true }),
    baseIndexPoints: entityColumn.int({ name: 'base_index_points', nullable: true }),
    newIndexMonth: entityColumn.varchar(7, { name: 'new_index_month', nullable: true }),
    newIndexPoints: entityColumn.int({ name: 'new_index_points', nullable: true }),
    indexBaseYear: entityColumn.int({ name: 'index_base_year', nullable: true }),
    correction: { type: 'simple-json', nullable: true },
    retroactiveMonths: entityColumn.int({ name: 'retroactive_months' }),
    retroactiveFromMonth: entityColumn.varchar(7, { name: 'retroactive_from_month', nullable: true }),
    retroactiveAmountCents: entityColumn.bigint({ name: 'retroactive_amount_cents' }),
    letterDocumentId: entityColumn.varchar(36, { name: 'letter_document_id', nullable: true }),
    letterSentAt: entityColumn.instant({ name: 'letter_sent_at', nullable: true }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
