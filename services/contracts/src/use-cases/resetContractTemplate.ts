import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractTemplate, TemplateSlot } from '../domain/template';
import { defaultTemplate } from '../templates/defaultTemplates';
import { templateRepository } from '../repositories/templateRepository';
import { assertSlot } from './templateSlot';

/** The built-in text of a slot. */
export function defaultContractTemplate(slot: TemplateSlot): string {
  assertSlot(slot);
  return defaultTemplate(slot.type, slot.language, slot.region);
}

/** Back to the built-in text for a slot. */
export async function resetContractTemplate(
  dataSource: DataSource,
  context: RequestContext,
  slot: TemplateSlot,
): Promise<ContractTemplate> {
  assertSlot(slot);
  await templateRepository(dataSource).remove(context.organizationId, slot);
  return {
    ...slot,
    content: defaultContractTemplate(slot),
    isCustomized: false,
    updatedAt: null,
  };
}
