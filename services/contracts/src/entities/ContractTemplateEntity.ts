import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { Language } from '@immodesk/platform/domain/language';
import type { ContractType } from '../domain/contract';

/** An organization's own text for a type, language and region (`any` for types without regional texts). */
export type ContractTemplateRow = {
  id: string;
  organizationId: string;
  type: ContractType;
  language: Language;
  region: string;
  content: string;
  updatedAt: Date;
};

export const ContractTemplateEntity = new EntitySchema<ContractTemplateRow>({
  name: 'ContractTemplate',
  tableName: 'contract_templates',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    type: { type: 'varchar', length: 24 },
    language: { type: 'varchar', length: 2 },
    region: { type: 'varchar', length: 16 },
    content: { type: 'text' },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
