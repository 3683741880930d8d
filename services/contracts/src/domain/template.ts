import type { Language } from '@immodesk/platform/domain/language';
import type { ContractType, Region } from './contract';

/** Which template: main-residence leases have one per region, the other types `region: null`. */
export type TemplateSlot = { type: ContractType; language: Language; region: Region | null };

export type ContractTemplate = TemplateSlot & {
  content: string;
  isCustomized: boolean;
  updatedAt: string | null;
};
