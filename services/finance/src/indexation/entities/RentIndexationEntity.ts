import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { IndexationRule } from '@immodesk/contracts/vocabulary/indexationRules';
import type { EpcLabel, FreezeCorrection, IndexationRegion } from '../domain/indexationRules';

/** An applied indexation: the calculation as it was made, so the history and the tenant letter never recompute it. */
export type RentIndexationRow = {
  id: string;
  organizationId: string;
  contractId: string;
  requestDate: string;
  anniversaryDate: string;
  region: IndexationRegion;
  rule: IndexationRule;
  epcLabel: EpcLabel | null;
  baseRentCents: number;
  oldRentCents: number;
  newRentCents: number;
  increaseCents: number;
  baseIndexMonth: string;
  baseIndexPoints: number;
  newIndexMonth: string;
  newIndexPoints: number;
  /** The base of both indices: 2013 for 2013 = 100 (every indexation applied before bases were kept). */
  indexBaseYear: number;
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
    requestDate: entityColumn.date({ name: 'request_date' }),
    anniversaryDate: entityColumn.date({ name: 'anniversary_date' }),
    region: entityColumn.varchar(16),
    rule: entityColumn.varchar(32),
    epcLabel: entityColumn.varchar(2, { name: 'epc_label', nullable: true }),
    baseRentCents: entityColumn.bigint({ name: 'base_rent_cents' }),
    oldRentCents: entityColumn.bigint({ name: 'old_rent_cents' }),
    newRentCents: entityColumn.bigint({ name: 'new_rent_cents' }),
    increaseCents: entityColumn.bigint({ name: 'increase_cents' }),
    baseIndexMonth: entityColumn.varchar(7, { name: 'base_index_month' }),
    baseIndexPoints: entityColumn.int({ name: 'base_index_points' }),
    newIndexMonth: entityColumn.varchar(7, { name: 'new_index_month' }),
    newIndexPoints: entityColumn.int({ name: 'new_index_points' }),
    indexBaseYear: entityColumn.int({ name: 'index_base_year' }),
    correction: { type: 'simple-json', nullable: true },
    retroactiveMonths: entityColumn.int({ name: 'retroactive_months' }),
    retroactiveFromMonth: entityColumn.varchar(7, { name: 'retroactive_from_month', nullable: true }),
    retroactiveAmountCents: entityColumn.bigint({ name: 'retroactive_amount_cents' }),
    letterDocumentId: entityColumn.varchar(36, { name: 'letter_document_id', nullable: true }),
    letterSentAt: entityColumn.instant({ name: 'letter_sent_at', nullable: true }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
