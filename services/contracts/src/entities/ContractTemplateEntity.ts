import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    type: entityColumn.varchar(24),
    language: entityColumn.varchar(2),
    region: entityColumn.varchar(16),
    content: entityColumn.text(),
    updatedAt: entityColumn.instant({ name: 'updated_at' }),
  },
});
