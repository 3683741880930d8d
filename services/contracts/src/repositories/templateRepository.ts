import type { DataSource } from 'typeorm';
import type { TemplateSlot } from '../domain/template';
import { ContractTemplateEntity, type ContractTemplateRow } from '../entities/ContractTemplateEntity';

/** Non-regional templates are stored under this region key (a unique index cannot hold NULL the same way everywhere). */
const ANY_REGION = 'any';

export function storedRegion(region: TemplateSlot['region']): string {
  return region ?? ANY_REGION;
}

export function templateRepository(dataSource: DataSource) {
  const templates = dataSource.getRepository(ContractTemplateEntity);
  return {
    listOwn: (organizationId: string, type?: TemplateSlot['type']) =>
      templates.find({ where: type ? { organizationId, type } : { organizationId } }),

    findOwn: (organizationId: string, slot: TemplateSlot) =>
      templates.findOne({
        where: {
          organizationId,
          type: slot.type,
          language: slot.language,
          region: storedRegion(slot.region),
        },
      }),

    async upsert(
      organizationId: string,
      slot: TemplateSlot,
      content: string,
      updatedAt: Date,
    ): Promise<ContractTemplateRow> {
      const existing = await templates.findOne({
        where: {
          organizationId,
          type: slot.type,
          language: slot.language,
          region: storedRegion(slot.region),
        },
      });
      if (existing) return templates.save({ ...existing, content, updatedAt });
      return templates.save(
        templates.create({
          organizationId,
          type: slot.type,
          language: slot.language,
          region: storedRegion(slot.region),
          content,
          updatedAt,
        }),
      );
    },

    remove: (organizationId: string, slot: TemplateSlot) =>
      templates.delete({
        organizationId,
        type: slot.type,
        language: slot.language,
        region: storedRegion(slot.region),
      }),
  };
}
