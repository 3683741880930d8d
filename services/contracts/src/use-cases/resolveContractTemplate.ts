import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { TemplateSlot } from '../domain/template';
import { defaultTemplate, hasRegionalTemplates } from '../templates/defaultTemplates';
import { templateRepository } from '../repositories/templateRepository';

/** The text a contract renders with: the organization's own for its slot, else the default. */
export async function resolveContractTemplate(
  dataSource: DataSource,
  context: RequestContext,
  slot: TemplateSlot,
): Promise<string> {
  const normalized = { ...slot, region: hasRegionalTemplates(slot.type) ? slot.region : null };
  const own = await templateRepository(dataSource).findOwn(context.organizationId, normalized);
  return own?.content ?? defaultTemplate(normalized.type, normalized.language, normalized.region);
}
