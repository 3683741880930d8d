import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    requestDate: { name: 'request_date', type: 'date' },
    anniversaryDate: { name: 'anniversary_date', type: 'date' },
    region: { type: 'varchar', length: 16 },
    rule: { type: 'varchar', length: 32 },
    epcLabel: { name: 'epc_label', type: 'varchar', length: 2, nullable: true },
    baseRentCents: { name: 'base_rent_cents', type: 'bigint', transformer: bigintAsNumber },
    oldRentCents: { name: 'old_rent_cents', type: 'bigint', transformer: bigintAsNumber },
    newRentCents: { name: 'new_rent_cents', type: 'bigint', transformer: bigintAsNumber },
    increaseCents: { name: 'increase_cents', type: 'bigint', transformer: bigintAsNumber },
    baseIndexMonth: { name: 'base_index_month', type: 'varchar', length: 7 },
    baseIndexPoints: { name: 'base_index_points', type: 'int' },
    newIndexMonth: { name: 'new_index_month', type: 'varchar', length: 7 },
    newIndexPoints: { name: 'new_index_points', type: 'int' },
    correction: { type: 'simple-json', nullable: true },
    retroactiveMonths: { name: 'retroactive_months', type: 'int' },
    retroactiveFromMonth: { name: 'retroactive_from_month', type: 'varchar', length: 7, nullable: true },
    retroactiveAmountCents: { name: 'retroactive_amount_cents', type: 'bigint', transformer: bigintAsNumber },
    letterDocumentId: { name: 'letter_document_id', type: 'varchar', length: 36, nullable: true },
    letterSentAt: {
      name: 'letter_sent_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
