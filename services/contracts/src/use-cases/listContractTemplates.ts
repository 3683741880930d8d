import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractType } from '../domain/contract';
import type { ContractTemplate } from '../domain/template';
import { defaultTemplate, templateSlots } from '../templates/defaultTemplates';
import { storedRegion, templateRepository } from '../repositories/templateRepository';

/** Every template of the organization (or of one type): its own text where it has one, else the built-in default. */
export async function listContractTemplates(
  dataSource: DataSource,
  context: RequestContext,
  filter: { type?: ContractType } = {},
): Promise<ContractTemplate[]> {
  const own = await templateRepository(dataSource).listOwn(context.organizationId, filter.type);
  const byKey = new Map(own.map((row) => [`${row.type}|${row.language}|${row.region}`, row]));
  return templateSlots()
    .filter((slot) => !filter.type || slot.type === filter.type)
    .map((slot) => {
      const row = byKey.get(`${slot.type}|${slot.language}|${storedRegion(slot.region)}`);
      return row
        ? { ...slot, content: row.content, isCustomized: true, updatedAt: row.updatedAt.toISOString() }
        : {
            ...slot,
            content: defaultTemplate(slot.type, slot.language, slot.region),
            isCustomized: false,
            updatedAt: null,
          };
    });
}
